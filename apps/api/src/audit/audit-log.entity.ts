import { BeforeInsert, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import {
  LIMITS,
  type AuditAction,
  type AuditLogEntry,
  type AuditTargetKind,
} from '@consult/domain';

/**
 * One admin action on a client's account or document (req RULES-5): who (the admin's id and
 * e-mail at the time), what (the action and its target), when (UTC) and from where (IP, user
 * agent). Rows are only ever inserted. No foreign keys: the log outlives the accounts it names.
 */
@Entity({ name: 'audit_log' })
@Index('IDX_audit_log_at', ['at'])
@Index('IDX_audit_log_targetUserId', ['targetUserId'])
export class AuditLog {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  /** UTC, set by the application. */
  @Column({ type: 'datetime', precision: 3 })
  at!: Date;

  @Column({ type: 'int' })
  actorUserId!: number;

  @Column({ type: 'varchar', length: LIMITS.emailMax })
  actorEmail!: string;

  @Column({ type: 'varchar', length: 40 })
  action!: AuditAction;

  @Column({ type: 'varchar', length: 20, nullable: true })
  targetKind!: AuditTargetKind | null;

  @Column({ type: 'int', nullable: true })
  targetId!: number | null;

  @Column({ type: 'int', nullable: true })
  targetUserId!: number | null;

  @Column({ type: 'varchar', length: 45 })
  ipAddress!: string;

  @Column({ type: 'varchar', length: 500 })
  userAgent!: string;

  /** Context without secrets (a recipient, a file name, a version). */
  @Column({ type: 'simple-json', nullable: true })
  detail!: AuditLogEntry['detail'];

  @BeforeInsert()
  protected stampAt(): void {
    this.at ??= new Date();
    this.detail ??= null;
  }
}
