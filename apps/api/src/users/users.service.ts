import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { MESSAGES } from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import { SessionsService } from '../sessions/sessions.service';
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

/**
 * Accounts. Usernames are case-preserving and unique case-insensitively ("Alice" and "alice" are the
 * same account); e-mail addresses are stored lower-cased.
 */
@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionsService,
  ) {}

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

  async updatePasswordHash(user: User, passwordHash: string): Promise<void> {
    user.passwordHash = passwordHash;
    await this.users.save(user);
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
    user.isAdmin = isAdmin;
    const saved = await this.users.save(user);
    const endedSessions = isAdmin
      ? await this.sessions.endRememberedForUser(user.id)
      : await this.sessions.endAllForUser(user.id);
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
    await this.sessions.endAllForUser(user.id);
    await this.users.delete({ id: user.id });
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
