import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { LIMITS } from '@consult/domain';
import { User } from '../users/user.entity';

/**
 * One e-mailed verification link (issue 17): the SHA-256 of its token (the token itself is only in
 * the e-mail), the address it proves, and when it ends. A link works once: `usedAt` is set when it
 * is followed, and on every other link of the account once the address is verified.
 */
@Entity({ name: 'email_verifications' })
@Index('IDX_email_verifications_tokenHash', ['tokenHash'], { unique: true })
@Index('IDX_email_verifications_userId', ['userId'])
export class EmailVerification {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_email_verifications_user' })
  user?: User;

  /** The address the link was mailed to: it verifies that address only, never a later one. */
  @Column({ type: 'varchar', length: LIMITS.emailMax })
  email!: string;

  /** Hex SHA-256 of the token. */
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  /** UTC. */
  @Column({ type: 'datetime', precision: 3 })
  expiresAt!: Date;

  /** UTC: when it was followed, or spent by another link's; null while it still works. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt!: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
