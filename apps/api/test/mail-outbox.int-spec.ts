import { DataSource, In, Like, MoreThan } from 'typeorm';
import { invoiceReference, type AuditLogPage } from '@consult/domain';
import { allPaymentTypes, buildConsultationRequest } from '@consult/testing/node';
import { Consultation } from '../src/consultation/consultation.entity';
import { MailOutbox } from '../src/mail/mail-outbox.service';
import { MailOutboxWorker } from '../src/mail/mail-outbox.worker';
import { OutboxAttachmentPart } from '../src/mail/outbox-attachment-part.entity';
import { OutboxMail } from '../src/mail/outbox-mail.entity';
import { adminGet, adminPost, attachedPdf, createSignedInAdmin } from './support/admin';
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
  });

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

  it('waits longer after each failed attempt, up to the maximum, and gives up after MAIL_MAX_ATTEMPTS', async () => {
    const smtp = await startSmtpCapture();
    smtp.refuse(451);
    const app = await startApp({
      SMTP_URL: smtp.url,
      MAIL_FROM,
      MAIL_OUTBOX_POLL_MS: '10',
      MAIL_RETRY_BASE_MS: '100',
      MAIL_RETRY_MAX_MS: '400',
      MAIL_MAX_ATTEMPTS: '5',
    });
    try {
      const [row] = await app.get(MailOutbox).enqueue([
        {
          to: 'backoff@example.com',
          subject: 'Backoff',
          text: 'Backoff',
          html: '<p>Backoff</p>',
        },
      ]);
      const failed = await eventually(
        async () => {
          const current = await outboxRows(app).findOneByOrFail({ id: row.id });
          return current.status === 'failed' ? current : null;
        },
        'the message to be given up',
        10_000,
      );
      expect(failed.attempts).toBe(5);
      expect(failed.lastError).toMatch(/451/);
      expect(failed.sentAt).toBeNull();

      const offers = [...smtp.offers];
      expect(offers).toHaveLength(5);
      const gaps = offers.slice(1).map((at, i) => at - offers[i]);
      const planned = app.logs
        .filter((line) => line['event'] === 'mail.attempt_failed' && line['outboxId'] === row.id)
        .map((line) => line['retryInMs']);
      expect(planned).toEqual([100, 200, 400, 400]);
      // No retry comes before its planned delay. (How soon after it a retry comes depends on the
      // machine's load, so it is not asserted here.)
      gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(Number(planned[i]) - 5));

      // The row is marked failed a moment before the give-up is logged.
      const givenUp = await eventually(async () => {
        const lines = app.logs.filter(
          (line) => line['event'] === 'mail.failed' && line['outboxId'] === row.id,
        );
        return lines.length > 0 ? lines : null;
      }, 'the give-up to be logged');
      expect(givenUp.map((line) => [line['level'], line['attempts']])).toEqual([['error', 5]]);
      await sleep(600);
      expect(smtp.offers).toHaveLength(5);
      expect(smtp.messages).toEqual([]);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('leaves a message alone while another instance holds its lease, and takes it over once the lease lapses', async () => {
    const smtp = await startSmtpCapture();
    const app = await startApp({ SMTP_URL: smtp.url, MAIL_FROM, MAIL_OUTBOX_POLL_MS: '10' });
    try {
      const outbox = app.get(MailOutbox);
      const mail = (to: string) => ({ to, subject: 'Lease', text: 'Lease', html: '<p>Lease</p>' });
      // Queued and claimed by an instance that then died, in one transaction so that no worker
      // sees them unclaimed.
      const [held, lapsed] = await app.app.get(DataSource).transaction(async (manager) => {
        const rows = await outbox.add(manager, [
          mail('held@example.com'),
          mail('lapsed@example.com'),
        ]);
        await manager.update(
          OutboxMail,
          { id: rows[0].id },
          { lockedBy: 'crashed:1', lockedUntil: new Date(Date.now() + 60_000), attempts: 1 },
        );
        await manager.update(
          OutboxMail,
          { id: rows[1].id },
          { lockedBy: 'crashed:2', lockedUntil: new Date(Date.now() - 1000), attempts: 1 },
        );
        return rows;
      });

      const [taken] = await smtp.waitForMessages(1);
      expect(taken.parsed.messageId).toBe(lapsed.messageId);
      const delivered = await eventually(async () => {
        const row = await outboxRows(app).findOneByOrFail({ id: lapsed.id });
        return row.status === 'sent' ? row : null;
      }, 'the taken-over message to be marked sent');
      expect(delivered.attempts).toBe(2);
      await sleep(300);
      expect(smtp.messages).toHaveLength(1);
      expect(await outboxRows(app).findOneByOrFail({ id: held.id })).toMatchObject({
        status: 'pending',
        lockedBy: 'crashed:1',
      });

      await outboxRows(app).update({ id: held.id }, { lockedUntil: new Date(Date.now() - 1) });
      const [, late] = await smtp.waitForMessages(2);
      expect(late.parsed.messageId).toBe(held.messageId);
      await outboxDrained(app);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('shows each share in the audit log as queued, then delivered, failed, or purged from the outbox', async () => {
    const smtp = await startSmtpCapture();
    smtp.refuse(451);
    const app = await startApp({
      SMTP_URL: smtp.url,
      MAIL_FROM,
      MAIL_OUTBOX_POLL_MS: '10',
      MAIL_RETRY_BASE_MS: '100',
      MAIL_RETRY_MAX_MS: '100',
      MAIL_MAX_ATTEMPTS: '3',
    });
    const admin = await createSignedInAdmin(app);
    const client = await createSignedInUser(app);
    const nda = await signNda(app, client.cookie);
    const share = async () => {
      const response = await adminPost(app, `/api/admin/nda/${nda.id}/share`, admin.cookie, {});
      expect(response.status).toBe(200);
    };
    /** The delivery of the audit log's newest share. */
    const newestDelivery = async () => {
      const log = await adminGet(app, '/api/admin/audit-log?limit=20', admin.cookie);
      expect(log.status).toBe(200);
      const entry = (log.body as AuditLogPage).entries.find((e) => e.action === 'document.share');
      return { messageId: entry?.detail?.['messageId'], delivery: entry?.delivery };
    };
    try {
      // Refused for good: every attempt gets a 451 until MAIL_MAX_ATTEMPTS.
      await share();
      const failed = await eventually(async () => {
        const { delivery } = await newestDelivery();
        return delivery?.status === 'failed' ? delivery : null;
      }, 'the share to be given up');
      expect(failed).toEqual({ status: 'failed', sentAt: null, attempts: 3 });

      // Accepted: queued at first, then delivered, with the time the server took it.
      smtp.refuse(null);
      await share();
      expect((await newestDelivery()).delivery?.status).toMatch(/^(queued|sent)$/);
      const sent = await eventually(async () => {
        const { delivery } = await newestDelivery();
        return delivery?.status === 'sent' ? delivery : null;
      }, 'the share to be delivered');
      expect(sent.attempts).toBe(1);
      expect(Date.parse(sent.sentAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

      // Swept from the outbox after MAIL_OUTBOX_KEEP_SENT_DAYS: no longer tracked, never "failed".
      const { messageId } = await newestDelivery();
      await outboxRows(app).delete({ messageId: String(messageId) });
      expect((await newestDelivery()).delivery).toEqual({
        status: 'purged',
        sentAt: null,
        attempts: null,
      });

      // Entries that sent no mail carry no delivery.
      expect((await adminGet(app, `/api/admin/nda/${nda.id}`, admin.cookie)).status).toBe(200);
      const log = await adminGet(app, '/api/admin/audit-log?limit=50', admin.cookie);
      const others = (log.body as AuditLogPage).entries.filter(
        (e) => e.action !== 'document.share' && e.action !== 'invoice.email',
      );
      expect(others.length).toBeGreaterThan(0);
      expect(others.filter((e) => e.delivery !== undefined)).toEqual([]);
    } finally {
      await outboxDrained(app);
      await app.close();
      await smtp.close();
    }
  });

  it('deletes sent messages older than MAIL_OUTBOX_KEEP_SENT_DAYS, and keeps the rest', async () => {
    const app = await startApp({
      SMTP_URL: await unreachableSmtpUrl(),
      MAIL_OUTBOX_KEEP_SENT_DAYS: '7',
    });
    try {
      // The sweep is run as if it were two months from now, and the rows are dated relative to
      // that: the worker's own sweep (at start, on the real clock) can then never take them first.
      const day = 86_400_000;
      const now = Date.now() + 60 * day;
      const row = (name: string, status: OutboxMail['status'], ageDays: number) =>
        outboxRows(app).create({
          messageId: `<sweep-${name}-${now}@northbridge.test>`,
          recipient: 'client@example.com',
          replyTo: null,
          subject: name,
          text: 'text',
          html: '<p>text</p>',
          status,
          attempts: 1,
          // Not due for a year: the worker's passes leave these rows alone.
          nextAttemptAt: new Date(now + 365 * day),
          lockedBy: null,
          lockedUntil: null,
          lastError: status === 'failed' ? 'ECONNREFUSED' : null,
          topicKind: null,
          topicId: null,
          createdAt: new Date(now - ageDays * day),
          sentAt: status === 'sent' ? new Date(now - ageDays * day) : null,
        });
      // What the earlier tests delivered would be swept too: only this test's rows are counted.
      await outboxRows(app).delete({ status: 'sent' });
      const saved = await outboxRows(app).save([
        row('old-sent', 'sent', 8),
        row('recent-sent', 'sent', 6),
        row('old-failed', 'failed', 30),
        row('old-pending', 'pending', 30),
      ]);

      expect(await app.get(MailOutboxWorker).sweepSent(new Date(now))).toBe(1);
      const left = await outboxRows(app).findBy({ id: In(saved.map((r) => r.id)) });
      expect(left.map((r) => r.subject).sort()).toEqual([
        'old-failed',
        'old-pending',
        'recent-sent',
      ]);
      expect(app.logs).toContainEqual(
        expect.objectContaining({ event: 'mail.outbox_swept', deleted: 1 }),
      );
    } finally {
      await outboxRows(app).delete({ messageId: Like(`<sweep-%`) });
      await app.close();
    }
  });
});
