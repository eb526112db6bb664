import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { ConfigService } from '../config/config.service';
import { retryDelayMs } from './mail-retry';
import { describeMailFailure, MailService, type MailAttachment } from './mail.service';
import { MAIL_TIMEOUTS_MS } from './mailer-options';
import { OutboxAttachmentPart } from './outbox-attachment-part.entity';
import { OUTBOX_ERROR_MAX, OutboxMail, type OutboxTopic } from './outbox-mail.entity';

/** Rows claimed at once; they are sent together, so one lease covers them all. */
const BATCH_SIZE = 10;

/**
 * How long a claim holds its rows: well past the longest send (MAIL_TIMEOUTS_MS.send), so a row
 * is taken over only from an instance that died or lost the database, never from a slow one.
 */
export const OUTBOX_LEASE_MS = 4 * MAIL_TIMEOUTS_MS.send;

/** How often an instance deletes the sent rows past MAIL_OUTBOX_KEEP_SENT_DAYS. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Tries at recording a delivery before giving up (the row would then be sent again). */
const MARK_SENT_TRIES = 3;

/** What became of one attempt at a message that has a topic. */
export type MailOutcome =
  | { topic: OutboxTopic; sentAt: Date }
  | { topic: OutboxTopic; error: string; attempts: number; final: boolean };

export type MailOutcomeListener = (outcome: MailOutcome) => Promise<void>;

/**
 * Delivers the outbox (`mail_outbox`) on every API instance. A pass claims due rows with one
 * conditional UPDATE (the lease), sends them through MailService, and records each result: sent
 * once the server accepted it, else the next attempt after an exponential backoff, or failed after
 * MAIL_MAX_ATTEMPTS. Passes run every MAIL_OUTBOX_POLL_MS, and at once when a request queues mail.
 *
 * Exactly once: a row is sent only under a lease no other instance can hold at the same time, and
 * it is marked sent before its lease lapses. The one window left is a crash (or a lost database)
 * between the server's acceptance and that mark: the row is then sent again when its lease lapses,
 * with the same Message-ID. (A send we gave up on after MAIL_TIMEOUTS_MS.send may also have been
 * accepted after all; it too is retried with the same Message-ID.)
 */
@Injectable()
export class MailOutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailOutbox');
  /** Names this instance in `lockedBy` (the host, the process and a random part). */
  private readonly instance = `${hostname().slice(0, 40)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private claims = 0;
  private readonly listeners: Array<{ prefix: string; listener: MailOutcomeListener }> = [];
  private timer?: NodeJS.Timeout;
  private pass: Promise<void> | null = null;
  /** A kick arrived during a pass: run another one right after it. */
  private again = false;
  private stopped = true;
  private lastSweep = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: ConfigService,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /**
   * Stops claiming, and waits for the sends in flight (each bounded by MAIL_TIMEOUTS_MS.send) while
   * the database is still open; whatever is left is sent by another instance or the next start.
   */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (!this.pass) return;
    let deadline: NodeJS.Timeout | undefined;
    await Promise.race([
      this.pass,
      new Promise<void>((resolve) => {
        deadline = setTimeout(resolve, MAIL_TIMEOUTS_MS.send + 1000);
      }),
    ]);
    clearTimeout(deadline);
  }

  /** Starts a pass now (or right after the current one): mail just queued goes out at once. */
  kick(): void {
    if (this.stopped) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  /** Calls `listener` with the outcome of every attempt at a message whose topic starts so. */
  onOutcome(prefix: string, listener: MailOutcomeListener): void {
    this.listeners.push({ prefix, listener });
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(), delayMs);
    // The outbox never keeps a process alive by itself.
    this.timer.unref();
  }

  private run(): void {
    if (this.stopped || this.pass) return;
    this.pass = this.deliverDue()
      .catch((error: unknown) =>
        this.logger.error({
          event: 'mail.outbox_pass_failed',
          err: describeMailFailure(error),
          msg: 'The mail outbox could not be read; it is tried again at the next poll',
        }),
      )
      .finally(() => {
        this.pass = null;
        if (this.stopped) return;
        const again = this.again;
        this.again = false;
        this.schedule(again ? 0 : this.config.get('mail').outbox.pollMs);
      });
  }

  /**
   * Deletes the sent rows older than MAIL_OUTBOX_KEEP_SENT_DAYS: the copy of a message, with the
   * personal data it carries, is not kept longer than it is of use (a delivery question). Failed
   * rows stay until an operator has looked at them.
   */
  async sweepSent(now = new Date()): Promise<number> {
    const cutoff = new Date(
      now.getTime() - this.config.get('mail').outbox.keepSentDays * 86_400_000,
    );
    const result = await this.dataSource
      .getRepository(OutboxMail)
      .createQueryBuilder()
      .delete()
      .where('status = :sent', { sent: 'sent' })
      .andWhere('sentAt <= :cutoff', { cutoff })
      .execute();
    const deleted = result.affected ?? 0;
    if (deleted > 0) {
      this.logger.log({ event: 'mail.outbox_swept', deleted, msg: 'Old sent e-mails deleted' });
    }
    return deleted;
  }

  /** Sends what is due, batch after batch, until a batch comes back short. */
  private async deliverDue(): Promise<void> {
    if (Date.now() - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = Date.now();
      await this.sweepSent();
    }
    while (!this.stopped) {
      const { token, rows } = await this.claim();
      await Promise.all(rows.map((row) => this.deliver(row, token)));
      if (rows.length < BATCH_SIZE) return;
    }
  }

  /**
   * Takes the lease of up to BATCH_SIZE due rows. The UPDATE repeats the conditions the rows were
   * picked by, so of two instances that picked the same row only one changes it; the unique claim
   * token then names exactly the rows this instance holds.
   */
  private async claim(): Promise<{ token: string; rows: OutboxMail[] }> {
    const token = `${this.instance}#${++this.claims}`;
    const now = new Date();
    const repository = this.dataSource.getRepository(OutboxMail);
    const due = (await repository
      .createQueryBuilder('mail')
      .select('mail.id', 'id')
      .where('mail.status = :pending', { pending: 'pending' })
      .andWhere('mail.nextAttemptAt <= :now', { now })
      .andWhere('(mail.lockedUntil IS NULL OR mail.lockedUntil <= :now)', { now })
      .orderBy('mail.nextAttemptAt', 'ASC')
      .addOrderBy('mail.id', 'ASC')
      .limit(BATCH_SIZE)
      .getRawMany()) as Array<{ id: number | string }>;
    if (due.length === 0) return { token, rows: [] };

    const ids = due.map((row) => Number(row.id));
    await repository
      .createQueryBuilder()
      .update(OutboxMail)
      .set({
        lockedBy: token,
        lockedUntil: new Date(now.getTime() + OUTBOX_LEASE_MS),
        attempts: () => 'attempts + 1',
      })
      .where('id IN (:...ids)', { ids })
      .andWhere('status = :pending', { pending: 'pending' })
      .andWhere('nextAttemptAt <= :now', { now })
      .andWhere('(lockedUntil IS NULL OR lockedUntil <= :now)', { now })
      .execute();
    return { token, rows: await repository.findBy({ id: In(ids), lockedBy: token }) };
  }

  private async deliver(row: OutboxMail, token: string): Promise<void> {
    try {
      await this.mail.send({
        to: row.recipient,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: await this.attachmentsOf(row.id),
        messageId: row.messageId,
      });
    } catch (error) {
      await this.failed(row, token, error).catch((markError: unknown) =>
        // The lease lapses and the row is tried again: nothing is lost.
        this.logger.error({
          event: 'mail.outcome_not_saved',
          outboxId: row.id,
          err: describeMailFailure(markError),
          msg: 'A failed e-mail attempt could not be recorded',
        }),
      );
      return;
    }
    await this.sent(row, token);
  }

  private async sent(row: OutboxMail, token: string): Promise<void> {
    const sentAt = new Date();
    const repository = this.dataSource.getRepository(OutboxMail);
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await repository.update(
          { id: row.id, lockedBy: token },
          { status: 'sent', sentAt, lockedUntil: null, lastError: null },
        );
        if (!result.affected) {
          this.logger.warn({
            event: 'mail.lease_lost',
            outboxId: row.id,
            messageId: row.messageId,
            msg: 'An e-mail was sent after its lease had lapsed; another instance may send it too',
          });
        }
        break;
      } catch (error) {
        if (attempt >= MARK_SENT_TRIES) {
          this.logger.error({
            event: 'mail.outcome_not_saved',
            outboxId: row.id,
            messageId: row.messageId,
            err: describeMailFailure(error),
            msg: 'An e-mail was sent but could not be marked sent; it will be sent again',
          });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
    this.logger.log({
      event: 'mail.sent',
      outboxId: row.id,
      messageId: row.messageId,
      topic: row.topicKind,
      topicId: row.topicId,
      attempts: row.attempts,
      msg: 'E-mail sent',
    });
    // The attachment was a copy of a document kept elsewhere.
    await this.dataSource
      .getRepository(OutboxAttachmentPart)
      .delete({ mailId: row.id })
      .catch((error: unknown) =>
        this.logger.warn({
          event: 'mail.parts_not_deleted',
          outboxId: row.id,
          err: describeMailFailure(error),
        }),
      );
    await this.notify(row, (topic) => ({ topic, sentAt }));
  }

  private async failed(row: OutboxMail, token: string, error: unknown): Promise<void> {
    const failure = describeMailFailure(error);
    const summary = [failure.code, failure.message]
      .filter(Boolean)
      .join(': ')
      .slice(0, OUTBOX_ERROR_MAX);
    const settings = this.config.get('mail').outbox;
    const final = row.attempts >= settings.maxAttempts;
    const delayMs = retryDelayMs(row.attempts, settings);
    await this.dataSource.getRepository(OutboxMail).update(
      { id: row.id, lockedBy: token },
      final
        ? { status: 'failed', lastError: summary, lockedUntil: null }
        : {
            lastError: summary,
            nextAttemptAt: new Date(Date.now() + delayMs),
            lockedBy: null,
            lockedUntil: null,
          },
    );
    const details = {
      outboxId: row.id,
      messageId: row.messageId,
      topic: row.topicKind,
      topicId: row.topicId,
      attempts: row.attempts,
      err: failure,
    };
    if (final) {
      this.logger.error({
        event: 'mail.failed',
        ...details,
        msg: `An e-mail could not be sent in ${row.attempts} attempts; it is given up`,
      });
    } else {
      this.logger.warn({
        event: 'mail.attempt_failed',
        ...details,
        retryInMs: delayMs,
        msg: 'An e-mail could not be sent; it will be tried again',
      });
    }
    await this.notify(row, (topic) => ({ topic, error: summary, attempts: row.attempts, final }));
  }

  private async attachmentsOf(mailId: number): Promise<MailAttachment[]> {
    const parts = await this.dataSource.getRepository(OutboxAttachmentPart).find({
      where: { mailId },
      order: { attachment: 'ASC', part: 'ASC' },
    });
    const attachments: Array<MailAttachment & { chunks: Buffer[] }> = [];
    for (const part of parts) {
      attachments[part.attachment] ??= {
        filename: part.filename,
        contentType: part.contentType,
        content: Buffer.alloc(0),
        chunks: [],
      };
      attachments[part.attachment].chunks.push(Buffer.from(part.content));
    }
    return attachments.map(({ chunks, ...attachment }) => ({
      ...attachment,
      content: Buffer.concat(chunks),
    }));
  }

  private async notify(row: OutboxMail, outcome: (topic: OutboxTopic) => MailOutcome) {
    const kind = row.topicKind;
    if (kind === null || row.topicId === null) return;
    const topic = { kind, id: row.topicId };
    for (const { prefix, listener } of this.listeners) {
      if (!kind.startsWith(prefix)) continue;
      await listener(outcome(topic)).catch((error: unknown) =>
        this.logger.error({
          event: 'mail.outcome_listener_failed',
          outboxId: row.id,
          topic: kind,
          topicId: row.topicId,
          err: describeMailFailure(error),
        }),
      );
    }
  }
}
