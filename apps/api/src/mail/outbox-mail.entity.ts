import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { MailAddress } from './mail.service';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** Longest send failure kept on a row (the message is cut to fit). */
export const OUTBOX_ERROR_MAX = 500;

/**
 * What a queued message is about, so its owner can record the outcome on its own row (a
 * consultation's `firmNotifiedAt`, say). `kind` is "<domain>.<mail>", `id` that domain's row.
 */
export interface OutboxTopic {
  kind: string;
  id: number;
}

/**
 * One outgoing e-mail in the outbox (`mail_outbox`): stored inside the request that wants it sent,
 * then delivered by the outbox worker of any API instance, with retries. An instance sends a row
 * only while it holds the row's lease (`lockedBy` until `lockedUntil`), taken by one conditional
 * UPDATE, so two instances never send it at once. Attachments live in `mail_outbox_parts`.
 */
@Entity({ name: 'mail_outbox' })
@Index('IDX_mail_outbox_messageId', ['messageId'], { unique: true })
@Index('IDX_mail_outbox_due', ['status', 'nextAttemptAt'])
export class OutboxMail {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  /** The Message-ID header, the same on every attempt, so a receiver can tell a repeat. */
  @Column({ type: 'varchar', length: 255 })
  messageId!: string;

  @Column({ type: 'simple-json' })
  recipient!: string | MailAddress;

  @Column({ type: 'simple-json', nullable: true })
  replyTo!: string | MailAddress | null;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text' })
  html!: string;

  @Column({ type: 'varchar', length: 10 })
  status!: OutboxStatus;

  /** Attempts started so far (counted when a worker claims the row). */
  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** Not sent before this time (UTC, set by the application like every date here). */
  @Column({ type: 'datetime', precision: 3 })
  nextAttemptAt!: Date;

  /** The claim that holds the row (instance and claim number), while it is being sent. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  lockedBy!: string | null;

  /** When that claim lapses; another instance may then take the row. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  lockedUntil!: Date | null;

  /** Why the last attempt failed: the mail server's answer or the network error, never a secret. */
  @Column({ type: 'varchar', length: OUTBOX_ERROR_MAX, nullable: true })
  lastError!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  topicKind!: string | null;

  @Column({ type: 'int', nullable: true })
  topicId!: number | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** When the mail server accepted the message. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  sentAt!: Date | null;
}
