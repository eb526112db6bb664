import { ConfigError, loadConfig, type Env } from './app-config';

const load = (env: Env) =>
  loadConfig(env, { cwd: '/srv/app', readDevSessionSecret: () => 'd'.repeat(48) });

describe('loadConfig: the PDF renderer', () => {
  it('finds the system Chromium by default and bounds the work', () => {
    expect(load({}).pdf).toEqual({
      chromiumPath: null,
      concurrency: 2,
      queueLimit: 20,
      timeoutMs: 20000,
      perUserLimit: 2,
    });
  });

  it('reads CHROMIUM_PATH and the limits', () => {
    expect(
      load({
        CHROMIUM_PATH: '/opt/chromium/chrome',
        PDF_CONCURRENCY: '4',
        PDF_QUEUE_LIMIT: '0',
        PDF_TIMEOUT_MS: '5000',
        PDF_PER_USER_LIMIT: '3',
      }).pdf,
    ).toEqual({
      chromiumPath: '/opt/chromium/chrome',
      concurrency: 4,
      queueLimit: 0,
      timeoutMs: 5000,
      perUserLimit: 3,
    });
  });

  it('refuses limits that would make the renderer useless or unbounded', () => {
    expect.assertions(1);
    try {
      load({
        PDF_CONCURRENCY: '0',
        PDF_QUEUE_LIMIT: 'many',
        PDF_TIMEOUT_MS: '10',
        PDF_PER_USER_LIMIT: '0',
      });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'PDF_CONCURRENCY must be between 1 and 32 (got 0)',
        'PDF_QUEUE_LIMIT must be a whole number (got "many")',
        'PDF_TIMEOUT_MS must be between 1000 and 300000 (got 10)',
        'PDF_PER_USER_LIMIT must be between 1 and 32 (got 0)',
      ]);
    }
  });
});
