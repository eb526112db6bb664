import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { MailDelivery } from '@consult/domain';
import { ConfigService } from '../config/config.service';
import { MailOutboxWorker, type MailOutcomeListener } from './mail-outbox.worker';
import type { OutgoingMail } from './mail.service';
import { ATTACHMENT_PART_BYTES, OutboxAttachmentPart } from './outbox-attachment-part.entity';
import { OutboxMail, type OutboxTopic } from './outbox-mail.entity';

/** A message to queue, and optionally what it is about (its owner hears of every attempt). */
export interface QueuedMail extends OutgoingMail {
  topic?: OutboxTopic;
}

/** Parts written per INSERT: about a megabyte, well under any server's packet limit. */
const PARTS_PER_INSERT = 16;

/**
 * Mail that cannot be lost: a request stores its messages in the outbox and succeeds once they are
 * stored; MailOutboxWorker delivers them, at once when the mail server is up, later when it is not.
 */
@Injectable()
export class MailOutbox {
  private readonly messageIdDomain: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly worker: MailOutboxWorker,
    config: ConfigService,
  ) {
    // Message-IDs name the sender's domain, as a mail server would.
    this.messageIdDomain = /@([^\s@<>]+)>?$/.exec(config.get('mail').from)?.[1] ?? 'localhost';
  }

  /** Stores the messages (all or none) and starts sending them. */
  async enqueue(mails: QueuedMail[]): Promise<OutboxMail[]> {
    const rows = await this.dataSource.transaction((manager) => this.add(manager, mails));
    this.kick();
    return rows;
  }

  /**
   * Stores the messages in the caller's transaction, so they exist exactly when what they are about
   * does. Call `kick()` once it has committed.
   */
  async add(manager: EntityManager, mails: QueuedMail[]): Promise<OutboxMail[]> {
    const rows: OutboxMail[] = [];
    for (const mail of mails) {
      const now = new Date();
      const row = await manager.save(
        manager.create(OutboxMail, {
          messageId: `<${randomUUID()}@${this.messageIdDomain}>`,
          recipient: mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          status: 'pending',
          attempts: 0,
          nextAttemptAt: now,
          lockedBy: null,
          lockedUntil: null,
          lastError: null,
          topicKind: mail.topic?.kind ?? null,
          topicId: mail.topic?.id ?? null,
          createdAt: now,
          sentAt: null,
        }),
      );
      const parts = (mail.attachments ?? []).flatMap((attachment, index) =>
        slices(attachment.content).map((content, part) =>
          manager.create(OutboxAttachmentPart, {
            mailId: row.id,
            attachment: index,
            part,
            filename: attachment.filename,
            contentType: attachment.contentType,
            content,
          }),
        ),
      );
      for (let start = 0; start < parts.length; start += PARTS_PER_INSERT) {
        await manager.insert(OutboxAttachmentPart, parts.slice(start, start + PARTS_PER_INSERT));
      }
      rows.push(row);
    }
    return rows;
  }

  /**
   * Where each message stands, by Message-ID: queued, sent or failed, or purged when the outbox no
   * longer holds it (sent rows are swept after MAIL_OUTBOX_KEEP_SENT_DAYS; failed rows are kept).
   */
  async deliveries(messageIds: string[]): Promise<Map<string, MailDelivery>> {
    const wanted = [...new Set(messageIds)];
    const rows =
      wanted.length === 0
        ? []
        : await this.dataSource.getRepository(OutboxMail).find({
            select: { messageId: true, status: true, sentAt: true, attempts: true },
            where: { messageId: In(wanted) },
          });
    const found = new Map(rows.map((row) => [row.messageId, row]));
    return new Map(
      wanted.map((messageId): [string, MailDelivery] => {
        const row = found.get(messageId);
        if (!row) return [messageId, { status: 'purged', sentAt: null, attempts: null }];
        return [
          messageId,
          {
            status: row.status === 'pending' ? 'queued' : row.status,
            sentAt: row.sentAt?.toISOString() ?? null,
            attempts: row.attempts,
          },
        ];
      }),
    );
  }

  /** Sends what was just queued now rather than at the next poll. */
  kick(): void {
    this.worker.kick();
  }

  /** Hears the outcome of every attempt at a message whose topic kind starts with `prefix`. */
  onOutcome(prefix: string, listener: MailOutcomeListener): void {
    this.worker.onOutcome(prefix, listener);
  }
}

function slices(content: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let start = 0; start < content.length; start += ATTACHMENT_PART_BYTES) {
    parts.push(content.subarray(start, start + ATTACHMENT_PART_BYTES));
  }
  // An empty attachment is still an attachment.
  return parts.length > 0 ? parts : [Buffer.alloc(0)];
}
