import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A server-side session (req RULES-5). The key is the SHA-256 of the session id, so a leaked table
 * cannot be replayed as cookies. Rows without a user are sessions being set up during sign-in.
 */
@Entity({ name: 'sessions' })
@Index('IDX_sessions_userId', ['userId'])
@Index('IDX_sessions_expiresAt', ['expiresAt'])
@Index('IDX_sessions_publicId', ['publicId'], { unique: true })
export class Session {
  /** Hex SHA-256 of the session id. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  /**
   * How the client's session list names this session (`DELETE /api/sessions/{id}`): random, so it
   * gives nothing of the session id or its hash away.
   */
  @Column({ type: 'varchar', length: 32 })
  publicId!: string;

  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_sessions_user' })
  user?: User;

  /** The session's JSON (cookie settings and the few keys the API keeps: userId, rememberMe, ...). */
  @Column({ type: 'text' })
  data!: string;

  @Column({ type: 'boolean', default: false })
  rememberMe!: boolean;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** Last request seen (refreshed at most every minute); drives the idle timeout. */
  @Column({ type: 'datetime', precision: 3 })
  lastSeenAt!: Date;

  /** The absolute end: sign-in + 12 h, or + 30 days with remember-me. */
  @Column({ type: 'datetime', precision: 3 })
  expiresAt!: Date;

  /** The address the sign-in came from (null for sessions from before it was recorded). */
  @Column({ type: 'varchar', length: 45, nullable: true })
  ipAddress!: string | null;

  /** The User-Agent header at sign-in, at most 500 characters (null: not recorded). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  userAgent!: string | null;
}
