import { outboxDrained } from './mail-outbox';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';
import { startApp, type TestApp } from './test-app';

type Env = Record<string, string>;

/**
 * The app the tests of a file (or of a describe block, when called inside one) share: started
 * before them, closed after them, with `startApp`'s `env`. What it returns stands for that app from
 * the first hook on, so a suite split over several files keeps its helpers in one support module,
 * written around it, and each file's tests read as they did.
 */
export function useTestApp(env: Env = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startApp(env);
  });
  afterAll(async () => {
    await app?.close();
  });
  return standIn('the test app', () => app);
}

export interface MailOptions {
  /**
   * Waits, before closing, until the outbox has sent what the tests queued, so that it reaches this
   * suite's mail server and never the next suite's.
   */
  drainOutboxOnClose?: boolean;
}

/**
 * `useTestApp` with a mail server of its own that keeps every message the app sends (`SMTP_URL`
 * points to it). The app closes first, then the mail server.
 */
export function useTestAppWithMail(
  env: Env = {},
  { drainOutboxOnClose = false }: MailOptions = {},
): { t: TestApp; smtp: SmtpCapture } {
  let app: TestApp | undefined;
  let smtp: SmtpCapture | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await startApp({ SMTP_URL: smtp.url, ...env });
  });
  afterAll(async () => {
    if (app && drainOutboxOnClose) await outboxDrained(app, 30_000);
    await app?.close();
    await smtp?.close();
  });
  return { t: standIn('the test app', () => app), smtp: standIn('the mail server', () => smtp) };
}

/** An object that forwards every property to `current()`, which exists once beforeAll has run. */
function standIn<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = current();
      if (!target) throw new Error(`${what} starts in beforeAll: use it in a test or a hook`);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
