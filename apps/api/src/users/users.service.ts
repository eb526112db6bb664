import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, QueryFailedError, Repository, type EntityManager } from 'typeorm';
import { MESSAGES } from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import { User } from './user.entity';

export type NewUser = Pick<
  User,
  | 'username'
  | 'email'
  | 'passwordHash'
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'phone'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
>;

/** An account as the console shows it: every column but the password hash, which is never read. */
export type AccountRecord = Omit<User, 'passwordHash'>;

const ACCOUNT_COLUMNS: (keyof AccountRecord)[] = [
  'id',
  'username',
  'email',
  'emailVerifiedAt',
  'firstName',
  'lastName',
  'companyName',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'isAdmin',
  'createdAt',
];

/**
 * What must follow at once when an account's role changes or it is deleted: its sessions end
 * (docs/decisions.md). The sessions module depends on this one, not the other way round, so it
 * registers itself here at start-up (SessionsModule); until it has, no role changes.
 */
export interface AccountSessions {
  /** The role changed: answers how many of the account's sessions ended. */
  roleChanged(userId: number, isAdmin: boolean): Promise<number>;
  /** The account is about to be deleted: every session ends. */
  deleting(userId: number): Promise<void>;
}

/**
 * Accounts. Usernames are case-preserving and unique case-insensitively ("Alice" and "alice" are the
 * same account); e-mail addresses are stored lower-cased.
 */
@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);
  private sessions: AccountSessions | null = null;

  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** SessionsModule, at start-up: how an account's sessions end. */
  endSessionsWith(sessions: AccountSessions): void {
    this.sessions = sessions;
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .where('LOWER(user.username) = :username', { username: username.toLowerCase() })
      .getOne();
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  /** Every account, newest first, without its password hash. */
  listAccounts(): Promise<AccountRecord[]> {
    return this.users.find({ select: ACCOUNT_COLUMNS, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** One account without its password hash, or null. */
  findAccount(id: number): Promise<AccountRecord | null> {
    return this.users.findOne({ select: ACCOUNT_COLUMNS, where: { id } });
  }

  /** The account's address and whether its owner verified it (only those columns are read). */
  contactOf(id: number): Promise<Pick<User, 'id' | 'email' | 'emailVerifiedAt'> | null> {
    return this.users.findOne({
      select: { id: true, email: true, emailVerifiedAt: true },
      where: { id },
    });
  }

  /** The names and company of these accounts (only those columns are read). */
  namesOf(ids: number[]): Promise<Pick<User, 'id' | 'firstName' | 'lastName' | 'companyName'>[]> {
    return this.users.find({
      select: { id: true, firstName: true, lastName: true, companyName: true },
      where: { id: In(ids) },
    });
  }

  /** Creates an account (isAdmin false); 409 with the field's message when the username or e-mail is taken. */
  async create(input: NewUser): Promise<User> {
    const user = this.users.create({ ...input, email: input.email.toLowerCase(), isAdmin: false });
    await this.assertAvailable(user.username, user.email);
    try {
      return await this.users.save(user);
    } catch (error) {
      // Two registrations racing for the same name: the unique index decides; answer as above.
      if (error instanceof QueryFailedError) await this.assertAvailable(user.username, user.email);
      throw error;
    }
  }

  /** Writes the account's changed fields, in the caller's transaction. */
  async save(manager: EntityManager, user: User): Promise<User> {
    return manager.getRepository(User).save(user);
  }

  async updatePasswordHash(user: User, passwordHash: string): Promise<void> {
    user.passwordHash = passwordHash;
    await this.users.save(user);
  }

  /** A new password hash, in the caller's transaction (its sessions and links are the caller's). */
  async setPasswordHash(
    manager: EntityManager,
    userId: number,
    passwordHash: string,
    now: Date,
  ): Promise<void> {
    await manager.update(User, { id: userId }, { passwordHash, updatedAt: now });
  }

  /** The account, read in the caller's transaction; it must exist. */
  findByIdOrFail(manager: EntityManager, id: number): Promise<User> {
    return manager.findOneByOrFail(User, { id });
  }

  /**
   * Marks the account's address verified, in the caller's transaction, when `email` is still its
   * address; null, with nothing written, when it is not (or the account is gone).
   */
  async verifyAddress(
    manager: EntityManager,
    userId: number,
    email: string,
    now: Date,
  ): Promise<Pick<User, 'id' | 'email'> | null> {
    const users = manager.getRepository(User);
    const user = await users.findOne({
      select: { id: true, email: true, emailVerifiedAt: true },
      where: { id: userId },
    });
    if (!user || user.email !== email) return null;
    if (user.emailVerifiedAt === null) {
      await users.update({ id: user.id }, { emailVerifiedAt: now });
    }
    return user;
  }

  /** Counts the account's address as verified unless it already is (the CLI's demo accounts). */
  async markAddressVerified(userId: number, now = new Date()): Promise<void> {
    await this.users.update({ id: userId, emailVerifiedAt: IsNull() }, { emailVerifiedAt: now });
  }

  /** Whether any account is an admin (the console explains how to make the first one). */
  async adminExists(): Promise<boolean> {
    return this.users.existsBy({ isAdmin: true });
  }

  /**
   * Makes an account an admin or a client. Demotion ends the account's sessions; promotion ends its
   * remember-me ones (an admin never keeps a 30-day session), and the others apply the role to
   * their next request.
   */
  async setAdmin(user: User, isAdmin: boolean, actor: string): Promise<User> {
    if (user.isAdmin === isAdmin) return user;
    const sessions = this.accountSessions();
    user.isAdmin = isAdmin;
    const saved = await this.users.save(user);
    const endedSessions = await sessions.roleChanged(user.id, isAdmin);
    this.logger.log({
      event: 'user.role_changed',
      msg: isAdmin ? 'Promoted an account to admin' : 'Demoted an admin to client',
      userId: user.id,
      username: user.username,
      isAdmin,
      actor,
      endedSessions,
    });
    return saved;
  }

  /** `promote <email>` and the admin console's promote: the account with that e-mail becomes an admin. */
  async promoteByEmail(email: string, actor: string): Promise<User> {
    const user = await this.findByEmail(email);
    if (!user)
      throw new DomainError('NOT_FOUND', `No account has the email ${email.trim().toLowerCase()}`);
    return this.setAdmin(user, true, actor);
  }

  /** Deletes an account; its sessions and profile go with it. */
  async delete(user: User): Promise<void> {
    await this.accountSessions().deleting(user.id);
    await this.users.delete({ id: user.id });
  }

  /** A role change or a deletion without its sessions ending would let them outlive it: refuse. */
  private accountSessions(): AccountSessions {
    if (!this.sessions) {
      throw new Error('UsersService: no session store is registered (import SessionsModule)');
    }
    return this.sessions;
  }

  private async assertAvailable(username: string, email: string): Promise<void> {
    if (await this.findByUsername(username)) {
      throw new DomainError('CONFLICT', MESSAGES.usernameTaken, {
        fields: { username: MESSAGES.usernameTaken },
      });
    }
    if (await this.findByEmail(email)) {
      throw new DomainError('CONFLICT', MESSAGES.emailTaken, {
        fields: { email: MESSAGES.emailTaken },
      });
    }
  }
}
