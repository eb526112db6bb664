import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import { loadConfig } from '../config/app-config';
import { ConfigService } from '../config/config.service';
import type { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import type { PasswordService } from './password.service';
import { RateLimitService } from './rate-limit.service';
import { MemoryCounterStore } from '../rate-limits/memory-counter-store';

const user = { id: 7, username: 'Grace', passwordHash: '$argon2id$real' } as User;

function setup(limits: Record<string, string> = {}) {
  const users = {
    findByUsername: jest.fn(async (name: string) => (name.toLowerCase() === 'grace' ? user : null)),
    updatePasswordHash: jest.fn(),
  };
  const passwords = {
    verify: jest.fn(
      async (hash: string | null, password: string) =>
        hash !== null && password === 'right password',
    ),
    needsRehash: jest.fn(() => false),
    hash: jest.fn(),
  };
  const config = new ConfigService(loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...limits }));
  const auth = new AuthService(
    users as unknown as UsersService,
    passwords as unknown as PasswordService,
    new RateLimitService(config, new MemoryCounterStore()),
  );
  const log = { info: jest.fn(), warn: jest.fn() } as unknown as FastifyBaseLogger;
  const attempt = (username: string, password: string, ip = '192.0.2.1') =>
    auth.verifyLogin({ username, password, ip, log });
  return { users, passwords, attempt, log };
}

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('AuthService.verifyLogin', () => {
  it('returns the user for the right password', async () => {
    const { attempt } = setup();
    await expect(attempt('grace', 'right password')).resolves.toBe(user);
  });

  it('checks a password even for an unknown user (against the dummy hash), and answers the same error', async () => {
    const { attempt, passwords } = setup();
    const unknown = await rejection(attempt('nobody', 'right password'));
    const wrong = await rejection(attempt('grace', 'wrong password'));

    expect(passwords.verify).toHaveBeenCalledWith(null, 'right password');
    expect(passwords.verify).toHaveBeenCalledWith(user.passwordHash, 'wrong password');
    expect([unknown.code, unknown.message]).toEqual([
      'UNAUTHENTICATED',
      MESSAGES.invalidCredentials,
    ]);
    expect([wrong.code, wrong.message]).toEqual([unknown.code, unknown.message]);
  });

  it('logs failed sign-ins with username and ip, never the password', async () => {
    const { attempt, log } = setup();
    await rejection(attempt('grace', 'wrong password'));
    const calls = JSON.stringify((log.warn as jest.Mock).mock.calls);
    expect(calls).toContain('auth.login_failed');
    expect(calls).toContain('192.0.2.1');
    expect(calls).not.toContain('wrong password');
  });

  it('refuses with RATE_LIMITED before checking any password once an account failed too often', async () => {
    const { attempt, passwords } = setup({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '2' });
    await rejection(attempt('grace', 'wrong 1'));
    await rejection(attempt('GRACE', 'wrong 2', '192.0.2.99'));
    passwords.verify.mockClear();

    const error = await rejection(attempt('grace', 'right password'));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(passwords.verify).not.toHaveBeenCalled();
  });

  it('checks only as many passwords as the account allows when guesses arrive at once', async () => {
    const { attempt, passwords } = setup({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '3' });
    const errors = await Promise.all(
      Array.from({ length: 10 }, (_, i) => rejection(attempt('grace', `wrong ${i}`))),
    );
    expect(passwords.verify).toHaveBeenCalledTimes(3);
    expect(errors.filter((error) => error.code === 'RATE_LIMITED')).toHaveLength(7);
  });

  it('gives a successful sign-in’s attempt back to the address', async () => {
    const { attempt } = setup({ LOGIN_RATE_LIMIT_PER_IP: '2' });
    for (let i = 0; i < 5; i++)
      await expect(attempt('grace', 'right password')).resolves.toBe(user);
    expect((await rejection(attempt('nobody', 'wrong 1'))).code).toBe('UNAUTHENTICATED');
    expect((await rejection(attempt('nobody', 'wrong 2'))).code).toBe('UNAUTHENTICATED');
    expect((await rejection(attempt('grace', 'right password'))).code).toBe('RATE_LIMITED');
  });

  it('does not count an attempt the account refused against the address', async () => {
    const { attempt } = setup({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '1', LOGIN_RATE_LIMIT_PER_IP: '3' });
    await rejection(attempt('grace', 'wrong'));
    for (let i = 0; i < 5; i++) {
      expect((await rejection(attempt('grace', 'wrong'))).code).toBe('RATE_LIMITED');
    }
    // The address has used one of its three: two more guesses elsewhere are checked.
    expect((await rejection(attempt('nobody', 'wrong'))).code).toBe('UNAUTHENTICATED');
    expect((await rejection(attempt('someone', 'wrong'))).code).toBe('UNAUTHENTICATED');
    expect((await rejection(attempt('anyone', 'wrong'))).code).toBe('RATE_LIMITED');
  });
});
