import {
  BeforeInsert,
  BeforeUpdate,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { LIMITS } from '@consult/domain';
import { User } from '../users/user.entity';

/**
 * The business profile's own fields (1:1 with a user). Its first name, last name and company name
 * are the user's fields. Created on the first PATCH; a user without a row has an empty profile.
 */
@Entity({ name: 'profiles' })
@Index('IDX_profiles_userId', ['userId'], { unique: true })
export class Profile {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  userId!: number;

  // 1:1 through the unique index above (a OneToOne would add a second, hash-named unique index).
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_profiles_user' })
  user?: User;

  @Column({ type: 'varchar', length: LIMITS.titleMax, nullable: true })
  title!: string | null;

  /** One of SECTOR_VALUES (lower case). */
  @Column({ type: 'varchar', length: 50, nullable: true })
  sector!: string | null;

  @Column({ type: 'varchar', length: LIMITS.websiteMax, nullable: true })
  website!: string | null;

  @Column({ type: 'text', nullable: true })
  bio!: string | null;

  @Column({ type: 'text', nullable: true })
  successStory!: string | null;

  /** 1 to 5, or null. */
  @Column({ type: 'int', nullable: true })
  rating!: number | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;

  @BeforeInsert()
  protected stampCreated(): void {
    const now = new Date();
    this.createdAt ??= now;
    this.updatedAt = now;
  }

  @BeforeUpdate()
  protected stampUpdated(): void {
    this.updatedAt = new Date();
  }
}
