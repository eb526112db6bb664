import { DataSource, In, Like } from 'typeorm';
import { type AuditLogPage } from '@consult/domain';
import { MailOutbox } from '../src/mail/mail-outbox.service';
import { MailOutboxWorker } from '../src/mail/mail-outbox.worker';
import { OutboxMail } from '../src/mail/outbox-mail.entity';
import { adminGet, adminPost, createSignedInAdmin } from './support/admin';
import { createSignedInUser } from './support/factories';
import { eventually, outboxDrained, outboxRows } from './support/mail-outbox';
import { signNda } from './support/ndas';
import { startSmtpCapture, unreachableSmtpUrl } from './support/smtp-capture';
import { startApp } from './support/test-app';

/* The outbox's retries, leases and clean-up, beside its deliveries (mail-outbox.int-spec.ts). */

const MAIL_FROM = '"Northbridge Advisory Group" <no-reply@northbridge.test>';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the mail outbox', () => {
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
