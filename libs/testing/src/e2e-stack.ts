import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { RegisterRequest, User } from '@consult/domain';
import { buildRegistration } from './factories';
import { MAIL_CATCHER_URL, waitForMail } from './mail-catcher';

/** The URLs of the system that tools/scripts/run-local.mjs --e2e starts. */
export const E2E = {
  marketing: 'http://localhost:4200',
  portal: 'http://localhost:4201',
  admin: 'http://localhost:4202',
  api: 'http://localhost:3000/api',
  databaseUrl: `sqlite:${join(process.cwd(), 'tmp', 'e2e', 'app.sqlite')}`,
  /** The local mail catcher (MailDev): its web view, and its REST API (./mail-catcher). */
  mailCatcher: MAIL_CATCHER_URL,
} as const;

/**
 * The token of the newest verification link the mail catcher holds for `email` (issue 17), once it
 * has arrived (the API sends it through its mail outbox, so it may take a moment).
 */
export async function verificationTokenFor(email: string, timeoutMs = 15_000): Promise<string> {
  const mail = await waitForMail(email, /^Please verify your email address/, timeoutMs);
  const token = /\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`the verification e-mail to ${email} carries no link`);
  return token;
}

/** Follows the link the API mailed to `email`, as its owner would (through the API). */
export async function verifyEmail(email: string): Promise<void> {
  const response = await fetch(`${E2E.api}/email-verification/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: E2E.portal },
    body: JSON.stringify({ token: await verificationTokenFor(email) }),
  });
  if (response.status !== 200)
    throw new Error(`confirming ${email} answered ${response.status}: ${await response.text()}`);
}

/**
 * Registers an account through the API, as the portal would; answers the registration used. Its
 * address is then verified through the link the mail catcher received, as the client would do,
 * so that documents are e-mailed to it; `{ verified: false }` leaves it unverified.
 */
export async function registerAccount(
  overrides: Partial<RegisterRequest> = {},
  { verified = true }: { verified?: boolean } = {},
): Promise<RegisterRequest & { user: User }> {
  const registration = buildRegistration(overrides);
  const response = await fetch(`${E2E.api}/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: E2E.portal },
    body: JSON.stringify(registration),
  });
  if (response.status !== 201)
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const user = (await response.json()) as User;
  if (!verified) return { ...registration, user };
  await verifyEmail(registration.email);
  return { ...registration, user: { ...user, emailVerified: true } };
}

/** Makes an account an admin with the operators' command (`npm run admin:promote -- <email>`). */
export function promoteToAdmin(email: string): void {
  execFileSync(process.execPath, [join(process.cwd(), 'dist/apps/api/cli.js'), 'promote', email], {
    env: { ...process.env, DATABASE_URL: E2E.databaseUrl, NODE_ENV: 'development' },
    stdio: 'pipe',
  });
}
