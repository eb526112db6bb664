import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { RegisterRequest, User } from '@consult/domain';
import { buildRegistration } from './factories';

/** The URLs of the system that tools/scripts/run-local.mjs --e2e starts. */
export const E2E = {
  marketing: 'http://localhost:4200',
  portal: 'http://localhost:4201',
  admin: 'http://localhost:4202',
  api: 'http://localhost:3000/api',
  databaseUrl: `sqlite:${join(process.cwd(), 'tmp', 'e2e', 'app.sqlite')}`,
  /** The local mail catcher's web side: `/messages.json` lists what the API sent. */
  mailCatcher: 'http://localhost:1080',
} as const;

/** A message the local mail catcher holds (the fields the tests read). */
interface CaughtMessage {
  id: number;
  to: string[];
  subject: string;
  text: string;
}

/**
 * The token of the newest verification link the mail catcher holds for `email` (issue 17), once it
 * has arrived (the API sends it through its mail outbox, so it may take a moment).
 */
export async function verificationTokenFor(email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${E2E.mailCatcher}/messages.json`);
    const messages = (await response.json()) as CaughtMessage[];
    const mail = messages.find(
      (message) =>
        message.to.includes(email.toLowerCase()) &&
        message.subject.startsWith('Please verify your email address'),
    );
    const token = mail && /\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no verification e-mail reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
