import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A server-side session (DECISIONS §5). The key is the SHA-256 of the session id, so a leaked table
 * cannot be replayed as cookies. Rows without a user are sessions being set up during sign-in.
 */
@Entity({ name: 'sessions' })
@Index('IDX_sessions_userId', ['userId'])
@Index('IDX_sessions_expiresAt', ['expiresAt'])
export class Session {
  /** Hex SHA-256 of the session id. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

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
}
