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
} as const;

/** Registers an account through the API, as the portal would; answers the registration used. */
export async function registerAccount(
  overrides: Partial<RegisterRequest> = {},
): Promise<RegisterRequest & { user: User }> {
  const registration = buildRegistration(overrides);
  const response = await fetch(`${E2E.api}/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: E2E.portal },
    body: JSON.stringify(registration),
  });
  if (response.status !== 201)
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return { ...registration, user: (await response.json()) as User };
}

/** Makes an account an admin with the operators' command (`npm run admin:promote -- <email>`). */
export function promoteToAdmin(email: string): void {
  execFileSync(process.execPath, [join(process.cwd(), 'dist/apps/api/cli.js'), 'promote', email], {
    env: { ...process.env, DATABASE_URL: E2E.databaseUrl, NODE_ENV: 'development' },
    stdio: 'pipe',
  });
}
