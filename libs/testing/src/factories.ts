import {
  CONSULTATION_SERVICE_TYPE,
  type ConsultationRequest,
  type RegisterRequest,
} from '@consult/domain';

/**
 * A short random suffix that keeps usernames and e-mails unique across tests and runs (Web Crypto,
 * so that it runs in Node, in jsdom and in a browser alike).
 */
export function uniqueSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
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

/** A complete, valid consultation request with a unique e-mail; any field can be overridden. */
export function buildConsultationRequest(
  overrides: Partial<ConsultationRequest> = {},
): ConsultationRequest {
  const suffix = uniqueSuffix();
  return {
    companyName: `Harborview Freight ${suffix}`,
    isPublic: false,
    isPrivate: true,
    firstName: 'Marisol',
    lastName: 'Okafor',
    email: `marisol.${suffix}@example.com`,
    phone: '617-555-0199',
    primaryGoals:
      'Expand into two new regional markets within 18 months.\nPrepare the company for a Series B raise.',
    serviceType: CONSULTATION_SERVICE_TYPE,
    ...overrides,
  };
}
