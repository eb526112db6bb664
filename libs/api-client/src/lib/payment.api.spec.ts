/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http';
import type { PaymentSetupRequest } from '@consult/domain';
import { errorMessage, errorStatus } from './errors';
import { paymentApi } from './payment.api';
import { profileApi } from './profile.api';
import { createTestStore } from './test-stores';
import { settle, useTestApiServer, type TestReply } from './test-server';

const api = useTestApiServer();

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

function answer(req: IncomingMessage): TestReply {
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
  api.hits.length = 0;
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

describe('the payment method endpoints', () => {
  it('lists and reads payment methods', async () => {
    const store = createTestStore();
    api.handler = answer;
    const list = await store.dispatch(paymentApi.endpoints.getPaymentMethods.initiate());
    expect(list.data).toEqual([summary]);
    const one = await store.dispatch(paymentApi.endpoints.getPaymentMethod.initiate(7));
    expect(one.data).toEqual(summary);
    expect(api.hits).toEqual(['GET /api/payment-info', 'GET /api/payment-info/7']);
  });

  it('sets one up with the snake_case payload, then refetches the list and the profile', async () => {
    const store = createTestStore();
    api.handler = answer;
    const stop = await watchAll(store);

    const saved = await store.dispatch(paymentApi.endpoints.setUpPaymentMethod.initiate(request));
    expect(saved).toMatchObject({ data: { id: 8 } });
    await settle();
    expect(api.hits[0]).toBe(`POST /api/payment-setup ${JSON.stringify(request)}`);
    // A new method replaces the one in force: every cached method is refetched.
    expect(api.hits.slice(1).sort()).toEqual([
      'GET /api/payment-info',
      'GET /api/payment-info/3',
      'GET /api/payment-info/7',
      'GET /api/profile',
    ]);
    stop();
  });

  it('edits with PATCH, then refetches the list, that method and the profile', async () => {
    const store = createTestStore();
    api.handler = answer;
    const stop = await watchAll(store);

    await store.dispatch(
      paymentApi.endpoints.updatePaymentMethod.initiate({ id: 7, body: { po_number: 'PO-9' } }),
    );
    await settle();
    expect(api.hits[0]).toBe('PATCH /api/payment-info/7 {"po_number":"PO-9"}');
    expect(api.hits.slice(1).sort()).toEqual([
      'GET /api/payment-info',
      'GET /api/payment-info/7',
      'GET /api/profile',
    ]);
    stop();
  });

  it('deletes, then refetches the list, that method and the profile', async () => {
    const store = createTestStore();
    api.handler = answer;
    const stop = await watchAll(store);

    await store.dispatch(paymentApi.endpoints.deletePaymentMethod.initiate(7));
    await settle();
    expect(api.hits[0]).toBe('DELETE /api/payment-info/7');
    expect(api.hits.slice(1).sort()).toEqual([
      'GET /api/payment-info',
      'GET /api/payment-info/7',
      'GET /api/profile',
    ]);
    stop();
  });

  it('hands back the server’s message when a setup is refused, and never retries it', async () => {
    const store = createTestStore();
    api.handler = () => ({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'This card has expired' },
    });
    const result = await store.dispatch(
      paymentApi.endpoints.setUpPaymentMethod.initiate({ ...request, expiry_date: '01/20' }),
    );
    const error = 'error' in result ? result.error : undefined;
    expect(errorStatus(error)).toBe(400);
    expect(errorMessage(error, 'Failed to save payment details')).toBe('This card has expired');
    expect(api.hits).toHaveLength(1);
  });

  it('downloads the invoice as an object URL with the server’s file name', async () => {
    const store = createTestStore();
    api.handler = () => ({
      status: 200,
      body: Buffer.from('%PDF-1.4 test'),
      headers: { 'Content-Disposition': 'attachment; filename="invoice-PO-2025-118.pdf"' },
    });
    const result = await store.dispatch(paymentApi.endpoints.downloadInvoice.initiate(7));
    if (!('data' in result) || !result.data) throw new Error('expected a file');
    expect(result.data.fileName).toBe('invoice-PO-2025-118.pdf');
    expect(result.data.objectUrl).toMatch(/^blob:/);
    expect(api.hits).toEqual(['GET /api/payment-method/7/download-invoice']);
    URL.revokeObjectURL(result.data.objectUrl);
  });

  it('reports a failed download with its status and never retries it', async () => {
    const store = createTestStore();
    api.handler = () => ({ status: 404, body: { statusCode: 404, message: 'Not found' } });
    const result = await store.dispatch(paymentApi.endpoints.downloadInvoice.initiate(7));
    expect(errorStatus('error' in result ? result.error : undefined)).toBe(404);
    expect(api.hits).toEqual(['GET /api/payment-method/7/download-invoice']);
  });
});
