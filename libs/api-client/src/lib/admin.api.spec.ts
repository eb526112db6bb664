/**
 * @jest-environment node
 */
import {
  adminApi,
  adminDownloadPath,
  adminSharePath,
  errorStatusText,
  type AdminDocumentRef,
} from './admin.api';
import { createTestStore } from './test-stores';
import { settle, useTestApiServer } from './test-server';

const api = useTestApiServer();

describe('the admin endpoints', () => {
  it('names the admin API’s path of each document', () => {
    const refs: AdminDocumentRef[] = [
      { kind: 'nda', id: 3 },
      { kind: 'agreement', id: 4 },
      { kind: 'invoice', id: 5 },
    ];
    expect(refs.map(adminDownloadPath)).toEqual([
      '/admin/nda/3/download',
      '/admin/consulting-agreement/4/download',
      '/admin/payment-method/5/download-invoice',
    ]);
    expect(refs.map(adminSharePath)).toEqual([
      '/admin/nda/3/share',
      '/admin/consulting-agreement/4/share',
      '/admin/payment-method/5/share-invoice',
    ]);
  });

  it('keeps the status text of a failed users list (retried once, as every failed read)', async () => {
    const store = createTestStore();
    api.handler = () => ({ status: 500, body: { statusCode: 500, message: 'Boom' } });
    const result = await store.dispatch(adminApi.endpoints.getAdminUsers.initiate());
    expect(result.error).toMatchObject({ status: 500, statusText: 'Internal Server Error' });
    expect(errorStatusText(result.error)).toBe('Internal Server Error');
    expect(api.hits).toEqual(['GET /api/admin/users', 'GET /api/admin/users']);
  });

  it('reads the status text from the error body when the answer has none', () => {
    expect(errorStatusText({ status: 503, data: { error: 'Service Unavailable' } })).toBe(
      'Service Unavailable',
    );
    expect(errorStatusText({ status: 503, statusText: '', data: null })).toBe('');
    expect(errorStatusText(undefined)).toBe('');
  });

  it('downloads a PDF as an object URL with the server’s file name, and refreshes the audit log', async () => {
    const store = createTestStore();
    api.handler = (req) =>
      req.url?.startsWith('/api/admin/audit-log')
        ? { status: 200, body: { entries: [], nextBefore: null } }
        : {
            status: 200,
            body: Buffer.from('%PDF-1.4 test'),
            headers: { 'Content-Disposition': 'attachment; filename="invoice-PO-17.pdf"' },
          };
    const log = store.dispatch(adminApi.endpoints.getAuditLog.initiate({ limit: 25 }));
    await log;
    const result = await store.dispatch(
      adminApi.endpoints.downloadAdminDocument.initiate({ kind: 'invoice', id: 7 }),
    );
    if (!('data' in result) || !result.data) throw new Error('expected a file');
    expect(result.data.fileName).toBe('invoice-PO-17.pdf');
    expect(result.data.objectUrl).toMatch(/^blob:/);
    URL.revokeObjectURL(result.data.objectUrl);
    await settle();
    expect(api.hits).toEqual([
      'GET /api/admin/audit-log?limit=25',
      'GET /api/admin/payment-method/7/download-invoice',
      'GET /api/admin/audit-log?limit=25',
    ]);
    log.unsubscribe();
  });

  it('e-mails documents with a JSON body: {} for the client, { to } for another address', async () => {
    const store = createTestStore();
    api.handler = () => ({ status: 200, body: { sentTo: 'a@b.example', fileName: 'x.pdf' } });
    await store.dispatch(adminApi.endpoints.shareAdminDocument.initiate({ kind: 'nda', id: 3 }));
    await store.dispatch(
      adminApi.endpoints.shareAdminDocument.initiate({
        kind: 'invoice',
        id: 5,
        to: 'ap@b.example',
      }),
    );
    await store.dispatch(adminApi.endpoints.mailInvoice.initiate({ id: 5 }));
    expect(api.hits).toEqual([
      'POST /api/admin/nda/3/share {}',
      'POST /api/admin/payment-method/5/share-invoice {"to":"ap@b.example"}',
      'POST /api/admin/payment-method/5/mail-invoice {}',
    ]);
  });

  it('fetches the PDF it prints as a print, so the API records a print rather than a download', async () => {
    const store = createTestStore();
    api.handler = () => ({ status: 200, body: Buffer.from('%PDF-1.4 test') });
    for (const purpose of ['print', 'download', undefined] as const) {
      const result = await store.dispatch(
        adminApi.endpoints.downloadAdminDocument.initiate({ kind: 'agreement', id: 4, purpose }),
      );
      if ('data' in result && result.data) URL.revokeObjectURL(result.data.objectUrl);
    }
    expect(api.hits).toEqual([
      'GET /api/admin/consulting-agreement/4/download?purpose=print',
      'GET /api/admin/consulting-agreement/4/download',
      'GET /api/admin/consulting-agreement/4/download',
    ]);
  });

  it('promotes and amends, refreshing what the admin sees', async () => {
    const store = createTestStore();
    api.handler = (req) => {
      if (req.url === '/api/admin/users') return { status: 200, body: [] };
      return { status: 200, body: { id: 9 } };
    };
    const users = store.dispatch(adminApi.endpoints.getAdminUsers.initiate());
    await users;
    await store.dispatch(adminApi.endpoints.promoteUser.initiate({ email: 'a@b.example' }));
    await settle();
    const clientData = {
      companyName: 'Lindqvist Logistics',
      companyStreet: '45 Atlantic Avenue',
      companyCity: 'Boston',
      companyState: 'MA',
      companyZip: '02110',
      companyPhone: '617-555-0142',
      signerName: 'Avery Lindqvist',
      signerTitle: 'COO',
      date: '2025-03-05',
    };
    await store.dispatch(
      adminApi.endpoints.amendAgreement.initiate({ id: 4, body: { clientData, services: [] } }),
    );
    await settle();
    expect(api.hits).toEqual([
      'GET /api/admin/users',
      'POST /api/admin/promote {"email":"a@b.example"}',
      'GET /api/admin/users',
      `POST /api/admin/consulting-agreement/4/amend ${JSON.stringify({ clientData, services: [] })}`,
      'GET /api/admin/users',
    ]);
    users.unsubscribe();
  });

  it('pages the audit log with limit and before, filtered by action and client', async () => {
    const store = createTestStore();
    api.handler = () => ({ status: 200, body: { entries: [], nextBefore: null } });
    await store.dispatch(adminApi.endpoints.getAuditLog.initiate({ limit: 25, before: 50 }));
    await store.dispatch(adminApi.endpoints.getAuditLog.initiate({}));
    await store.dispatch(
      adminApi.endpoints.getAuditLog.initiate({
        limit: 25,
        action: 'document.print',
        clientId: 7,
      }),
    );
    expect(api.hits).toEqual([
      'GET /api/admin/audit-log?limit=25&before=50',
      'GET /api/admin/audit-log',
      'GET /api/admin/audit-log?limit=25&action=document.print&clientId=7',
    ]);
  });
});
