// What the stages and benches that run the built API share: its files, the production settings
// they start it with, and the request bodies of a test account's registration, NDA and agreement.
import { spawn, type ChildProcess, type StdioNull, type StdioPipe } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type {
  AgreementServiceSelection,
  CreateAgreementRequest,
  CreateNdaRequest,
  RegisterRequest,
} from '@consult/domain';
import { root, runToEnd, sleep, throwawaySigningCertificate } from './workspace';

/** The three apps' URLs the built API is configured with (NODE_ENV=production needs them). */
export const PRODUCTION_APPS = {
  MARKETING_URL: 'https://example.test',
  PORTAL_URL: 'https://portal.example.test',
  ADMIN_URL: 'https://admin.example.test',
};
/**
 * The Origin a state-changing request sends: the portal's. The API accepts a write only from the app
 * that owns its route (docs/security.md, "Which app calls which routes"), and these stages call the
 * portal's routes and the session routes alone; a request to /api/admin would need ADMIN_URL's
 * origin, and one to /api/consultation MARKETING_URL's.
 */
export const ORIGIN = PRODUCTION_APPS.PORTAL_URL;
/** The session cookie's name in production. */
export const SESSION_COOKIE = '__Host-sid';
export const TEST_PASSWORD = 'correct horse battery staple';

/** The built API's entry points; throws with what to do when it has not been built. */
export function builtApi(): { main: string; cli: string } {
  const files = {
    main: join(root, 'dist/apps/api/main.js'),
    cli: join(root, 'dist/apps/api/cli.js'),
  };
  if (!existsSync(files.main) || !existsSync(files.cli)) {
    throw new Error('Build the API first: npx nx run api:build');
  }
  return files;
}

/**
 * The environment the built API runs with as deployed (NODE_ENV=production, behind a trusted
 * proxy, fresh secrets, a throwaway signing certificate made in `scratch`) on `port`, with the
 * database at `databaseUrl`. Mail goes nowhere (port 9) unless `env` says otherwise.
 */
export function productionApiEnv({
  port,
  databaseUrl,
  scratch,
  env = {},
}: {
  port: number;
  databaseUrl: string;
  scratch: string;
  env?: NodeJS.ProcessEnv;
}): NodeJS.ProcessEnv & { PORT: string; DATABASE_URL: string; SESSION_SECRET: string } {
  const sqlite = databaseUrl.startsWith('sqlite:');
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DB_MIGRATIONS_RUN: 'true',
    DB_SYNCHRONIZE: sqlite ? 'false' : '',
    SESSION_SECRET: randomBytes(36).toString('base64'),
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ...throwawaySigningCertificate(scratch),
    TRUST_PROXY: '127.0.0.1',
    ...PRODUCTION_APPS,
    SMTP_URL: 'smtp://127.0.0.1:9',
    LOG_LEVEL: 'info',
    PUPPETEER_SKIP_DOWNLOAD: '1',
    ...env,
  };
}

/**
 * Starts the built API with `env` (productionApiEnv): on an SQLite file, its schema made first as
 * `npm start` makes it (the CLI's migrate). Resolves once /api/health answers, to the child
 * process; rejects if it exits or does not answer within a minute.
 */
export async function startBuiltApi(
  env: NodeJS.ProcessEnv & { PORT: string; DATABASE_URL: string },
  { nodeArgs = [], stdio = 'ignore' }: { nodeArgs?: string[]; stdio?: StdioNull | StdioPipe } = {},
): Promise<ChildProcess> {
  const { main, cli } = builtApi();
  if (env.DATABASE_URL.startsWith('sqlite:')) {
    const { code, output } = await runToEnd(process.execPath, [cli, 'migrate'], {
      ...env,
      NODE_ENV: 'development',
    });
    if (code !== 0) throw new Error(`the API's migrate failed:\n${output}`);
  }
  const api = spawn(process.execPath, [...nodeArgs, main], {
    cwd: root,
    env,
    stdio: ['ignore', stdio, 'inherit'],
  });
  const health = `http://127.0.0.1:${env.PORT}/api/health`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error('the API exited at start-up');
    try {
      if ((await fetch(health)).ok) return api;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  api.kill('SIGTERM');
  throw new Error(`${health} did not answer within a minute`);
}

/** Stops an API started by startBuiltApi and waits for it to exit. */
export async function stopBuiltApi(api: ChildProcess | undefined): Promise<void> {
  if (!api || api.exitCode !== null) return;
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
}

/** A valid POST /api/register body for `username` (password TEST_PASSWORD). */
export function registration(username: string): RegisterRequest {
  return {
    username,
    email: `${username}@example.com`,
    password: TEST_PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: 'Analytical Engines Ltd',
    address: '12 Example Street',
    city: 'Boston',
    state: 'MA',
    zipCode: '02110',
    phone: '+1 555 010 1234',
  };
}

/** "__Host-sid=…" from a response's Set-Cookie lines, or undefined. */
export function sessionCookie(setCookieLines: string[]): string | undefined {
  return setCookieLines
    .map((line) => line.split(';', 1)[0])
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
}

/** A valid POST /api/nda body, dated today (UTC), signed by the signer's own name. */
export function ndaRequest(): CreateNdaRequest {
  return {
    companyName: 'Analytical Engines Ltd',
    companyAddress: '12 Example Street',
    companyCity: 'Boston',
    companyState: 'MA',
    companyZip: '02110',
    signerName: 'Ada Lovelace',
    signerTitle: 'Chief Executive Officer',
    agreementDate: new Date().toISOString().slice(0, 10),
    signature: 'Ada Lovelace',
    agreeToSignElectronically: true,
  };
}

/** A valid POST /api/consulting-agreement body for `services`, dated today, signed by the signer. */
export function agreementRequest(services: AgreementServiceSelection[]): CreateAgreementRequest {
  return {
    services,
    signature: 'Ada Lovelace',
    agreeToSignElectronically: true,
    clientData: {
      companyName: 'Analytical Engines Ltd',
      companyStreet: '12 Example Street',
      companyCity: 'Boston',
      companyState: 'MA',
      companyZip: '02110',
      companyPhone: '+1 617 555 0100',
      signerName: 'Ada Lovelace',
      signerTitle: 'Chief Executive Officer',
      date: new Date().toISOString().slice(0, 10),
    },
  };
}
