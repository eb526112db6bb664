import { BeforeInsert, BeforeUpdate, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { LIMITS } from '@consult/domain';

/** An account: a client, or an admin when `isAdmin` is set (only the CLI and admins can set it). */
@Entity({ name: 'users' })
@Index('IDX_users_username', ['username'], { unique: true })
@Index('IDX_users_email', ['email'], { unique: true })
export class User {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  /** Case-preserving; unique case-insensitively (see UsersService). */
  @Column({ type: 'varchar', length: LIMITS.usernameMax })
  username!: string;

  /** Stored lower-cased. */
  @Column({ type: 'varchar', length: LIMITS.emailMax })
  email!: string;

  /**
   * UTC: when the owner followed the link mailed to `email` (EmailVerificationService); null until
   * then, and no document, invoice or completion mail goes to the address (issue 17).
   */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  emailVerifiedAt!: Date | null;

  /** argon2id PHC string. Never logged, never returned. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ type: 'varchar', length: LIMITS.nameMax })
  firstName!: string;

  @Column({ type: 'varchar', length: LIMITS.nameMax })
  lastName!: string;

  @Column({ type: 'varchar', length: LIMITS.companyNameMax })
  companyName!: string;

  @Column({ type: 'varchar', length: LIMITS.phoneMax })
  phone!: string;

  @Column({ type: 'varchar', length: LIMITS.addressMax })
  address!: string;

  @Column({ type: 'varchar', length: LIMITS.cityMax })
  city!: string;

  @Column({ type: 'varchar', length: LIMITS.stateMax })
  state!: string;

  @Column({ type: 'varchar', length: LIMITS.zipMax })
  zipCode!: string;

  @Column({ type: 'boolean', default: false })
  isAdmin!: boolean;

  /** Set by the application in UTC (no database default, so the server's time zone never matters). */
  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;

  @BeforeInsert()
  protected stampCreated(): void {
    const now = new Date();
    this.createdAt ??= now;
    this.updatedAt = now;
    this.isAdmin ??= false;
    this.emailVerifiedAt ??= null;
  }

  @BeforeUpdate()
  protected stampUpdated(): void {
    this.updatedAt = new Date();
  }
}
