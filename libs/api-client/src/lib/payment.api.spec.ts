/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentSetupRequest } from '@consult/domain';
import { configureApiBaseUrl } from './base-api';
import { errorMessage, errorStatus } from './errors';
import { paymentApi } from './payment.api';
import { profileApi } from './profile.api';
import { createTestStore, resetTestStores } from './test-stores';

// A real HTTP server on a loopback port; each test says how it answers.
type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
let handler: (req: IncomingMessage, body: string) => Reply;
const hits: string[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      hits.push(`${req.method} ${req.url}${body ? ` ${body}` : ''}`);
      const reply = handler(req, body);
      const raw = Buffer.isBuffer(reply.body);
      res.writeHead(reply.status, {
        'Content-Type': raw ? 'application/pdf' : 'application/json',
        ...reply.headers,
      });
      res.end(raw ? reply.body : reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => resetTestStores());

beforeEach(() => {
  hits.length = 0;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const summary = { id: 7, paymentType: 'pay by invoice', isMonthly: false, amount: 65000 };
const profile = { companyName: 'Lindqvist Logistics', hasPaymentMethod: true };

const request: PaymentSetupRequest = {
  amount: 10833.33,
  consulting_agreement_id: 4,
  payment_type: 'pay by credit card',
  is_monthly: true,
  cardholder_name: 'Ada Lindqvist',
  card_number: '4242 4242 4242 4242',
  expiry_date: '04/29',
  cvv: '123',
  billing_address: '48 Wharf Road',
  billing_city: 'Portland',
  billing_state: 'ME',
  billing_zip: '04101',
};

function answer(req: IncomingMessage): Reply {
  if (req.method === 'DELETE') return { status: 204 };
  if (req.method === 'POST') return { status: 201, body: { ...summary, id: 8 } };
  if (req.method === 'PATCH') return { status: 200, body: summary };
  if (req.url === '/api/payment-info') return { status: 200, body: [summary] };
  if (req.url === '/api/profile') return { status: 200, body: profile };
  return { status: 200, body: summary };
}

/** Subscribes to the list, one method and the profile, then forgets the calls made so far. */
async function watchAll(store: ReturnType<typeof createTestStore>) {
  const subscriptions = [
    store.dispatch(paymentApi.endpoints.getPaymentMethods.initiate()),
    store.dispatch(paymentApi.endpoints.getPaymentMethod.initiate(7)),
    store.dispatch(paymentApi.endpoints.getPaymentMethod.initiate(3)),
    store.dispatch(profileApi.endpoints.getProfile.initiate()),
  ];
  await Promise.all(subscriptions);
  hits.length = 0;
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

describe('the payment method endpoints', () => {
  it('lists and reads payment methods', async () => {
    const store = createTestStore();
    handler = answer;
    const list = await store.dispatch(paymentApi.endpoints.getPaymentMethods.initiate());
    expect(list.data).toEqual([summary]);
    const one = await store.dispatch(paymentApi.endpoints.getPaymentMethod.initiate(7));
    expect(one.data).toEqual(summary);
    expect(hits).toEqual(['GET /api/payment-info', 'GET /api/payment-info/7']);
  });

  it('sets one up with the snake_case payload, then refetches the list and the profile', async () => {
    const store = createTestStore();
    handler = answer;
    const stop = await watchAll(store);

    const saved = await store.dispatch(paymentApi.endpoints.setUpPaymentMethod.initiate(request));
    expect(saved).toMatchObject({ data: { id: 8 } });
    await settle();
    expect(hits[0]).toBe(`POST /api/payment-setup ${JSON.stringify(request)}`);
    // Other methods are not refetched: a new one changes none of them.
    expect(hits.slice(1).sort()).toEqual(['GET /api/payment-info', 'GET /api/profile']);
    stop();
  });

  it('edits with PATCH, then refetches the list, that method and the profile', async () => {
    const store = createTestStore();
    handler = answer;
    const stop = await watchAll(store);

    await store.dispatch(
      paymentApi.endpoints.updatePaymentMethod.initiate({ id: 7, body: { po_number: 'PO-9' } }),
    );
    await settle();
    expect(hits[0]).toBe('PATCH /api/payment-info/7 {"po_number":"PO-9"}');
    expect(hits.slice(1).sort()).toEqual([
      'GET /api/payment-info',
      'GET /api/payment-info/7',
      'GET /api/profile',
    ]);
    stop();
  });

  it('deletes, then refetches the list, that method and the profile', async () => {
    const store = createTestStore();
    handler = answer;
    const stop = await watchAll(store);

    await store.dispatch(paymentApi.endpoints.deletePaymentMethod.initiate(7));
    await settle();
    expect(hits[0]).toBe('DELETE /api/payment-info/7');
    expect(hits.slice(1).sort()).toEqual([
      'GET /api/payment-info',
      'GET /api/payment-info/7',
      'GET /api/profile',
    ]);
    stop();
  });

  it('hands back the server’s message when a setup is refused, and never retries it', async () => {
    const store = createTestStore();
    handler = () => ({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'This card has expired' },
    });
    const result = await store.dispatch(
      paymentApi.endpoints.setUpPaymentMethod.initiate({ ...request, expiry_date: '01/20' }),
    );
    const error = 'error' in result ? result.error : undefined;
    expect(errorStatus(error)).toBe(400);
    expect(errorMessage(error, 'Failed to save payment details')).toBe('This card has expired');
    expect(hits).toHaveLength(1);
  });

  it('downloads the invoice as an object URL with the server’s file name', async () => {
    const store = createTestStore();
    handler = () => ({
      status: 200,
      body: Buffer.from('%PDF-1.4 test'),
      headers: { 'Content-Disposition': 'attachment; filename="invoice-PO-2025-118.pdf"' },
    });
    const result = await store.dispatch(paymentApi.endpoints.downloadInvoice.initiate(7));
    if (!('data' in result) || !result.data) throw new Error('expected a file');
    expect(result.data.fileName).toBe('invoice-PO-2025-118.pdf');
    expect(result.data.objectUrl).toMatch(/^blob:/);
    expect(hits).toEqual(['GET /api/payment-method/7/download-invoice']);
    URL.revokeObjectURL(result.data.objectUrl);
  });

  it('reports a failed download with its status and never retries it', async () => {
    const store = createTestStore();
    handler = () => ({ status: 404, body: { statusCode: 404, message: 'Not found' } });
    const result = await store.dispatch(paymentApi.endpoints.downloadInvoice.initiate(7));
    expect(errorStatus('error' in result ? result.error : undefined)).toBe(404);
    expect(hits).toEqual(['GET /api/payment-method/7/download-invoice']);
  });
});
