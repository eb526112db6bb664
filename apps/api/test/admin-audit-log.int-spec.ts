import { ADMIN_MESSAGES, MESSAGES, type AuditLogPage } from '@consult/domain';
import { adminGet, adminPost, createSignedInAdmin } from './support/admin';
import { createSignedInUser } from './support/factories';
import { download, signNda } from './support/ndas';
import { invoiceRequest, setUpPayment } from './support/payments';
import { adminDocumentsSuite } from './support/admin-documents';

const { t, auditRows, scenario } = adminDocumentsSuite();

describe('recording a print and reading the audit log', () => {
  it('records a print once, as a print: the PDF the console prints is not also a download', async () => {
    const { admin, client, nda, agreement } = await scenario();
    const invoice = await setUpPayment(t, client.cookie, invoiceRequest(agreement.id));
    const paths = {
      nda: `/api/admin/nda/${nda.id}/download`,
      agreement: `/api/admin/consulting-agreement/${agreement.id}/download`,
      invoice: `/api/admin/payment-method/${invoice.id}/download-invoice`,
    };
    for (const path of Object.values(paths)) {
      const printed = await download(t, `${path}?purpose=print`, admin.cookie);
      expect(printed.status).toBe(200);
      expect((printed.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // `purpose=download`, or none, is a download.
    expect((await download(t, `${paths.nda}?purpose=download`, admin.cookie)).status).toBe(200);
    expect((await download(t, paths.nda, admin.cookie)).status).toBe(200);

    // Anything else is refused, and records nothing.
    const before = await auditRows().countBy({ actorUserId: admin.user.id });
    for (const query of ['purpose=printed', 'purpose=', 'purpose=print&purpose=print']) {
      const response = await adminGet(t, `${paths.nda}?${query}`, admin.cookie);
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message: ADMIN_MESSAGES.downloadPurpose,
      });
    }
    expect(
      (await download(t, `/api/admin/nda/999999/download?purpose=print`, admin.cookie)).status,
    ).toBe(404);
    expect(await auditRows().countBy({ actorUserId: admin.user.id })).toBe(before);

    const rows = await auditRows().find({
      where: { actorUserId: admin.user.id },
      order: { id: 'ASC' },
    });
    expect(rows.map((row) => [row.action, row.targetKind, row.targetId, row.targetUserId])).toEqual(
      [
        ['document.print', 'nda', nda.id, client.user.id],
        ['document.print', 'agreement', agreement.id, client.user.id],
        ['document.print', 'invoice', invoice.id, client.user.id],
        ['document.download', 'nda', nda.id, client.user.id],
        ['document.download', 'nda', nda.id, client.user.id],
      ],
    );
    // The print's entry names the file, as a download's does.
    expect(rows[0].detail).toEqual({ fileName: expect.stringMatching(/^mutual-nda-.+\.pdf$/) });
    // There is no separate route to record a print: nothing can log one twice.
    expect(
      (await adminPost(t, '/api/admin/audit/print', admin.cookie, { kind: 'nda', id: nda.id }))
        .status,
    ).toBe(404);
  }, 120_000);

  it('holds a row for every admin action, newest first', async () => {
    const { admin, client, nda, agreement } = await scenario();
    await adminGet(t, `/api/admin/users/${client.user.id}`, admin.cookie).expect(200);
    await adminGet(t, `/api/admin/nda/${nda.id}`, admin.cookie).expect(200);
    expect((await download(t, `/api/admin/nda/${nda.id}/download`, admin.cookie)).status).toBe(200);
    const printed = await download(
      t,
      `/api/admin/nda/${nda.id}/download?purpose=print`,
      admin.cookie,
    );
    expect(printed.status).toBe(200);
    await adminPost(t, `/api/admin/nda/${nda.id}/share`, admin.cookie, {}).expect(200);
    const agreementPdf = `/api/admin/consulting-agreement/${agreement.id}/download`;
    expect((await download(t, agreementPdf, admin.cookie)).status).toBe(200);
    await adminPost(t, `/api/admin/consulting-agreement/${agreement.id}/share`, admin.cookie, {
      to: `copy.${admin.user.id}@example.com`,
    }).expect(200);

    const page = (await adminGet(t, '/api/admin/audit-log?limit=200', admin.cookie))
      .body as AuditLogPage;
    const mine = page.entries.filter((entry) => entry.actorUserId === admin.user.id);
    expect(mine.map((entry) => [entry.action, entry.targetKind, entry.targetId])).toEqual([
      ['document.share', 'agreement', agreement.id],
      ['document.download', 'agreement', agreement.id],
      ['document.share', 'nda', nda.id],
      ['document.print', 'nda', nda.id],
      ['document.download', 'nda', nda.id],
      ['document.view', 'nda', nda.id],
      ['user.view', 'user', client.user.id],
    ]);
    for (const entry of mine) {
      expect(entry).toMatchObject({
        actorEmail: admin.input.email,
        targetUserId: client.user.id,
        ipAddress: '127.0.0.1',
      });
    }
    for (const action of ['document.share', 'document.download', 'document.print']) {
      expect(t.logs).toContainEqual(
        expect.objectContaining({ event: `audit.${action}`, actorUserId: admin.user.id }),
      );
    }
  });
});

describe('GET /api/admin/audit-log: who the entries are about, and its filters', () => {
  const log = async (cookie: string, query: string) => {
    const response = await adminGet(t, `/api/admin/audit-log?${query}`, cookie);
    expect(response.status).toBe(200);
    return response.body as AuditLogPage;
  };

  it('names each entry’s client and company, and nothing else of them', async () => {
    const admin = await createSignedInAdmin(t);
    const client = await createSignedInUser(t, {
      firstName: 'Zoë',
      lastName: 'Müller-Ñúñez',
      companyName: 'Ñúñez & Daughters GmbH',
    });
    const nda = await signNda(t, client.cookie);
    await adminGet(t, `/api/admin/users/${client.user.id}`, admin.cookie).expect(200);
    await adminGet(t, `/api/admin/nda/${nda.id}`, admin.cookie).expect(200);

    const page = await log(admin.cookie, `clientId=${client.user.id}`);
    expect(page.entries.map((entry) => [entry.action, entry.targetUserId])).toEqual([
      ['document.view', client.user.id],
      ['user.view', client.user.id],
    ]);
    for (const entry of page.entries) {
      // Name and company, as the console's list shows them: not the client's e-mail, phone or address.
      expect(entry.client).toEqual({
        name: 'Zoë Müller-Ñúñez',
        companyName: 'Ñúñez & Daughters GmbH',
      });
    }
    expect(JSON.stringify(page)).not.toContain(client.input.email);
    expect(JSON.stringify(page)).not.toContain(client.input.phone);
    expect(JSON.stringify(page)).not.toContain(client.input.address);
  });

  it('filters by action and by client, a page at a time, on the server', async () => {
    const admin = await createSignedInAdmin(t);
    const client = await createSignedInUser(t, { firstName: 'Mary', lastName: 'Somerville' });
    const other = await createSignedInUser(t, { firstName: 'Emmy', lastName: 'Noether' });
    const nda = await signNda(t, client.cookie);
    const otherNda = await signNda(t, other.cookie);
    for (let view = 0; view < 3; view += 1) {
      await adminGet(t, `/api/admin/nda/${nda.id}`, admin.cookie).expect(200);
    }
    await adminGet(t, `/api/admin/nda/${otherNda.id}`, admin.cookie).expect(200);
    expect((await download(t, `/api/admin/nda/${nda.id}/download`, admin.cookie)).status).toBe(200);
    const print = `/api/admin/nda/${nda.id}/download?purpose=print`;
    expect((await download(t, print, admin.cookie)).status).toBe(200);

    // By client: that client's entries only.
    const theirs = await log(admin.cookie, `clientId=${client.user.id}`);
    expect(theirs.entries.map((entry) => entry.action)).toEqual([
      'document.print',
      'document.download',
      'document.view',
      'document.view',
      'document.view',
    ]);
    expect(theirs.nextBefore).toBeNull();

    // By action and client together, two at a time: the pages follow one another.
    const query = `action=document.view&clientId=${client.user.id}&limit=2`;
    const first = await log(admin.cookie, query);
    expect(first.entries).toHaveLength(2);
    expect(first.nextBefore).toBe(first.entries[1].id);
    const second = await log(admin.cookie, `${query}&before=${first.nextBefore}`);
    expect(second.entries).toHaveLength(1);
    expect(second.nextBefore).toBeNull();
    const views = [...first.entries, ...second.entries];
    expect(views.map((entry) => [entry.action, entry.targetId, entry.client?.name])).toEqual(
      Array(3).fill(['document.view', nda.id, 'Mary Somerville']),
    );

    // By action alone: that action's entries, of every client.
    const prints = await log(admin.cookie, 'action=document.print&limit=200');
    expect(prints.entries.length).toBeGreaterThan(0);
    expect(new Set(prints.entries.map((entry) => entry.action))).toEqual(
      new Set(['document.print']),
    );
    expect(prints.entries.some((entry) => entry.targetId === nda.id)).toBe(true);

    // A client with no entries has an empty log, not everyone's.
    const quiet = await createSignedInUser(t);
    expect(await log(admin.cookie, `clientId=${quiet.user.id}`)).toEqual({
      entries: [],
      nextBefore: null,
    });
  }, 120_000);

  it('refuses a bad filter with a 400 that says what is wrong', async () => {
    const admin = await createSignedInAdmin(t);
    for (const [query, message] of [
      ['action=document.printed', ADMIN_MESSAGES.auditAction],
      ['action=', ADMIN_MESSAGES.auditAction],
      ['action=DOCUMENT.PRINT', ADMIN_MESSAGES.auditAction],
      ['action=document.print&action=document.view', ADMIN_MESSAGES.auditAction],
      ['clientId=abc', ADMIN_MESSAGES.auditClient],
      ['clientId=0', ADMIN_MESSAGES.auditClient],
      ['clientId=-4', ADMIN_MESSAGES.auditClient],
      ['clientId=1.5', ADMIN_MESSAGES.auditClient],
      ['clientId=99999999999', ADMIN_MESSAGES.auditClient],
      ['clientId=1&clientId=2', ADMIN_MESSAGES.auditClient],
      ['limit=0&clientId=1', ADMIN_MESSAGES.auditLimit],
    ] as const) {
      const response = await adminGet(t, `/api/admin/audit-log?${query}`, admin.cookie);
      expect({ query, status: response.status, message: response.body.message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
    expect(ADMIN_MESSAGES.auditAction).toContain('document.print');
    // An unknown parameter is refused too, rather than silently ignored as no filter.
    const unknown = await adminGet(t, '/api/admin/audit-log?client=1', admin.cookie);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MESSAGES.unknownField('client'));
  });

  it('is the console’s alone: a client cannot read it, filtered or not, nor can a visitor', async () => {
    const client = await createSignedInUser(t);
    for (const query of ['', `clientId=${client.user.id}`, 'action=user.view']) {
      expect((await adminGet(t, `/api/admin/audit-log?${query}`, client.cookie)).status).toBe(403);
      expect((await t.http().get(`/api/admin/audit-log?${query}`)).status).toBe(401);
    }
  });
});
