// What the scenarios ask of the API: accounts signed in, an NDA signed, an invoice set up and
// downloaded, and what a good answer looks like (a real PDF, or a JSON 503 with Retry-After and
// the domain's message).
import { randomBytes } from 'node:crypto';
import { ESIGN_MESSAGES, MESSAGES } from '@consult/domain';
import {
  agreementRequest,
  ndaRequest,
  registration,
  sessionCookie,
  TEST_PASSWORD,
} from '../shared/built-api';
import { describeAnswer, type Answer, type ApiClient } from '../shared/http';

/** The messages the API answers with when it cannot serve (libs/domain). */
export const UNAVAILABLE = {
  service: MESSAGES.serviceUnavailable,
  renderBusy: ESIGN_MESSAGES.renderBusy,
  renderFailed: ESIGN_MESSAGES.renderFailed,
};

export interface Account {
  username: string;
  password: string;
  cookie: string;
}

export async function signUp(client: ApiClient, tag: string): Promise<Account> {
  const username = `faults_${tag}_${randomBytes(3).toString('hex')}`;
  const registered = await client.call('POST', '/api/register', { body: registration(username) });
  if (registered.status !== 201)
    throw new Error(`registration answered ${describeAnswer(registered)}`);
  const login = await client.call('POST', '/api/login', {
    body: { username, password: TEST_PASSWORD },
  });
  const cookie = sessionCookie(login.headers.getSetCookie());
  if (login.status !== 200 || !cookie) throw new Error(`sign-in answered ${describeAnswer(login)}`);
  return { username, password: TEST_PASSWORD, cookie };
}

/** Accepts the e-sign disclosure and signs an NDA through the API; answers its id. */
export async function signNda(client: ApiClient, account: Account): Promise<number | undefined> {
  const consent = await client.call<{ version: string }>('GET', '/api/esign-consent', {
    cookie: account.cookie,
  });
  const accepted = await client.call('POST', '/api/esign-consent', {
    cookie: account.cookie,
    body: { version: consent.body?.version },
  });
  if (accepted.status >= 300)
    throw new Error(`e-sign consent answered ${describeAnswer(accepted)}`);
  const nda = await client.call<{ id: number }>('POST', '/api/nda', {
    cookie: account.cookie,
    body: ndaRequest(),
  });
  if (nda.status !== 201) throw new Error(`signing the NDA answered ${describeAnswer(nda)}`);
  return nda.body?.id;
}

/** Signs a consulting agreement and sets up payment by invoice for it; answers the method's id. */
export async function setUpInvoice(client: ApiClient, account: Account): Promise<number> {
  const agreement = await client.call<{ id: number; totals: { grandTotalCents: number } }>(
    'POST',
    '/api/consulting-agreement',
    {
      cookie: account.cookie,
      body: agreementRequest([
        {
          name: 'Corporate Advisory',
          subServices: ['Due Diligence'],
          paymentType: 'project',
          fee: 5500,
        },
      ]),
    },
  );
  if (agreement.status !== 201 || !agreement.body?.totals)
    throw new Error(`signing the agreement answered ${describeAnswer(agreement)}`);
  const method = await client.call<{ id: number }>('POST', '/api/payment-setup', {
    cookie: account.cookie,
    body: {
      amount: agreement.body.totals.grandTotalCents / 100,
      consulting_agreement_id: agreement.body.id,
      payment_type: 'pay by invoice',
      is_monthly: false,
    },
  });
  if (method.status !== 201 || method.body?.id === undefined)
    throw new Error(`setting up payment answered ${describeAnswer(method)}`);
  return method.body.id;
}

/** The invoice's PDF, drawn by the renderer on each download. */
export function download(client: ApiClient, account: Account, invoiceId: number): Promise<Answer> {
  return client.call('GET', `/api/payment-method/${invoiceId}/download-invoice`, {
    cookie: account.cookie,
    binary: true,
  });
}

/** A 503 with Retry-After and the API's JSON error body carrying `message`. */
export function isUnavailable(answer: Answer<object>, message: string): boolean {
  return (
    answer.status === 503 &&
    Number(answer.headers.get('retry-after')) > 0 &&
    answer.body?.statusCode === 503 &&
    answer.body.error === 'Service Unavailable' &&
    answer.body.message === message
  );
}

export function isPdf(answer: Answer<object>): boolean {
  return (
    answer.status === 200 &&
    answer.headers.get('content-type') === 'application/pdf' &&
    answer.bytes.subarray(0, 5).toString('latin1') === '%PDF-' &&
    answer.bytes.subarray(-1024).toString('latin1').includes('%%EOF')
  );
}

/** How many of `items` fall under each key. */
export function countBy<T>(
  items: T[],
  key: (item: T) => string | number,
): Map<string | number, number> {
  const counts = new Map<string | number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** "3 × 200, 1 × 503". */
export function describeCounts(counts: Map<string | number, number>): string {
  return [...counts].map(([kind, n]) => `${n} × ${kind}`).join(', ') || 'none';
}
