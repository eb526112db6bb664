import { loadConfig } from '../config/app-config';
import { ConfigService } from '../config/config.service';
import { PasswordService } from './password.service';

const service = (env: Record<string, string> = {}) =>
  new PasswordService(new ConfigService(loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...env })));

describe('PasswordService', () => {
  it('hashes with argon2id at m=19456 KiB, t=2, p=1 by default', async () => {
    const hash = await service().hash('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain('correct horse');
  });

  it('verifies the right password only', async () => {
    const passwords = service({ ARGON2_MEMORY_KIB: '2048', ARGON2_TIME_COST: '1' });
    const hash = await passwords.hash('correct horse battery staple');
    expect(await passwords.verify(hash, 'correct horse battery staple')).toBe(true);
    expect(await passwords.verify(hash, 'Correct horse battery staple')).toBe(false);
  });

  it('answers false for a missing hash, after doing the same argon2 work', async () => {
    const passwords = service({ ARGON2_MEMORY_KIB: '2048', ARGON2_TIME_COST: '1' });
    expect(await passwords.verify(null, 'not-a-real-password: timing equaliser')).toBe(false);
  });

  it('asks for a rehash when the parameters changed', async () => {
    const weak = await service({ ARGON2_MEMORY_KIB: '2048', ARGON2_TIME_COST: '1' }).hash(
      'pw-pw-pw-pw',
    );
    expect(service().needsRehash(weak)).toBe(true);
    expect(service({ ARGON2_MEMORY_KIB: '2048', ARGON2_TIME_COST: '1' }).needsRehash(weak)).toBe(
      false,
    );
  });
});
