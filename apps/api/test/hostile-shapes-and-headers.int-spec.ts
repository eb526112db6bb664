import { connect } from 'node:net';
import {
  BODY_SHAPE_LIMITS,
  MESSAGES,
  PAYMENT_MESSAGES,
  UNKNOWN_FIELDS_LISTED,
} from '@consult/domain';
import { DataSource } from 'typeorm';
import { createSignedInAdmin } from './support/admin';
import {
  EXAMPLE_BODIES,
  createClientWithDocuments,
  type Account,
  type ClientWithDocuments,
} from './support/routes';
import { ORIGIN } from './support/test-app';
import { useTestAppWithMail } from './support/suite';
import { changedTables, countWrites, writesSoFar } from './support/write-counter';

/**
 * The hostile inputs found by hand, beside the generated ones of hostile-input.int-spec.ts: the
 * body shapes the security review sent (issue 17), and header injection below what an HTTP client
 * library lets through.
 */

// The owner's documents are e-mailed as they are signed: a local SMTP server takes the mail.
const { t } = useTestAppWithMail({}, { drainOutboxOnClose: true });
let owner: ClientWithDocuments;
let admin: Account;

beforeAll(async () => {
  await countWrites(t.app.get(DataSource));
  owner = await createClientWithDocuments(t);
  admin = await createSignedInAdmin(t);
}, 60_000);

/** Per table (but the volatile ones): how many rows have been written to it so far. */
const snapshot = () => writesSoFar(t.app.get(DataSource));

// --- the shapes the security review sent (issue 17, finding 2 to 4) ----------------------------

describe('the bodies that once stalled the API or answered 500', () => {
  const post = (path: string, body: string, cookie?: string) => {
    const request = t
      .http()
      .post(path)
      .set('Origin', ORIGIN)
      .set('Content-Type', 'application/json');
    return (cookie ? request.set('Cookie', cookie) : request).send(body);
  };

  it('refuses the 1 MB body of 75,000 unknown keys on /api/login unread: too large', async () => {
    const keys = Array.from({ length: 75_000 }, (_, index) => `"k${index}":1`).join(',');
    const response = await post('/api/login', `{${keys}}`).expect(413);
    expect(response.body.message).toBe('Request body is too large');
  });

  it('refuses 20,000 unknown keys within the size limit at once, with a short answer', async () => {
    const keys = Array.from({ length: 20_000 }, (_, index) => `"k${index}":1`).join(',');
    const response = await post('/api/login', `{${keys}}`).expect(400);
    expect(response.body.message).toBe(MESSAGES.bodyTooManyFields(BODY_SHAPE_LIMITS.maxEntries));
    expect(response.text.length).toBeLessThan(300);
  });

  it('names at most a few unknown fields when a body has many', async () => {
    const keys = Array.from({ length: 300 }, (_, index) => `"k${index}":1`).join(',');
    const response = await post('/api/login', `{${keys}}`).expect(400);
    const unknown = Object.values(response.body.fields as Record<string, string>).filter(
      (message) => message.startsWith('Unknown field'),
    );
    expect(unknown).toHaveLength(UNKNOWN_FIELDS_LISTED);
    expect(response.text.length).toBeLessThan(1_000);
  });

  it.each([
    ['arrays', `{"username":${'['.repeat(2_000)}1${']'.repeat(2_000)},"password":"x"}`],
    ['objects', `{"username":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`],
  ])('refuses %s nested 2,000 deep on /api/login with a 400', async (_kind, body) => {
    const response = await post('/api/login', body).expect(400);
    expect(response.body.message).toBe(MESSAGES.bodyTooDeep(BODY_SHAPE_LIMITS.maxDepth));
  });

  it('refuses amount 1e-7 with the amount message on POST /api/payment-setup and PATCH /api/payment-info/{id}', async () => {
    const example = EXAMPLE_BODIES['POST /api/payment-setup'];
    const setup = (await example({ t, client: owner, admin })) as Record<string, unknown>;
    const created = await post(
      '/api/payment-setup',
      JSON.stringify({ ...setup, amount: 1e-7 }),
      owner.cookie,
    ).expect(400);
    expect(created.body.message).toBe(PAYMENT_MESSAGES.amountInvalid);

    const patched = await t
      .http()
      .patch(`/api/payment-info/${owner.payment.id}`)
      .set('Origin', ORIGIN)
      .set('Cookie', owner.cookie)
      .send({ amount: 1e-7 })
      .expect(400);
    expect(patched.body.message).toBe(PAYMENT_MESSAGES.amountInvalid);
  });
});

// --- header injection below what an HTTP client library lets through ---------------------------

/** Sends bytes as they are, and answers the status line, the headers and the body. */
function rawRequest(text: string): Promise<{ status: number; head: string; body: string }> {
  const url = new URL(t.http().get('/').url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.end(text, 'latin1'));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const response = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = response.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body: rest.join('\r\n\r\n') });
    });
  });
}

describe('header injection through raw requests', () => {
  const requestLine = (path: string, ...headers: string[]) =>
    [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...headers, '', ''].join(
      '\r\n',
    );

  it.each([
    [
      'CR inside X-Request-Id',
      requestLine('/api/health', 'X-Request-Id: abc\rSet-Cookie: pwned=1'),
    ],
    [
      'LF inside X-Request-Id',
      requestLine('/api/health', 'X-Request-Id: abc\nSet-Cookie: pwned=1'),
    ],
    ['NUL inside X-Request-Id', requestLine('/api/health', 'X-Request-Id: abc\u0000def')],
    [
      'a folded X-Request-Id',
      requestLine('/api/health', 'X-Request-Id: abc', ' Set-Cookie: pwned=1'),
    ],
    ['CRLF in the path', requestLine('/api/nda/1\r\nSet-Cookie: pwned=1')],
    ['encoded CRLF in the path', requestLine('/api/nda/1%0d%0aSet-Cookie:%20pwned=1')],
    ['a header too large', requestLine('/api/health', `X-Request-Id: ${'a'.repeat(20_000)}`)],
  ])('answers %s below 500 and echoes nothing injected', async (_label, text) => {
    const before = await snapshot();
    const response = await rawRequest(text);
    expect(response.status).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(500);
    const headers = response.head.split('\r\n').slice(1);
    expect(headers.filter((line) => /^set-cookie:.*pwned/i.test(line))).toEqual([]);
    // Every header line is whole: no CR, LF or NUL was echoed into one.
    expect(headers.filter((line) => /[\0\r\n]/.test(line))).toEqual([]);
    if (response.status >= 400 && response.body)
      expect(typeof (JSON.parse(response.body) as { message?: unknown }).message).toBe('string');
    expect(changedTables(before, await snapshot())).toEqual([]);
  });
});
