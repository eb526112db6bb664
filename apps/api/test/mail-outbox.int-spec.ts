import { DataSource, In, MoreThan } from 'typeorm';
import { invoiceReference } from '@consult/domain';
import { allPaymentTypes, buildConsultationRequest } from '@consult/testing/node';
import { Consultation } from '../src/consultation/consultation.entity';
import { MailOutbox } from '../src/mail/mail-outbox.service';
import { OutboxAttachmentPart } from '../src/mail/outbox-attachment-part.entity';
import { adminPost, attachedPdf, createSignedInAdmin } from './support/admin';
import { signAgreement } from './support/agreements';
import { createSignedInUser } from './support/factories';
import { eventually, outboxDrained, outboxRows } from './support/mail-outbox';
import { pdfPages, signNda, squash } from './support/ndas';
import { invoiceRequest, setUpPayment } from './support/payments';
import {
  startSmtpCapture,
  unreachableSmtpUrl,
  type CapturedMail,
  type SmtpCapture,
} from './support/smtp-capture';
import { MARKETING_ORIGIN, startApp, type TestApp } from './support/test-app';

const FIRM_INBOX = 'consultations@northbridge.test';
const MAIL_FROM = '"Northbridge Advisory Group" <no-reply@northbridge.test>';

const submit = (app: TestApp, body: object) =>
  app.http().post('/api/consultation').set('Origin', MARKETING_ORIGIN).send(body);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The rows queued after `afterId`, oldest first. */
const queuedSince = (app: TestApp, afterId: number) =>
  outboxRows(app).find({ where: { id: MoreThan(afterId) }, order: { id: 'ASC' } });

const lastOutboxId = async (app: TestApp) => (await outboxRows(app).maximum('id')) ?? 0;

/** How many times the server accepted each Message-ID. */
function deliveriesByMessageId(messages: CapturedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of messages) {
    const id = mail.parsed.messageId ?? '';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

describe('the mail outbox', () => {
  it('accepts consultation requests, shares and an invoice e-mail while the mail server is down, and delivers each exactly once when it is back', async () => {
    const down = await unreachableSmtpUrl();
    const app = await startApp({
      SMTP_URL: down,
      FIRM_INBOX,
      MAIL_FROM,
      MAIL_OUTBOX_POLL_MS: '50',
      MAIL_RETRY_BASE_MS: '200',
      MAIL_RETRY_MAX_MS: '1000',
    });
    let smtp: SmtpCapture | undefined;
    try {
      const before = await lastOutboxId(app);
      const admin = await createSignedInAdmin(app);
      const client = await createSignedInUser(app);
      const nda = await signNda(app, client.cookie);
      const agreement = await signAgreement(app, client.cookie, { services: allPaymentTypes() });
      const payment = await setUpPayment(
        app,
        client.cookie,
        invoiceRequest(agreement.id, { billing_company_name: 'AE Holdings' }),
      );

      const requests = [1, 2, 3].map(() => buildConsultationRequest());
      for (const request of requests) expect((await submit(app, request)).status).toBe(201);
      const counsel = `counsel.${client.user.id}@lawfirm.example`;
      const shares = [
        await adminPost(app, `/api/admin/nda/${nda.id}/share`, admin.cookie, {}),
        await adminPost(
          app,
          `/api/admin/consulting-agreement/${agreement.id}/share`,
          admin.cookie,
          {
            to: counsel,
          },
        ),
        await adminPost(app, `/api/admin/payment-method/${payment.id}/mail-invoice`, admin.cookie),
      ];
      expect(shares.map((response) => [response.status, response.body.sentTo])).toEqual([
        [200, client.input.email],
        [200, counsel],
        [200, client.input.email],
      ]);

      // Every message is stored and has been tried at least once, in vain: two per consultation,
      // the three shares, the sealed NDA and agreement, each to the client and the firm, and the
      // link that verifies each new account's address (the admin's and the client's).
      const queued = await eventually(async () => {
        const rows = await queuedSince(app, before);
        return rows.length === 15 && rows.every((row) => row.lastError) ? rows : null;
      }, 'a failed attempt at each queued message');
      for (const row of queued) {
        expect(row.status).toBe('pending');
        expect(row.lastError).toMatch(/ECONNREFUSED/);
      }
      const consultations = app.app.get(DataSource).getRepository(Consultation);
      for (const request of requests) {
        expect(await consultations.findOneByOrFail({ email: request.email })).toMatchObject({
          firmNotifiedAt: null,
          confirmationSentAt: null,
          firmNotificationError: expect.stringMatching(/ECONNREFUSED/),
        });
      }

      // The server comes back where the API expects it.
      smtp = await startSmtpCapture({ port: Number(new URL(down).port) });
      await smtp.waitForMessages(queued.length, 15_000);
      await outboxDrained(app);
      // Time for a duplicate to show up, if there were one: several polls and retry delays.
      await sleep(1500);

      const counts = deliveriesByMessageId(smtp.messages);
      expect(smtp.messages).toHaveLength(queued.length);
      expect([...counts.keys()].sort()).toEqual(queued.map((row) => row.messageId).sort());
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      const sent = await queuedSince(app, before);
      expect(sent.map((row) => row.status)).toEqual(Array(queued.length).fill('sent'));
      expect(
        await app.app
          .get(DataSource)
          .getRepository(OutboxAttachmentPart)
          .countBy({ mailId: In(sent.map((row) => row.id)) }),
      ).toBe(0);
      for (const request of requests) {
        const row = await consultations.findOneByOrFail({ email: request.email });
        expect(row.firmNotifiedAt).toBeInstanceOf(Date);
        expect(row.confirmationSentAt).toBeInstanceOf(Date);
        expect(row.firmNotificationError).toBeNull();
        expect(row.confirmationError).toBeNull();
      }

      // Each document arrives as a PDF that opens and is the document it says it is.
      const references = [nda.reference, agreement.reference, invoiceReference(payment.id)];
      for (const reference of references) {
        const mail = smtp.messages.find((message) => message.parsed.subject?.includes(reference));
        if (!mail) throw new Error(`no e-mail carried ${reference}`);
        const pdf = attachedPdf(mail).content;
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(squash((await pdfPages(pdf)).join('\n'))).toContain(squash(reference));
      }

      console.log(
        `Mail outbox: ${queued.length} messages queued while SMTP was down, ${smtp.messages.length} delivered, each exactly once`,
      );
    } finally {
      await app.close();
      await smtp?.close();
    }
    // Two sealed documents and three shared PDFs rendered, then retries on a timer: 10 s on an idle
    // host, past 30 s on a CI host whose other core runs the stories (the PDF suites' budget).
  }, 120_000);

  it('never sends a message twice from two instances on one database', async () => {
    const smtp = await startSmtpCapture();
    // Refused for a while, so both instances keep claiming the same due messages.
    smtp.refuse(451);
    const env = {
      SMTP_URL: smtp.url,
      FIRM_INBOX,
      MAIL_FROM,
      MAIL_OUTBOX_POLL_MS: '10',
      MAIL_RETRY_BASE_MS: '30',
      MAIL_RETRY_MAX_MS: '30',
    };
    const a = await startApp(env);
    const b = await startApp(env);
    try {
      const before = await lastOutboxId(a);
      for (let i = 0; i < 10; i++) {
        expect((await submit(i % 2 ? a : b, buildConsultationRequest())).status).toBe(201);
      }
      const queued = await eventually(async () => {
        const rows = await queuedSince(a, before);
        return rows.length === 20 && rows.every((row) => row.attempts >= 3) ? rows : null;
      }, 'three refused attempts at each message');

      smtp.refuse(null);
      await smtp.waitForMessages(queued.length, 15_000);
      await outboxDrained(a);
      await sleep(500);

      const counts = deliveriesByMessageId(smtp.messages);
      expect(smtp.messages).toHaveLength(queued.length);
      expect([...counts.keys()].sort()).toEqual(queued.map((row) => row.messageId).sort());
      const sent = await queuedSince(a, before);
      expect(sent.every((row) => row.status === 'sent')).toBe(true);
      const senders = new Set(sent.map((row) => row.lockedBy?.split('#')[0]));
      const attempts = sent.reduce((sum, row) => sum + row.attempts, 0);
      console.log(
        `Mail outbox: ${queued.length} messages, ${attempts} attempts by ${senders.size} instance(s) on one database, ${smtp.messages.length} delivered, each exactly once`,
      );
    } finally {
      await Promise.all([a.close(), b.close()]);
      await smtp.close();
    }
  });

  it('claims atomically: two instances woken at the same moment on the same due messages send each once', async () => {
    const smtp = await startSmtpCapture();
    // No polling: the instances look only when kicked, both at once.
    const env = { SMTP_URL: smtp.url, MAIL_FROM, MAIL_OUTBOX_POLL_MS: '600000' };
    const a = await startApp(env);
    const b = await startApp(env);
    try {
      const before = await lastOutboxId(a);
      const rounds = 5;
      for (let round = 0; round < rounds; round++) {
        await a.app.get(DataSource).transaction((manager) =>
          a.get(MailOutbox).add(
            manager,
            Array.from({ length: 20 }, (_, i) => ({
              to: `race.${round}.${i}@example.com`,
              subject: `Race ${round}.${i}`,
              text: 'Race',
              html: '<p>Race</p>',
            })),
          ),
        );
        a.get(MailOutbox).kick();
        b.get(MailOutbox).kick();
        await smtp.waitForMessages(20 * (round + 1));
        await outboxDrained(a);
      }
      await sleep(300);
      const queued = await queuedSince(a, before);
      const counts = deliveriesByMessageId(smtp.messages);
      expect(smtp.messages).toHaveLength(20 * rounds);
      expect([...counts.keys()].sort()).toEqual(queued.map((row) => row.messageId).sort());
      expect(queued.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await smtp.close();
    }
  });
});
