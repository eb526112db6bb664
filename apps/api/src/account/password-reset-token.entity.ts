import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A password reset link that was e-mailed (issue 17). Only the SHA-256 of its token is kept, so the
 * table cannot be used to reset anyone's password. A token works once, until `expiresAt`; using one
 * marks every outstanding token of the account used.
 */
@Entity({ name: 'password_reset_tokens' })
@Index('IDX_password_reset_tokens_tokenHash', ['tokenHash'], { unique: true })
@Index('IDX_password_reset_tokens_userId', ['userId'])
export class PasswordResetToken {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_password_reset_tokens_user' })
  user?: User;

  /** Hex SHA-256 of the token the link carries. */
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  /** UTC, set by the application. */
  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt!: Date;

  /** When it was used, or made useless by another token's use or a password change. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt!: Date | null;

  /** The address the reset was asked from. */
  @Column({ type: 'varchar', length: 45 })
  requestedFromIp!: string;
}
