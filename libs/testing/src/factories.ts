import { randomBytes } from 'node:crypto';
import type { RegisterRequest } from '@consult/domain';

/** A short random suffix that keeps usernames and e-mails unique across tests and runs. */
export function uniqueSuffix(): string {
  return randomBytes(5).toString('hex');
}

/** A complete, valid registration; any field can be overridden. */
export function buildRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  const suffix = uniqueSuffix();
  return {
    username: `client_${suffix}`,
    email: `client.${suffix}@example.com`,
    password: 'Harbor-Lights-2025',
    firstName: 'Avery',
    lastName: 'Lindqvist',
    companyName: `Lindqvist Logistics ${suffix}`,
    phone: '617-555-0142',
    address: '45 Atlantic Avenue',
    city: 'Boston',
    state: 'MA',
    zipCode: '02110',
    ...overrides,
  };
}
