// What the scripts that run the built API (two-instances.mjs, faults-and-load.mjs,
// tools/bench/api-speed.mjs) share: its files, the production settings they start it with, a
// test account's registration, and reading the session cookie.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { baseEnv, root } from './lib.mjs';

const require = createRequire(import.meta.url);

/** The three apps' URLs the built API is configured with (NODE_ENV=production needs them). */
export const PRODUCTION_APPS = {
  MARKETING_URL: 'https://example.test',
  PORTAL_URL: 'https://portal.example.test',
  ADMIN_URL: 'https://admin.example.test',
};
/**
 * The Origin a state-changing request sends: the portal's. The API accepts a write only from the app
 * that owns its route (docs/security.md, "Which app calls which routes"), and these scripts call the
 * portal's routes and the session routes alone; a request to /api/admin would need ADMIN_URL's
 * origin, and one to /api/consultation MARKETING_URL's.
 */
export const ORIGIN = PRODUCTION_APPS.PORTAL_URL;
/** The session cookie's name in production. */
export const SESSION_COOKIE = '__Host-sid';
export const TEST_PASSWORD = 'correct horse battery staple';

/** The built API's entry points; throws with what to do when it has not been built. */
export function builtApi() {
  const files = {
    main: join(root, 'dist/apps/api/main.js'),
    cli: join(root, 'dist/apps/api/cli.js'),
  };
  if (!existsSync(files.main) || !existsSync(files.cli)) {
    throw new Error('Build the API first: npx nx run api:build');
  }
  return files;
}

/** autocannon (a devDependency); throws with what to do when it is missing. */
export function loadAutocannon() {
  try {
    return require('autocannon');
  } catch {
    throw new Error('autocannon is not installed: npm install (it is a devDependency)');
  }
}

/** Seconds since `since` (a performance.now()), to one decimal. */
export function seconds(since) {
  return ((performance.now() - since) / 1000).toFixed(1);
}

/** Runs a command to its end: its exit code and everything it printed. */
export function runToEnd(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...baseEnv, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** A valid POST /api/register body for `username` (password TEST_PASSWORD). */
export function registration(username) {
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
export function sessionCookie(setCookieLines) {
  return setCookieLines
    .map((line) => line.split(';', 1)[0])
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
}

/** A valid POST /api/nda body, dated today (UTC), signed by the signer's own name. */
export function ndaRequest() {
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
export function agreementRequest(services) {
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
