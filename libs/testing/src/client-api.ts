import { expect, type APIRequestContext } from '@playwright/test';
import type { AgreementServiceSelection, RegisterRequest } from '@consult/domain';
import { agreementServices, clientDataOf } from './agreements';
import { E2E } from './e2e-stack';

// What the portal's forms send, sent straight to the API, for stories that need a client's
// documents to exist but are not about making them.

/**
 * Calls the API as the portal does: through the portal's `/api`, from its origin, with the
 * cookies of `api` (`page.request` for the signed-in browser). Fails the test when the API
 * refuses; answers the JSON body (null for an empty one).
 */
export async function callApi<T = unknown>(
  api: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await api.fetch(`${E2E.portal}/api${path}`, {
    method,
    data,
    headers: { Origin: E2E.portal },
  });
  expect(
    response.ok(),
    `${method} ${path} answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
  return (await response.json().catch(() => null)) as T;
}

/** Accepts the electronic records disclosure in force, as its dialog in the portal does. */
export async function acceptDisclosure(api: APIRequestContext): Promise<void> {
  const consent = await callApi<{ version: string }>(api, 'GET', '/esign-consent');
  await callApi(api, 'POST', '/esign-consent', { version: consent.version });
}

type Client = Pick<
  RegisterRequest,
  'firstName' | 'lastName' | 'companyName' | 'address' | 'city' | 'state' | 'zipCode' | 'phone'
>;

/** Signs a mutual NDA for the client's company, today (the disclosure accepted); answers its id. */
export async function signNda(api: APIRequestContext, client: Client): Promise<number> {
  const { signerName, signerTitle, date, ...company } = clientDataOf(client);
  const nda = await callApi<{ id: number }>(api, 'POST', '/nda', {
    companyName: company.companyName,
    companyAddress: company.companyStreet,
    companyCity: company.companyCity,
    companyState: company.companyState,
    companyZip: company.companyZip,
    signerName,
    signerTitle,
    agreementDate: date,
    signature: signerName,
    agreeToSignElectronically: true,
  });
  return nda.id;
}

/**
 * Signs a consulting agreement for the client's company, today (the disclosure accepted), by
 * default for {@link agreementServices}; answers its id.
 */
export async function signAgreement(
  api: APIRequestContext,
  client: Client,
  services: AgreementServiceSelection[] = agreementServices(),
): Promise<number> {
  const clientData = clientDataOf(client);
  const agreement = await callApi<{ id: number }>(api, 'POST', '/consulting-agreement', {
    clientData,
    services,
    signature: clientData.signerName,
    agreeToSignElectronically: true,
  });
  return agreement.id;
}
