import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A client's acceptance of one version of the electronic records disclosure (req RULES-4): once
 * per version, with the time, IP address and user agent. Never changed once written.
 */
@Entity({ name: 'esign_consents' })
@Index('IDX_esign_consents_userId_version', ['userId', 'version'], { unique: true })
export class EsignConsent {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_esign_consents_user' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  version!: string;

  /** UTC. */
  @Column({ type: 'datetime', precision: 3 })
  acceptedAt!: Date;

  @Column({ type: 'varchar', length: 45 })
  ipAddress!: string;

  @Column({ type: 'varchar', length: 500 })
  userAgent!: string;
}
