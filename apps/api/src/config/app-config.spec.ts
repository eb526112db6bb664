import { ConfigError, describeDatabase, loadConfig, type Env } from './app-config';
import { createSelfSignedCertificate } from './signing-certificate';

const devSecret = () => 'd'.repeat(48);
const load = (env: Env) => loadConfig(env, { cwd: '/srv/app', readDevSessionSecret: devSecret });
const problemsOf = (env: Env): string[] => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};
const SIGNING = createSelfSignedCertificate('Test Firm');
const PRODUCTION: Env = {
  NODE_ENV: 'production',
  DOCUMENT_SIGNING_P12: SIGNING.p12.toString('base64'),
  DOCUMENT_SIGNING_P12_PASSPHRASE: SIGNING.passphrase,
  SESSION_SECRET: 's'.repeat(40),
  FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  DATABASE_URL: 'mysql://app:pw@db:3306/consult',
};

describe('loadConfig', () => {
  it('works with no environment at all: SQLite under ./data, localhost, development defaults', () => {
    const config = load({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      host: '127.0.0.1',
      trustProxy: false,
      logLevel: 'info',
      dataDir: '/srv/app/data',
      database: {
        type: 'better-sqlite3',
        path: '/srv/app/data/app.sqlite',
        synchronize: true,
        migrationsRun: false,
      },
      session: {
        cookieName: 'sid',
        secureCookie: false,
        idleMinutes: 30,
        absoluteHours: 12,
        rememberMeDays: 30,
        secret: devSecret(),
      },
      appUrls: {
        marketing: 'http://localhost:4200',
        portal: 'http://localhost:4201',
        admin: 'http://localhost:4202',
      },
      appOrigins: {
        marketing: 'http://localhost:4200',
        portal: 'http://localhost:4201',
        admin: 'http://localhost:4202',
      },
      allowedOrigins: ['http://localhost:4200', 'http://localhost:4201', 'http://localhost:4202'],
      argon2: { memoryKib: 19456, timeCost: 2, parallelism: 1 },
      mail: { smtpUrl: null },
    });
  });

  it('reads sqlite:<path> relative to the working directory or absolute', () => {
    expect(load({ DATABASE_URL: 'sqlite:tmp/x.sqlite' }).database).toMatchObject({
      path: '/srv/app/tmp/x.sqlite',
    });
    expect(load({ DATABASE_URL: 'sqlite:/var/lib/app.sqlite' }).database).toMatchObject({
      path: '/var/lib/app.sqlite',
    });
  });

  it.each([
    ['mysql://app:p%40ss@db.internal:3307/consult', 'mysql', 'db.internal', 3307, 'app', 'p@ss'],
    ['mariadb://root@127.0.0.1/consult', 'mariadb', '127.0.0.1', 3306, 'root', ''],
  ])(
    'maps %s to TypeORM type and connection fields',
    (url, type, host, port, username, password) => {
      const { database } = load({ DATABASE_URL: url });
      expect(database).toEqual({
        type,
        host,
        port,
        username,
        password,
        database: 'consult',
        synchronize: false,
        migrationsRun: true,
      });
    },
  );

  it('never synchronises MySQL/MariaDB', () => {
    expect(
      problemsOf({ DATABASE_URL: 'mariadb://root@localhost/db', DB_SYNCHRONIZE: 'true' }),
    ).toEqual([
      'DB_SYNCHRONIZE must be off for MySQL/MariaDB: their schema changes only through migrations',
    ]);
  });

  it('rejects unknown database URLs and URLs without a database name', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://x/y' })[0]).toMatch(
      /^DATABASE_URL must be sqlite:<path>, mysql:\/\//,
    );
    expect(problemsOf({ DATABASE_URL: 'mysql://root@localhost' })[0]).toMatch(
      /must name a database/,
    );
  });

  describe('in production', () => {
    it('accepts a complete configuration: __Host- cookie, Secure, all interfaces', () => {
      const config = load(PRODUCTION);
      expect(config.session).toMatchObject({
        cookieName: '__Host-sid',
        secureCookie: true,
        secret: 's'.repeat(40),
      });
      expect(config.host).toBe('0.0.0.0');
      expect(config.database).toMatchObject({ type: 'mysql', synchronize: false });
    });

    it('requires SESSION_SECRET', () => {
      expect(problemsOf({ ...PRODUCTION, SESSION_SECRET: undefined })).toEqual([
        'SESSION_SECRET is required in production (at least 32 random characters)',
      ]);
    });

    it('refuses synchronize, even on SQLite', () => {
      expect(
        problemsOf({
          ...PRODUCTION,
          DATABASE_URL: 'sqlite:data/app.sqlite',
          DB_SYNCHRONIZE: 'true',
        }),
      ).toEqual([
        'DB_SYNCHRONIZE must be off in production (change the schema through migrations)',
      ]);
      expect(
        load({ ...PRODUCTION, DATABASE_URL: 'sqlite:data/app.sqlite' }).database,
      ).toMatchObject({ synchronize: false });
    });

    it('refuses argon2 parameters below the OWASP minimum', () => {
      expect(problemsOf({ ...PRODUCTION, ARGON2_MEMORY_KIB: '4096' })).toEqual([
        'ARGON2_MEMORY_KIB must be at least 19456 (got 4096)',
      ]);
    });
  });

  it('rejects a short SESSION_SECRET anywhere', () => {
    expect(problemsOf({ SESSION_SECRET: 'short' })).toEqual([
      'SESSION_SECRET must be at least 32 characters long',
    ]);
  });

  it('lists every problem at once, with the variable names', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      NODE_ENV: 'staging',
      LOG_LEVEL: 'loud',
      PORTAL_URL: 'ftp://portal',
      SESSION_IDLE_MINUTES: '-5',
    });
    expect(problems).toEqual([
      'NODE_ENV must be one of development, production, test (got "staging")',
      'PORT must be a whole number (got "eighty")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'PORTAL_URL must be an http(s) URL (got "ftp://portal")',
      'SESSION_IDLE_MINUTES must be a number (got "-5")',
    ]);
  });

  it('rejects out-of-range numbers', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be between 1 and 65535 (got 70000)']);
    expect(problemsOf({ LOGIN_RATE_LIMIT_PER_IP: '0' })).toEqual([
      'LOGIN_RATE_LIMIT_PER_IP must be at least 1 (got 0)',
    ]);
  });

  it('takes each app’s origin, and the allowed origins, from the three app URLs (origin only, duplicates once)', () => {
    const config = load({
      MARKETING_URL: 'https://example.com/',
      PORTAL_URL: 'https://portal.example.com/app',
      ADMIN_URL: 'https://example.com',
    });
    expect(config.allowedOrigins).toEqual(['https://example.com', 'https://portal.example.com']);
    expect(config.appOrigins).toEqual({
      marketing: 'https://example.com',
      portal: 'https://portal.example.com',
      admin: 'https://example.com',
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
  ])('parses TRUST_PROXY=%s', (value, expected) => {
    expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('rejects a malformed TRUST_PROXY', () => {
    expect(problemsOf({ TRUST_PROXY: 'everyone' })[0]).toMatch(/^TRUST_PROXY must be/);
  });

  it('validates the mail settings', () => {
    expect(
      load({ SMTP_URL: 'smtp://u:p@mail:587', FIRM_INBOX: 'inbox@firm.example' }).mail,
    ).toMatchObject({
      smtpUrl: 'smtp://u:p@mail:587',
      firmInbox: 'inbox@firm.example',
    });
    expect(problemsOf({ SMTP_URL: 'http://mail' })[0]).toMatch(/^SMTP_URL/);
    expect(problemsOf({ FIRM_INBOX: 'not-an-address' })[0]).toMatch(/^FIRM_INBOX/);
  });

  it.each(['no-reply@firm.example', '"Firm, Inc." <no-reply@firm.example>', 'Firm <a@b.example>'])(
    'accepts MAIL_FROM=%s',
    (from) => {
      expect(load({ MAIL_FROM: from }).mail.from).toBe(from);
    },
  );

  it.each(['Firm', 'Firm <not-an-address>', 'a@b.example\nBcc: c@d.example'])(
    'rejects MAIL_FROM=%j',
    (from) => {
      expect(problemsOf({ MAIL_FROM: from })[0]).toMatch(/^MAIL_FROM must be/);
    },
  );

  it('reads the consultation request limit (5 per IP and window by default)', () => {
    expect(load({}).rateLimits.consultationPerIp).toBe(5);
    expect(load({ CONSULTATION_RATE_LIMIT_PER_IP: '20' }).rateLimits.consultationPerIp).toBe(20);
    expect(problemsOf({ CONSULTATION_RATE_LIMIT_PER_IP: '0' })[0]).toMatch(
      /^CONSULTATION_RATE_LIMIT_PER_IP must be at least 1/,
    );
  });

  it('uses the development secret only when SESSION_SECRET is unset', () => {
    expect(load({ SESSION_SECRET: 'e'.repeat(32) }).session.secret).toBe('e'.repeat(32));
    expect(load({}).session.secret).toBe(devSecret());
  });
});

describe('describeDatabase', () => {
  it('never shows the password', () => {
    expect(
      describeDatabase(load({ DATABASE_URL: 'mariadb://app:secret@db:3306/consult' }).database),
    ).toBe('MariaDB (mariadb://db:3306/consult)');
  });
});

describe('loadConfig: the request deadline', () => {
  it('gives every request 30 s by default, and reads REQUEST_DEADLINE_MS', () => {
    expect(load({}).requestDeadlineMs).toBe(30000);
    expect(load({ REQUEST_DEADLINE_MS: '5000' }).requestDeadlineMs).toBe(5000);
  });

  it('refuses a deadline no request could meet, or none at all', () => {
    expect(problemsOf({ REQUEST_DEADLINE_MS: '10' })).toEqual([
      'REQUEST_DEADLINE_MS must be between 1000 and 600000 (got 10)',
    ]);
    expect(problemsOf({ REQUEST_DEADLINE_MS: '0' })).toHaveLength(1);
  });
});

describe('loadConfig: Swagger UI (API_DOCS)', () => {
  it('serves it outside production unless turned off', () => {
    expect(load({}).apiDocs).toBe(true);
    expect(load({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(load({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('serves it in production only when turned on', () => {
    expect(load(PRODUCTION).apiDocs).toBe(false);
    expect(load({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('refuses a value that is not a yes or a no', () => {
    expect(problemsOf({ API_DOCS: 'maybe' })).toEqual([
      'API_DOCS must be true or false (got "maybe")',
    ]);
  });
});
