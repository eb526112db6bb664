import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { DataSource, In, MoreThanOrEqual } from 'typeorm';
import { DEFAULT_APP_URLS } from '@consult/domain';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/app-config';
import { ConfigService } from '../../src/config/config.service';
import { OutboxAttachmentPart } from '../../src/mail/outbox-attachment-part.entity';
import { OutboxMail } from '../../src/mail/outbox-mail.entity';
import { RateLimitCounter } from '../../src/rate-limits/rate-limit-counter.entity';
import { observeResponse } from './openapi-contract';
import { testSigningCertificate } from './test-certificate';
import { currentTestDatabase } from './test-database';

/**
 * The API as deployed: NODE_ENV=production behind a TLS-terminating proxy, on a schema made
 * beforehand (a development start or the migrations), with the production argon2 parameters.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  TRUST_PROXY: 'true',
  DB_SYNCHRONIZE: 'false',
  ARGON2_MEMORY_KIB: '19456',
  ARGON2_TIME_COST: '2',
};

/** The client portal's origin: the client's routes and the session routes are called from it. */
export const ORIGIN = DEFAULT_APP_URLS.portal;
/** The admin console's origin: the only one the console's routes (/api/admin) accept. */
export const CONSOLE_ORIGIN = DEFAULT_APP_URLS.admin;
/** The marketing site's origin: consultation requests come from it. */
export const MARKETING_ORIGIN = DEFAULT_APP_URLS.marketing;

/**
 * The origin of the app whose pages call `path` (docs/security.md, "Which app calls which
 * routes"), for the suites that call every route: the console's for /api/admin and
 * /api/admin-setup, the marketing site's for consultations and /verify, the portal's otherwise.
 */
export function originFor(path: string): string {
  if (/^\/api\/admin(-setup)?(\/|$)/.test(path)) return CONSOLE_ORIGIN;
  if (/^\/api\/(consultation|verify)(\/|$)/.test(path)) return MARKETING_ORIGIN;
  return ORIGIN;
}
export const FOREIGN_ORIGIN = 'https://evil.example';
export const TEST_SESSION_SECRET = 'integration-tests-only-session-secret-0123456789';
/** 32 bytes in base64, for the tests only: what the suites encrypt, they can decrypt. */
export const TEST_FIELD_ENCRYPTION_KEY = Buffer.from(
  'integration-tests-only-key-32byt',
  'utf8',
).toString('base64');

export type LogLine = Record<string, unknown> & { msg?: string; level?: string };

export interface TestApp {
  app: NestFastifyApplication;
  config: ConfigService;
  /** Every log line the app wrote, parsed. */
  logs: LogLine[];
  /** The raw log output, to check that nothing secret was written. */
  rawLogs: () => string;
  http: () => ReturnType<typeof request>;
  get<T>(token: new (...args: never[]) => T): T;
  close(): Promise<void>;
}

/**
 * The real app, listening on a random port, on the suite's database. Limits are generous and argon2
 * cheap unless a test overrides them through `env` (the same variables as production); the
 * rate-limit counters start empty.
 */
export async function startApp(env: Record<string, string> = {}): Promise<TestApp> {
  const signing = testSigningCertificate();
  const config = new ConfigService(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: currentTestDatabase().url,
      SESSION_SECRET: TEST_SESSION_SECRET,
      FIELD_ENCRYPTION_KEY: TEST_FIELD_ENCRYPTION_KEY,
      DOCUMENT_SIGNING_P12: signing.p12.toString('base64'),
      DOCUMENT_SIGNING_P12_PASSPHRASE: signing.passphrase,
      LOG_LEVEL: 'info',
      ARGON2_MEMORY_KIB: '2048',
      ARGON2_TIME_COST: '1',
      LOGIN_RATE_LIMIT_PER_IP: '100000',
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '100000',
      REGISTER_RATE_LIMIT_PER_IP: '100000',
      CONSULTATION_RATE_LIMIT_PER_IP: '100000',
      VERIFY_RATE_LIMIT_PER_IP: '100000',
      PASSWORD_RESET_RATE_LIMIT_PER_IP: '100000',
      PASSWORD_RESET_RATE_LIMIT_PER_ADDRESS: '100000',
      PASSWORD_RESET_CONFIRM_RATE_LIMIT_PER_IP: '100000',
      // Failed sign-ins are not slowed unless a test asks (brute-force.int-spec.ts).
      LOGIN_SLOWDOWN_STEP_MS: '0',
      // Swagger UI's routes are not the controllers': only openapi.int-spec.ts turns them on.
      API_DOCS: 'false',
      ...env,
    }),
  );
  const chunks: string[] = [];
  const app = await createApp({
    config,
    logDestination: { write: (chunk: string) => void chunks.push(chunk) },
  });
  // Rate-limit counters live in the database the whole suite shares: each test app starts with
  // none, as each API process once did with its own memory.
  await app.get(DataSource).getRepository(RateLimitCounter).clear();
  checkResponsesAgainstTheContract(app);
  await app.listen(0, '127.0.0.1');
  const startedAt = new Date();
  const url = await app.getUrl();
  const base = url.replace('[::1]', '127.0.0.1');
  return {
    app,
    config,
    get logs() {
      return chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine);
    },
    rawLogs: () => chunks.join(''),
    http: () => request(base),
    get: (token) => app.get(token),
    close: async () => {
      await forgetUndeliveredMail(app, startedAt);
      await app.close();
    },
  };
}

/**
 * Every response the app sends, whoever asked for it, is checked against docs/openapi.json (the
 * contract test, openapi-contract.ts). Added before the app listens, so it applies to every route.
 */
function checkResponsesAgainstTheContract(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload === 'string' || Buffer.isBuffer(payload) || payload == null) {
      const contentType = reply.getHeader('content-type');
      observeResponse({
        method: request.method,
        route: request.routeOptions.url,
        url: request.url,
        status: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : undefined,
        body: payload ?? undefined,
      });
    }
    return payload;
  });
}

/**
 * The mail this app queued and never delivered (its suite had no mail server, or did not wait)
 * is dropped when it closes: the suites share one database, and another suite's app would
 * otherwise deliver it to that suite's mail server. Tests about delivery check it before closing.
 */
async function forgetUndeliveredMail(app: NestFastifyApplication, since: Date): Promise<void> {
  const dataSource = app.get(DataSource);
  const undelivered = await dataSource.getRepository(OutboxMail).find({
    select: { id: true },
    where: { status: 'pending', createdAt: MoreThanOrEqual(since) },
  });
  if (undelivered.length === 0) return;
  const ids = undelivered.map((row) => row.id);
  await dataSource.getRepository(OutboxAttachmentPart).delete({ mailId: In(ids) });
  await dataSource.getRepository(OutboxMail).delete({ id: In(ids) });
}
