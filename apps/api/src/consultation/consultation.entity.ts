import { BeforeInsert, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CONSULTATION_LIMITS } from '@consult/domain';

/** Longest mail failure kept on a row (the message is cut to fit). */
export const MAIL_ERROR_MAX = 500;

/**
 * A consultation request from the marketing site (req SITE-3). Stored with its two e-mails (to the
 * firm's inbox and the requester's confirmation) queued in the mail outbox; as the outbox delivers
 * them, their outcome is recorded on the row, so a request whose mail is late is never lost and
 * can be followed up.
 */
@Entity({ name: 'consultation_requests' })
@Index('IDX_consultation_requests_createdAt', ['createdAt'])
export class Consultation {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: CONSULTATION_LIMITS.companyNameMax })
  companyName!: string;

  @Column({ type: 'boolean', default: false })
  isPublic!: boolean;

  @Column({ type: 'boolean', default: false })
  isPrivate!: boolean;

  @Column({ type: 'varchar', length: CONSULTATION_LIMITS.nameMax })
  firstName!: string;

  @Column({ type: 'varchar', length: CONSULTATION_LIMITS.nameMax })
  lastName!: string;

  @Column({ type: 'varchar', length: CONSULTATION_LIMITS.emailMax })
  email!: string;

  @Column({ type: 'varchar', length: CONSULTATION_LIMITS.phoneMax })
  phone!: string;

  @Column({ type: 'text' })
  primaryGoals!: string;

  @Column({ type: 'varchar', length: 50 })
  serviceType!: string;

  /** Set by the application in UTC (no database default, so the server's time zone never matters). */
  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** When the firm's inbox accepted the notification; null until then. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  firmNotifiedAt!: Date | null;

  /** Why the last attempt at the notification failed, until one succeeds (never credentials). */
  @Column({ type: 'varchar', length: MAIL_ERROR_MAX, nullable: true })
  firmNotificationError!: string | null;

  /** When the requester's mail server accepted the confirmation; null until then. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  confirmationSentAt!: Date | null;

  @Column({ type: 'varchar', length: MAIL_ERROR_MAX, nullable: true })
  confirmationError!: string | null;

  @BeforeInsert()
  protected stampCreated(): void {
    this.createdAt ??= new Date();
    this.firmNotifiedAt ??= null;
    this.firmNotificationError ??= null;
    this.confirmationSentAt ??= null;
    this.confirmationError ??= null;
  }
}
