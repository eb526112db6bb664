import {
  utcIsoDate,
  type Agreement,
  type AgreementClientData,
  type CreateAgreementRequest,
} from '@consult/domain';
import { acceptDisclosure, TEST_USER_AGENT } from './ndas';
import { ORIGIN, type TestApp } from './test-app';

/** The client block of an agreement, signed today (UTC) by Ada Lovelace. */
export function buildClientData(overrides: Partial<AgreementClientData> = {}): AgreementClientData {
  return {
    companyName: 'Analytical Engines Ltd',
    companyStreet: '12 Example Street',
    companyCity: 'Boston',
    companyState: 'MA',
    companyZip: '02110',
    companyPhone: '+1 617 555 0100',
    signerName: 'Ada Lovelace',
    signerTitle: 'Chief Executive Officer',
    date: utcIsoDate(new Date()),
    ...overrides,
  };
}

/** A complete agreement request: one fixed-fee project, signed by the signer's own name. */
export function buildAgreementRequest(
  overrides: Partial<CreateAgreementRequest> = {},
): CreateAgreementRequest {
  const clientData = buildClientData(overrides.clientData);
  return {
    services: [
      {
        name: 'Corporate Advisory',
        subServices: ['Due Diligence'],
        paymentType: 'project',
        fee: 5500,
      },
    ],
    signature: clientData.signerName,
    agreeToSignElectronically: true,
    ...overrides,
    clientData,
  };
}

export function postAgreement(t: TestApp, cookie: string, body: object) {
  return t
    .http()
    .post('/api/consulting-agreement')
    .set('Origin', ORIGIN)
    .set('Cookie', cookie)
    .set('User-Agent', TEST_USER_AGENT)
    .send(body);
}

/** Accepts the disclosure (once is enough) and signs an agreement; answers the stored version. */
export async function signAgreement(
  t: TestApp,
  cookie: string,
  overrides: Partial<CreateAgreementRequest> = {},
): Promise<Agreement> {
  await acceptDisclosure(t, cookie);
  const response = await postAgreement(t, cookie, buildAgreementRequest(overrides));
  if (response.status !== 201)
    throw new Error(`signing failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Agreement;
}
