import { IsNull, Not } from 'typeorm';
import { ADMIN_MAIL_RATE_LIMIT, ADMIN_MESSAGES } from '@consult/domain';
import { adminPost, attachedPdf, createSignedInAdmin } from './support/admin';
import { eventually, outboxDrained, outboxRows } from './support/mail-outbox';
import { CONSOLE_ORIGIN } from './support/test-app';
import { adminDocumentsSuite, expectPdfOf } from './support/admin-documents';

const { t, smtp, auditRows, mailsTo, waitForMailTo, scenario } = adminDocumentsSuite();

describe('sharing a document by e-mail', () => {
  it('e-mails the NDA as a PDF attachment to its owner', async () => {
    const { admin, client, nda } = await scenario();
    const response = await adminPost(t, `/api/admin/nda/${nda.id}/share`, admin.cookie, {});
    const fileName = `mutual-nda-analytical-engines-ltd-${nda.agreementDate}.pdf`;
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ sentTo: client.input.email, fileName });

    const [mail] = await waitForMailTo(client.input.email);
    expect(mail.envelope.to).toEqual([client.input.email]);
    expect(mail.envelope.from).toBe('portal@firm.example');
    expect(mail.parsed.subject).toBe(
      `Mutual Non-Disclosure Agreement ${nda.reference}: Analytical Engines Ltd`,
    );
    expect(mail.parsed.text).toContain(
      `a copy of the Mutual Non-Disclosure Agreement (${nda.reference})`,
    );
    const pdf = attachedPdf(mail);
    expect(pdf.filename).toBe(fileName);
    const text = await expectPdfOf(pdf.content, nda.document, nda.reference);
    expect(text).toContain(nda.signature.documentHash);

    expect(await auditRows().findBy({ actorUserId: admin.user.id })).toEqual([
      expect.objectContaining({
        action: 'document.share',
        targetKind: 'nda',
        targetId: nda.id,
        targetUserId: client.user.id,
        // The message it queued: the one that reached the mail server.
        detail: {
          to: client.input.email,
          toOwner: true,
          fileName,
          messageId: mail.parsed.messageId,
        },
      }),
    ]);
  });

  it('e-mails an agreement to the address in `to` instead, with no body needed for the owner', async () => {
    const { admin, client, agreement } = await scenario();
    const to = `counsel.${client.user.id}@lawfirm.example`;
    const response = await adminPost(
      t,
      `/api/admin/consulting-agreement/${agreement.id}/share`,
      admin.cookie,
      { to },
    );
    expect(response.status).toBe(200);
    expect(response.body.sentTo).toBe(to);
    const [mail] = await waitForMailTo(to);
    expect(mail.envelope.to).toEqual([to]);
    expect(mailsTo(client.input.email)).toEqual([]);
    await expectPdfOf(attachedPdf(mail).content, agreement.document, agreement.reference);

    // The spec's console sends no body at all: the owner gets it.
    const bare = await t
      .http()
      .post(`/api/admin/consulting-agreement/${agreement.id}/share`)
      .set('Origin', CONSOLE_ORIGIN)
      .set('Cookie', admin.cookie);
    expect(bare.status).toBe(200);
    expect(bare.body.sentTo).toBe(client.input.email);
    await waitForMailTo(client.input.email);
  });

  it('answers a share at once while the mail server refuses it, and delivers it once it accepts', async () => {
    const { admin, client, nda } = await scenario();
    const to = `refused.${client.user.id}@example.com`;
    smtp.refuse(451);
    try {
      const response = await adminPost(t, `/api/admin/nda/${nda.id}/share`, admin.cookie, { to });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        sentTo: to,
        fileName: `mutual-nda-analytical-engines-ltd-${nda.agreementDate}.pdf`,
      });
      expect(
        await auditRows().countBy({ actorUserId: admin.user.id, action: 'document.share' }),
      ).toBe(1);

      const refused = await eventually(
        () =>
          outboxRows(t).findOne({
            where: { topicKind: 'document.share:nda', topicId: nda.id, lastError: Not(IsNull()) },
            order: { id: 'DESC' },
          }),
        'a refused attempt',
      );
      expect(refused.status).toBe('pending');
      expect(refused.lastError).toMatch(/451/);
      expect(refused.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      expect(mailsTo(to)).toEqual([]);
    } finally {
      smtp.refuse(null);
    }
    // The retry comes after MAIL_RETRY_BASE_MS (5 s by default).
    const [mail] = await waitForMailTo(to, 1, 15_000);
    await expectPdfOf(attachedPdf(mail).content, nda.document, nda.reference);
    await outboxDrained(t);
    expect(mailsTo(to)).toHaveLength(1);
    const row = await outboxRows(t).findOneByOrFail({ messageId: mail.parsed.messageId });
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  }, 30_000);

  it.each([
    [
      'a line break',
      'victim@example.com\r\nBcc: spy@evil.example',
      ADMIN_MESSAGES.recipientOneLine,
    ],
    ['a trailing CR/LF', 'victim@example.com\r\n', ADMIN_MESSAGES.recipientOneLine],
    ['a bare LF', 'victim@example.com\nSubject: hi', ADMIN_MESSAGES.recipientOneLine],
    ['two addresses', 'a@example.com, spy@evil.example', ADMIN_MESSAGES.recipientSingle],
    [
      'two addresses with a semicolon',
      'a@example.com;spy@evil.example',
      ADMIN_MESSAGES.recipientSingle,
    ],
    ['a display-name list', '"A" <a@example.com> spy@evil.example', ADMIN_MESSAGES.recipientSingle],
    ['no address', 'not-an-email', ADMIN_MESSAGES.recipientInvalid],
    ['a number', 42, ADMIN_MESSAGES.recipientInvalid],
  ])('refuses `to` with %s (400, nothing sent)', async (_case, to, message) => {
    const { admin, nda } = await scenario();
    // The client's sealed NDA is mailed to them after signing: out before the count is taken.
    await outboxDrained(t);
    const sent = smtp.messages.length;
    const queued = await outboxRows(t).count();
    const response = await adminPost(t, `/api/admin/nda/${nda.id}/share`, admin.cookie, { to });
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message,
    });
    expect(await outboxRows(t).count()).toBe(queued);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages.length).toBe(sent);
    expect(await auditRows().countBy({ actorUserId: admin.user.id })).toBe(0);
  });

  it('refuses an unknown field in the body', async () => {
    const { admin, nda } = await scenario();
    const response = await adminPost(t, `/api/admin/nda/${nda.id}/share`, admin.cookie, {
      to: 'a@example.com',
      bcc: 'spy@evil.example',
    });
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message: 'Unknown field: bcc',
    });
  });

  it(`allows ${ADMIN_MAIL_RATE_LIMIT.points} e-mail requests per admin per window, then answers 429`, async () => {
    const { admin, nda } = await scenario();
    const other = await createSignedInAdmin(t);
    const to = `limit.${admin.user.id}@example.com`;
    const share = (id: number, cookie = admin.cookie) =>
      adminPost(t, `/api/admin/nda/${id}/share`, cookie, { to });

    expect((await share(nda.id)).status).toBe(200);
    // Every valid request counts, whether or not it names a document (probing counts too).
    for (let i = 1; i < ADMIN_MAIL_RATE_LIMIT.points; i++) {
      expect((await share(999_999)).status).toBe(404);
    }
    const refused = await share(nda.id);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 429,
      message: ADMIN_MESSAGES.tooManyMails,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ADMIN_MAIL_RATE_LIMIT.windowSeconds);
    await outboxDrained(t);
    expect(mailsTo(to)).toHaveLength(1);

    // Another admin has a limit of their own.
    expect((await share(nda.id, other.cookie)).status).toBe(200);
    await waitForMailTo(to, 2);
  });
});
