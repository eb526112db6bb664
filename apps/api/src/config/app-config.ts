import { DEFAULT_APP_URLS, type AppUrls } from '@consult/domain';
import { readDatabaseConfig, type DatabaseConfig } from './database-config';
import {
  processOnlyCertificate,
  readDocumentSigning,
  type DocumentSigningConfig,
  type SigningCertificateFile,
} from './document-signing-config';
import { ConfigError, EnvReader, resolvePath, type Env } from './env-reader';
import {
  processOnlyKey,
  readFieldEncryptionKeys,
  type FieldEncryptionConfig,
} from './field-encryption-config';
import { readMailConfig, type MailConfig } from './mail-config';
import { readSessionConfig, type SessionConfig } from './session-config';

// The sections' own types and helpers, so the configuration is imported from one place.
export { describeDatabase, type DatabaseConfig } from './database-config';
export type { DocumentSigningConfig, SigningCertificateFile } from './document-signing-config';
export { ConfigError, type Env } from './env-reader';
export { FIELD_ENCRYPTION_KEY_BYTES, type FieldEncryptionConfig } from './field-encryption-config';
export type { MailConfig, MailOutboxConfig } from './mail-config';
export type { SessionConfig } from './session-config';

/**
 * The API's settings, parsed and validated from the environment in one place (docs/configuration.md
 * lists every variable). `loadConfig` is pure apart from the development session secret, which it
 * asks `readDevSessionSecret` for.
 */
export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  env: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  /** Fastify's `trustProxy`: false, true, a hop count, or a list of proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  logLevel: LogLevel;
  dataDir: string;
  database: DatabaseConfig;
  session: SessionConfig;
  appUrls: AppUrls;
  /**
   * Each app's origin (scheme, host and port of its URL): the one origin allowed to send writes to
   * the routes that app owns and to read their answers with CORS (docs/security.md).
   */
  appOrigins: AppUrls;
  /** The three apps' origins, once each: those allowed on the session routes. */
  allowedOrigins: string[];
  rateLimits: {
    loginPerIp: number;
    loginPerAccount: number;
    registerPerIp: number;
    consultationPerIp: number;
    /** Documents checked on /verify per IP address and window. */
    verifyPerIp: number;
    /** Password reset links asked for per IP address and window, and per e-mail address. */
    passwordResetPerIp: number;
    passwordResetPerAddress: number;
    /** Reset links used (or tried) per IP address and window. */
    passwordResetConfirmPerIp: number;
    windowSeconds: number;
    /** Failed sign-ins on one account answered at once; each one after is delayed a step more. */
    loginSlowdownAfter: number;
    loginSlowdownStepMs: number;
    loginSlowdownMaxMs: number;
  };
  argon2: { memoryKib: number; timeCost: number; parallelism: number };
  /** PASSWORD_RESET_TOKEN_MINUTES: how long an e-mailed reset link works (an hour at most). */
  passwordResetTokenMinutes: number;
  mail: MailConfig;
  pdf: PdfConfig;
  fieldEncryption: FieldEncryptionConfig;
  documentSigning: DocumentSigningConfig;
  /**
   * SHUTDOWN_DRAIN_MS: after SIGTERM, how long the API keeps serving new requests while readiness
   * answers 503 (so a load balancer that polls it stops sending), before it stops accepting.
   */
  shutdownDrainMs: number;
  /**
   * REQUEST_DEADLINE_MS: the longest a request may take, from routing to the answer (Fastify's
   * `handlerTimeout`); past it the answer is 503 with Retry-After. It bounds what a database that
   * stopped answering would otherwise hold open. A route that renders a PDF may take longer
   * (`pdfRequestDeadlineMs`).
   */
  requestDeadlineMs: number;
  /**
   * API_DOCS: whether Swagger UI and the OpenAPI document are served at /api/docs. On by default
   * outside production; production serves them only when it is turned on.
   */
  apiDocs: boolean;
}

/** The PDF renderer (headless Chromium): req RULES-5 and docs/configuration.md. */
export interface PdfConfig {
  /** CHROMIUM_PATH; null: the system's Chromium is looked for where Debian and Ubuntu install it. */
  chromiumPath: string | null;
  /** Documents rendered at once (one browser context each). */
  concurrency: number;
  /** Documents waiting for a free slot; one more is answered 503. */
  queueLimit: number;
  /** Longest a document may wait for a slot, and longest its rendering may take. */
  timeoutMs: number;
  /** Renders one account may have in flight (running or waiting); one more is answered 429. */
  perUserLimit: number;
}

export const OWASP_ARGON2_MEMORY_KIB = 19456;

export interface LoadConfigOptions {
  /** Where the working directory is (relative paths resolve against it). */
  cwd?: string;
  /** Supplies a stable secret for development when SESSION_SECRET is unset. */
  readDevSessionSecret?: (dataDir: string) => string;
  /**
   * Supplies a stable field encryption key for development when FIELD_ENCRYPTION_KEY is unset.
   * Without one (tests, one-off tools) the key is random and lives as long as the process.
   */
  readDevFieldEncryptionKey?: (dataDir: string) => Buffer;
  /**
   * Supplies the development signing certificate when DOCUMENT_SIGNING_P12 is unset outside
   * production. Without one (tests, one-off tools) a certificate is made for the process.
   */
  readDevSigningCertificate?: (dataDir: string) => SigningCertificateFile;
}

export function loadConfig(env: Env, options: LoadConfigOptions = {}): AppConfig {
  const cwd = options.cwd ?? process.cwd();
  const read = new EnvReader(env);

  const nodeEnv = read.oneOf(
    'NODE_ENV',
    ['development', 'production', 'test'] as const,
    'development',
  );
  const isProduction = nodeEnv === 'production';

  const port = read.integer('PORT', 3000, { min: 1, max: 65535 });
  const host = read.string('HOST', isProduction ? '0.0.0.0' : '127.0.0.1');
  const trustProxy = parseTrustProxy(read);
  const logLevel = read.oneOf(
    'LOG_LEVEL',
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
    'info',
  );
  const dataDir = resolvePath(cwd, read.string('DATA_DIR', 'data'));

  const database = readDatabaseConfig(read, cwd, isProduction);

  const appUrls: AppUrls = {
    marketing: read.httpUrl('MARKETING_URL', DEFAULT_APP_URLS.marketing),
    portal: read.httpUrl('PORTAL_URL', DEFAULT_APP_URLS.portal),
    admin: read.httpUrl('ADMIN_URL', DEFAULT_APP_URLS.admin),
  };
  const appOrigins: AppUrls = {
    marketing: originOf(appUrls.marketing),
    portal: originOf(appUrls.portal),
    admin: originOf(appUrls.admin),
  };
  const allowedOrigins = [...new Set(Object.values(appOrigins))];

  const session = readSessionConfig(read, isProduction);

  const rateLimits = {
    loginPerIp: read.integer('LOGIN_RATE_LIMIT_PER_IP', 50, { min: 1 }),
    loginPerAccount: read.integer('LOGIN_RATE_LIMIT_PER_ACCOUNT', 10, { min: 1 }),
    registerPerIp: read.integer('REGISTER_RATE_LIMIT_PER_IP', 10, { min: 1 }),
    consultationPerIp: read.integer('CONSULTATION_RATE_LIMIT_PER_IP', 5, { min: 1 }),
    verifyPerIp: read.integer('VERIFY_RATE_LIMIT_PER_IP', 60, { min: 1 }),
    passwordResetPerIp: read.integer('PASSWORD_RESET_RATE_LIMIT_PER_IP', 10, { min: 1 }),
    passwordResetPerAddress: read.integer('PASSWORD_RESET_RATE_LIMIT_PER_ADDRESS', 3, { min: 1 }),
    passwordResetConfirmPerIp: read.integer('PASSWORD_RESET_CONFIRM_RATE_LIMIT_PER_IP', 20, {
      min: 1,
    }),
    windowSeconds: read.integer('RATE_LIMIT_WINDOW_SECONDS', 900, { min: 1 }),
    loginSlowdownAfter: read.integer('LOGIN_SLOWDOWN_AFTER', 3, { min: 0 }),
    loginSlowdownStepMs: read.integer('LOGIN_SLOWDOWN_STEP_MS', 500, { min: 0, max: 10000 }),
    loginSlowdownMaxMs: read.integer('LOGIN_SLOWDOWN_MAX_MS', 4000, { min: 0, max: 30000 }),
  };

  const argon2 = {
    memoryKib: read.integer('ARGON2_MEMORY_KIB', OWASP_ARGON2_MEMORY_KIB, {
      min: isProduction ? OWASP_ARGON2_MEMORY_KIB : 1024,
    }),
    timeCost: read.integer('ARGON2_TIME_COST', 2, { min: isProduction ? 2 : 1, max: 10 }),
    parallelism: read.integer('ARGON2_PARALLELISM', 1, { min: 1, max: 16 }),
  };

  const passwordResetTokenMinutes = read.number('PASSWORD_RESET_TOKEN_MINUTES', 60, {
    min: 0.001,
    max: 60,
  });

  const mail = readMailConfig(read);

  const pdf: PdfConfig = {
    chromiumPath: read.optional('CHROMIUM_PATH') ?? null,
    concurrency: read.integer('PDF_CONCURRENCY', 2, { min: 1, max: 32 }),
    queueLimit: read.integer('PDF_QUEUE_LIMIT', 20, { min: 0, max: 1000 }),
    timeoutMs: read.integer('PDF_TIMEOUT_MS', 20000, { min: 1000, max: 300000 }),
    perUserLimit: read.integer('PDF_PER_USER_LIMIT', 2, { min: 1, max: 32 }),
  };
  const shutdownDrainMs = read.integer('SHUTDOWN_DRAIN_MS', 1000, { min: 0, max: 120000 });
  const requestDeadlineMs = read.integer('REQUEST_DEADLINE_MS', 30000, {
    min: 1000,
    max: 600000,
  });
  const apiDocs = read.optionalBoolean('API_DOCS') ?? !isProduction;

  const { key, previousKeys } = readFieldEncryptionKeys(read, isProduction);
  const { file: signingFile, timestampUrl } = readDocumentSigning(read, cwd, isProduction);

  read.throwIfProblems();

  if (!session.secret) {
    session.secret = (options.readDevSessionSecret ?? missingDevSecret)(dataDir);
  }
  const fieldEncryption: FieldEncryptionConfig = {
    key: key ?? (options.readDevFieldEncryptionKey ?? processOnlyKey)(dataDir),
    previousKeys,
  };
  const documentSigning: DocumentSigningConfig = {
    ...(signingFile ?? (options.readDevSigningCertificate ?? processOnlyCertificate)(dataDir)),
    timestampUrl,
  };

  return {
    env: nodeEnv,
    isProduction,
    port,
    host,
    trustProxy,
    logLevel,
    dataDir,
    database,
    session,
    appUrls,
    appOrigins,
    allowedOrigins,
    rateLimits,
    argon2,
    passwordResetTokenMinutes,
    mail,
    pdf,
    fieldEncryption,
    documentSigning,
    shutdownDrainMs,
    requestDeadlineMs,
    apiDocs,
  };
}

function missingDevSecret(): never {
  throw new ConfigError(['SESSION_SECRET is not set and no development secret provider was given']);
}

function parseTrustProxy(read: EnvReader): AppConfig['trustProxy'] {
  const raw = read.optional('TRUST_PROXY');
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (
    entries.length === 0 ||
    entries.some((entry) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry))
  ) {
    read.problem(
      'TRUST_PROXY must be true, false, a hop count, or a comma-separated list of proxy IPs/CIDRs',
    );
    return false;
  }
  return entries;
}

function originOf(url: string): string {
  return new URL(url).origin;
}
