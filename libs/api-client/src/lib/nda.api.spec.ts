/**
 * @jest-environment node
 */
import { errorStatus } from './errors';
import { fileNameFromDisposition } from './download';
import { ndaApi } from './nda.api';
import { createTestStore } from './test-stores';
import { useTestApiServer } from './test-server';

const api = useTestApiServer();

const summary = { id: 4, companyName: 'Lindqvist Logistics' };

describe('the NDA endpoints', () => {
  it('reads and accepts the electronic records disclosure', async () => {
    const store = createTestStore();
    let accepted = false;
    api.handler = (req) => {
      if (req.method === 'POST') accepted = true;
      return { status: req.method === 'POST' ? 201 : 200, body: { accepted, version: '2025-01' } };
    };
    const before = await store.dispatch(ndaApi.endpoints.getEsignConsent.initiate());
    expect(before.data).toEqual({ accepted: false, version: '2025-01' });

    await store.dispatch(ndaApi.endpoints.acceptEsignConsent.initiate({ version: '2025-01' }));
    // Accepting refetches the status.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.hits).toEqual([
      'GET /api/esign-consent',
      'POST /api/esign-consent {"version":"2025-01"}',
      'GET /api/esign-consent',
    ]);
  });

  it('lists, reads, deletes and signs, refetching the list after each change', async () => {
    const store = createTestStore();
    api.handler = (req) => {
      if (req.method === 'DELETE') return { status: 204 };
      if (req.method === 'POST') return { status: 201, body: { ...summary, id: 5 } };
      if (req.url === '/api/ndas') return { status: 200, body: [summary] };
      return { status: 200, body: summary };
    };
    const list = store.dispatch(ndaApi.endpoints.getNdas.initiate());
    expect((await list).data).toEqual([summary]);
    const one = store.dispatch(ndaApi.endpoints.getNda.initiate(4));
    expect((await one).data).toEqual(summary);
    one.unsubscribe();

    await store.dispatch(ndaApi.endpoints.deleteNda.initiate(4));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.hits.slice(0, 3)).toEqual(['GET /api/ndas', 'GET /api/nda/4', 'DELETE /api/nda/4']);
    expect(api.hits.slice(3)).toEqual(['GET /api/ndas']);

    api.hits.length = 0;
    const request = {
      companyName: 'Lindqvist Logistics',
      companyAddress: '48 Wharf Road',
      companyCity: 'Portland',
      companyState: 'ME',
      companyZip: '04101',
      signerName: 'Ada Lindqvist',
      signerTitle: 'COO',
      agreementDate: '2025-03-05',
      signature: 'Ada Lindqvist',
      agreeToSignElectronically: true as const,
    };
    const signed = await store.dispatch(ndaApi.endpoints.signNda.initiate(request));
    expect(signed).toMatchObject({ data: { id: 5 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.hits).toEqual([`POST /api/nda ${JSON.stringify(request)}`, 'GET /api/ndas']);
    list.unsubscribe();
  });

  it('downloads the PDF as an object URL with the server’s file name', async () => {
    const store = createTestStore();
    api.handler = () => ({
      status: 200,
      body: Buffer.from('%PDF-1.4 test'),
      headers: { 'Content-Disposition': 'attachment; filename="mutual-nda-x-2025-03-05.pdf"' },
    });
    const result = await store.dispatch(ndaApi.endpoints.downloadNda.initiate(4));
    if (!('data' in result) || !result.data) throw new Error('expected a file');
    expect(result.data.fileName).toBe('mutual-nda-x-2025-03-05.pdf');
    expect(result.data.objectUrl).toMatch(/^blob:/);
    URL.revokeObjectURL(result.data.objectUrl);
  });

  it('reports a failed download with its status and never retries it', async () => {
    const store = createTestStore();
    api.handler = () => ({ status: 503, body: { statusCode: 503, message: 'Busy' } });
    const result = await store.dispatch(ndaApi.endpoints.downloadNda.initiate(4));
    expect(errorStatus('error' in result ? result.error : undefined)).toBe(503);
    expect(api.hits).toEqual(['GET /api/nda/4/download']);
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameFromDisposition('attachment; filename="a.pdf"')).toBe('a.pdf');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
