import { ConfigError, loadConfig, type Env } from './app-config';

const load = (env: Env) =>
  loadConfig(env, { cwd: '/srv/app', readDevSessionSecret: () => 'd'.repeat(48) });

describe('loadConfig: the mail outbox', () => {
  it('polls every second and retries for hours by default', () => {
    expect(load({}).mail.outbox).toEqual({
      pollMs: 1000,
      retryBaseMs: 5000,
      retryMaxMs: 600000,
      maxAttempts: 50,
      keepSentDays: 30,
    });
  });

  it('reads the poll interval and the retry settings', () => {
    expect(
      load({
        MAIL_OUTBOX_POLL_MS: '250',
        MAIL_RETRY_BASE_MS: '100',
        MAIL_RETRY_MAX_MS: '2000',
        MAIL_MAX_ATTEMPTS: '3',
        MAIL_OUTBOX_KEEP_SENT_DAYS: '0',
      }).mail.outbox,
    ).toEqual({ pollMs: 250, retryBaseMs: 100, retryMaxMs: 2000, maxAttempts: 3, keepSentDays: 0 });
  });

  it('refuses settings that would never retry or never wait', () => {
    expect.assertions(1);
    try {
      load({
        MAIL_OUTBOX_POLL_MS: '0',
        MAIL_RETRY_BASE_MS: '60000',
        MAIL_RETRY_MAX_MS: '1000',
        MAIL_MAX_ATTEMPTS: 'forever',
      });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'MAIL_OUTBOX_POLL_MS must be between 10 and 600000 (got 0)',
        'MAIL_MAX_ATTEMPTS must be a whole number (got "forever")',
        'MAIL_RETRY_MAX_MS must be at least MAIL_RETRY_BASE_MS (got 1000 < 60000)',
      ]);
    }
  });
});
