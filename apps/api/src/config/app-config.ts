import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { DEFAULT_APP_URLS, DEFAULT_FIRM, type AppUrls } from '@consult/domain';
import { createSelfSignedCertificate, signingCertificateProblem } from './signing-certificate';

/**
 * The API's settings, parsed and validated from the environment in one place (docs/configuration.md
 * lists every variable). `loadConfig` is pure apart from the development session secret, which it
 * asks `readDevSessionSecret` for.
 */
export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseConfig =
  | { type: 'better-sqlite3'; path: string; synchronize: boolean; migrationsRun: false }
  | {
      type: 'mysql' | 'mariadb';
      host: string;
      port: number;
      username: string;
      password: string;
      database: string;
      synchronize: false;
      migrationsRun: boolean;
    };

export interface SessionConfig {
  secret: string;
  /** `__Host-sid` with `Secure` in production, `sid` on plain http/localhost. */
  cookieName: string;
  secureCookie: boolean;
  idleMinutes: number;
  absoluteHours: number;
  rememberMeDays: number;
}

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
  /** `smtpUrl` null means the local mail catcher (LOCAL_MAIL_CATCHER_URL). */
  mail: { smtpUrl: string | null; from: string; firmInbox: string; outbox: MailOutboxConfig };
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

/** Field-level encryption of bank numbers (DECISIONS §5): AES-256-GCM keys of 32 bytes. */
export interface FieldEncryptionConfig {
  /** FIELD_ENCRYPTION_KEY: encrypts every new value. */
  key: Buffer;
  /** FIELD_ENCRYPTION_PREVIOUS_KEYS: still decrypt what they encrypted (key rotation). */
  previousKeys: Buffer[];
}

/**
 * The firm's document-signing certificate (docs/signed-documents.md): every signed NDA and
 * agreement is sealed with it.
 */
export interface DocumentSigningConfig {
  /** DOCUMENT_SIGNING_P12: the PKCS#12 file (certificate and private key), as bytes. */
  p12: Buffer;
  /** DOCUMENT_SIGNING_P12_PASSPHRASE. */
  passphrase: string;
  /**
   * DOCUMENT_TIMESTAMP_URL: the RFC 3161 timestamp authority whose token every seal carries (a seal
   * fails, and is retried, when it cannot have one), or null for seals without a trusted time.
   */
  timestampUrl: string | null;
}

/** A PKCS#12 file and its passphrase. */
export interface SigningCertificateFile {
  p12: Buffer;
  passphrase: string;
}

/** The mail outbox (docs/configuration.md): how often it looks for due mail, and its retries. */
export interface MailOutboxConfig {
  /** MAIL_OUTBOX_POLL_MS: how often each instance looks for mail that is due. */
  pollMs: number;
  /** MAIL_RETRY_BASE_MS: the wait after the first failed attempt; it doubles after each one. */
  retryBaseMs: number;
  /** MAIL_RETRY_MAX_MS: the longest wait between two attempts. */
  retryMaxMs: number;
  /** MAIL_MAX_ATTEMPTS: attempts before a message is marked failed (and an error logged). */
  maxAttempts: number;
  /** MAIL_OUTBOX_KEEP_SENT_DAYS: how long a sent message's row (its text) is kept. */
  keepSentDays: number;
}

/** The PDF renderer (headless Chromium): DECISIONS §5 and docs/configuration.md. */
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

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const OWASP_ARGON2_MEMORY_KIB = 19456;
const MIN_SESSION_SECRET_LENGTH = 32;
export const FIELD_ENCRYPTION_KEY_BYTES = 32;

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

  const database = parseDatabase(read, cwd, isProduction);

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

  const sessionSecret = read.optional('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < MIN_SESSION_SECRET_LENGTH) {
    read.problem(`SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters long`);
  }
  if (sessionSecret === undefined && isProduction) {
    read.problem(
      `SESSION_SECRET is required in production (at least ${MIN_SESSION_SECRET_LENGTH} random characters)`,
    );
  }
  const session: SessionConfig = {
    secret: sessionSecret ?? '',
    cookieName: isProduction ? '__Host-sid' : 'sid',
    secureCookie: isProduction,
    idleMinutes: read.number('SESSION_IDLE_MINUTES', 30, { min: 0.001 }),
    absoluteHours: read.number('SESSION_ABSOLUTE_HOURS', 12, { min: 0.0001 }),
    rememberMeDays: read.number('REMEMBER_ME_DAYS', 30, { min: 0.00001 }),
  };

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

  const smtpUrl = read.optional('SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    read.problem('SMTP_URL must look like smtp://user:pass@host:port or smtps://...');
  }
  const from = read.string(
    'MAIL_FROM',
    `"${DEFAULT_FIRM.name}" <no-reply@northbridge-advisory.example>`,
  );
  // An address, or a display name and an address in angle brackets, on one line.
  if (!/^(?:[^\r\n<>@]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(from)) {
    read.problem(`MAIL_FROM must be an address or "Name <address>" (got "${from}")`);
  }
  const outbox: MailOutboxConfig = {
    pollMs: read.integer('MAIL_OUTBOX_POLL_MS', 1000, { min: 10, max: 600000 }),
    retryBaseMs: read.integer('MAIL_RETRY_BASE_MS', 5000, { min: 10, max: 3600000 }),
    retryMaxMs: read.integer('MAIL_RETRY_MAX_MS', 600000, { min: 10, max: 86400000 }),
    maxAttempts: read.integer('MAIL_MAX_ATTEMPTS', 50, { min: 1, max: 1000 }),
    keepSentDays: read.number('MAIL_OUTBOX_KEEP_SENT_DAYS', 30, { min: 0, max: 3650 }),
  };
  if (outbox.retryMaxMs < outbox.retryBaseMs) {
    read.problem(
      `MAIL_RETRY_MAX_MS must be at least MAIL_RETRY_BASE_MS (got ${outbox.retryMaxMs} < ${outbox.retryBaseMs})`,
    );
  }
  const mail = {
    smtpUrl,
    from,
    firmInbox: read.email('FIRM_INBOX', DEFAULT_FIRM.email),
    outbox,
  };

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

  const encryptionKey = read.optional('FIELD_ENCRYPTION_KEY');
  const key =
    encryptionKey === undefined ? null : parseKey(read, 'FIELD_ENCRYPTION_KEY', encryptionKey);
  if (encryptionKey === undefined && isProduction) {
    read.problem(
      `FIELD_ENCRYPTION_KEY is required in production (${FIELD_ENCRYPTION_KEY_BYTES} random bytes in base64: openssl rand -base64 ${FIELD_ENCRYPTION_KEY_BYTES})`,
    );
  }
  const previousKeys = (read.optional('FIELD_ENCRYPTION_PREVIOUS_KEYS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => parseKey(read, 'FIELD_ENCRYPTION_PREVIOUS_KEYS', entry))
    .filter((entry): entry is Buffer => entry !== null);

  const signingP12 = read.optional('DOCUMENT_SIGNING_P12');
  const signingPassphrase = read.optional('DOCUMENT_SIGNING_P12_PASSPHRASE');
  const signingFile =
    signingP12 === undefined ? null : readP12(read, cwd, signingP12, signingPassphrase ?? '');
  if (signingP12 === undefined && isProduction) {
    read.problem(
      "DOCUMENT_SIGNING_P12 is required in production: the firm's signing certificate and key as a PKCS#12 file (a path, or its bytes in base64), with DOCUMENT_SIGNING_P12_PASSPHRASE (docs/signed-documents.md)",
    );
  }
  if (signingP12 !== undefined && signingPassphrase === undefined) {
    read.problem('DOCUMENT_SIGNING_P12_PASSPHRASE is required with DOCUMENT_SIGNING_P12');
  }
  const timestampUrl = parseTimestampUrl(read);

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

/**
 * DOCUMENT_TIMESTAMP_URL, an http(s) URL. The value is not echoed in the problem: a timestamp
 * authority's URL may carry its credentials.
 */
function parseTimestampUrl(read: EnvReader): string | null {
  const value = read.optional('DOCUMENT_TIMESTAMP_URL');
  if (value === undefined) return null;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    read.problem(
      'DOCUMENT_TIMESTAMP_URL must be the http(s) URL of an RFC 3161 timestamp authority (it is not a URL)',
    );
    return null;
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    read.problem(
      `DOCUMENT_TIMESTAMP_URL must be the http(s) URL of an RFC 3161 timestamp authority (its scheme is "${protocol}")`,
    );
    return null;
  }
  return value;
}

function missingDevSecret(): never {
  throw new ConfigError(['SESSION_SECRET is not set and no development secret provider was given']);
}

/** A random key for this process only: what it encrypts cannot be read after a restart. */
function processOnlyKey(): Buffer {
  return randomBytes(FIELD_ENCRYPTION_KEY_BYTES);
}

let processCertificate: SigningCertificateFile | null = null;

/** A self-signed certificate for this process only (tests and one-off tools). */
function processOnlyCertificate(): SigningCertificateFile {
  processCertificate ??= createSelfSignedCertificate(DEFAULT_FIRM.name);
  return processCertificate;
}

/**
 * DOCUMENT_SIGNING_P12 as bytes: the path of a file (relative to the working directory), or the
 * file itself in base64. The file must open with the passphrase and hold a certificate and its
 * key; neither the passphrase nor the key ever appears in a message.
 */
function readP12(
  read: EnvReader,
  cwd: string,
  value: string,
  passphrase: string,
): SigningCertificateFile | null {
  const path = resolvePath(cwd, value);
  let p12: Buffer | null = null;
  if (existsSync(path)) {
    p12 = readFileSync(path);
  } else if (/^[A-Za-z0-9+/\s]+=*$/.test(value) && value.length > 100) {
    p12 = Buffer.from(value, 'base64');
  } else {
    read.problem(
      'DOCUMENT_SIGNING_P12 must be the path of a PKCS#12 file, or the file in base64 (no file was found at that path)',
    );
    return null;
  }
  const problem = signingCertificateProblem(p12, passphrase);
  if (problem) {
    read.problem(`DOCUMENT_SIGNING_P12: ${problem}`);
    return null;
  }
  return { p12, passphrase };
}

/**
 * A 32-byte key written in base64 (standard or URL-safe, padding optional). The key itself never
 * appears in a message.
 */
function parseKey(read: EnvReader, name: string, value: string): Buffer | null {
  const normalized = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const decoded = /^[A-Za-z0-9+/]+$/.test(normalized) ? Buffer.from(normalized, 'base64') : null;
  if (
    !decoded ||
    decoded.length !== FIELD_ENCRYPTION_KEY_BYTES ||
    decoded.toString('base64').replace(/=+$/, '') !== normalized
  ) {
    read.problem(
      `${name} must be ${FIELD_ENCRYPTION_KEY_BYTES} bytes encoded in base64 (openssl rand -base64 ${FIELD_ENCRYPTION_KEY_BYTES})`,
    );
    return null;
  }
  return decoded;
}

function parseDatabase(read: EnvReader, cwd: string, isProduction: boolean): DatabaseConfig {
  const url = read.string('DATABASE_URL', 'sqlite:data/app.sqlite');
  const synchronizeSetting = read.optionalBoolean('DB_SYNCHRONIZE');

  if (url.startsWith('sqlite:')) {
    const rawPath = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!rawPath) read.problem('DATABASE_URL=sqlite:<path> needs a file path');
    const synchronize = synchronizeSetting ?? !isProduction;
    if (synchronize && isProduction) {
      read.problem(
        'DB_SYNCHRONIZE must be off in production (change the schema through migrations)',
      );
    }
    return {
      type: 'better-sqlite3',
      path: resolvePath(cwd, rawPath || 'data/app.sqlite'),
      synchronize,
      migrationsRun: false,
    };
  }

  const match = /^(mysql|mariadb):\/\//.exec(url);
  if (!match) {
    read.problem(
      'DATABASE_URL must be sqlite:<path>, mysql://user:pass@host:port/db or mariadb://user:pass@host:port/db',
    );
    return {
      type: 'better-sqlite3',
      path: resolvePath(cwd, 'data/app.sqlite'),
      synchronize: false,
      migrationsRun: false,
    };
  }
  if (synchronizeSetting) {
    read.problem(
      'DB_SYNCHRONIZE must be off for MySQL/MariaDB: their schema changes only through migrations',
    );
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    read.problem('DATABASE_URL is not a valid URL');
  }
  const database = parsed ? decodeURIComponent(parsed.pathname.replace(/^\//, '')) : '';
  if (parsed && !database)
    read.problem('DATABASE_URL must name a database, e.g. mysql://user:pass@host:3306/consult');
  if (parsed && !parsed.hostname) read.problem('DATABASE_URL must name a host');
  return {
    type: match[1] as 'mysql' | 'mariadb',
    host: parsed?.hostname ?? '',
    port: parsed?.port ? Number(parsed.port) : 3306,
    username: parsed ? decodeURIComponent(parsed.username) || 'root' : '',
    password: parsed ? decodeURIComponent(parsed.password) : '',
    database,
    synchronize: false,
    migrationsRun: read.optionalBoolean('DB_MIGRATIONS_RUN') ?? true,
  };
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

/** "SQLite (/abs/path)" or "MariaDB (mariadb://host:port/db)": never the password. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.type === 'better-sqlite3') return `SQLite (${database.path})`;
  const label = database.type === 'mariadb' ? 'MariaDB' : 'MySQL';
  return `${label} (${database.type}://${database.host}:${database.port}/${database.database})`;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/** Reads variables and collects every problem, so one start-up lists all of them. */
class EnvReader {
  private readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  problem(message: string): void {
    this.problems.push(message);
  }

  throwIfProblems(): void {
    if (this.problems.length > 0) throw new ConfigError(this.problems);
  }

  optional(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  string(name: string, fallback: string): string {
    return this.optional(name) ?? fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.optional(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problem(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  }

  number(name: string, fallback: number, bounds: { min?: number; max?: number } = {}): number {
    const value = this.optional(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(parsed)) {
      this.problem(`${name} must be a number (got "${value}")`);
      return fallback;
    }
    return this.checkBounds(name, parsed, bounds) ? parsed : fallback;
  }

  integer(name: string, fallback: number, bounds: { min?: number; max?: number } = {}): number {
    const value = this.optional(name);
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value)) {
      this.problem(`${name} must be a whole number (got "${value}")`);
      return fallback;
    }
    const parsed = Number(value);
    return this.checkBounds(name, parsed, bounds) ? parsed : fallback;
  }

  optionalBoolean(name: string): boolean | undefined {
    const value = this.optional(name)?.toLowerCase();
    if (value === undefined) return undefined;
    if (['true', '1', 'yes', 'on'].includes(value)) return true;
    if (['false', '0', 'no', 'off'].includes(value)) return false;
    this.problem(`${name} must be true or false (got "${value}")`);
    return undefined;
  }

  httpUrl(name: string, fallback: string): string {
    const value = this.optional(name) ?? fallback;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/+$/, '');
    } catch {
      // reported below
    }
    this.problem(`${name} must be an http(s) URL (got "${value}")`);
    return fallback;
  }

  email(name: string, fallback: string): string {
    const value = this.optional(name) ?? fallback;
    if (/^[^\s@]+@[^\s@]+$/.test(value)) return value;
    this.problem(`${name} must be an e-mail address (got "${value}")`);
    return fallback;
  }

  private checkBounds(
    name: string,
    value: number,
    { min, max }: { min?: number; max?: number },
  ): boolean {
    if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
      const range =
        max === undefined
          ? `at least ${min}`
          : min === undefined
            ? `at most ${max}`
            : `between ${min} and ${max}`;
      this.problem(`${name} must be ${range} (got ${value})`);
      return false;
    }
    return true;
  }
}
