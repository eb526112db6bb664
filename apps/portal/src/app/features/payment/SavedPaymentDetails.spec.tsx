import { screen, waitFor, within } from '@testing-library/react';
import type { PaymentMethod, PaymentSetupRequest } from '@consult/domain';
import { mockApi, setViewportWidth, type MockReply, type MockRoute } from '@consult/ui/testing';
import { buildAgreement } from '../../../testing/agreement-factories';
import { buildClient } from '../../../testing/factories';
import { buildPaymentDetails, buildReplacedMethod } from '../../../testing/payment-factories';
import { renderPortal } from '../../../testing/render-portal';

jest.setTimeout(30_000);

/** The API with one saved method (or a failure in its place, answered for method 22). */
function detailsApi(method: PaymentMethod | MockReply, extra: Record<string, MockRoute> = {}) {
  const sent: Partial<PaymentSetupRequest>[] = [];
  let current = 'id' in method ? method : null;
  const fetchMock = mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/consulting-agreement/4': { body: buildAgreement() },
    [`GET /api/payment-info/${current?.id ?? 22}`]: () =>
      current ? { body: current } : (method as MockReply),
    [`PATCH /api/payment-info/${current?.id ?? 22}`]: async (request) => {
      const body = (await request.json()) as Partial<PaymentSetupRequest>;
      sent.push(body);
      // Saving confirms a carried-over method (the API's answer).
      if (current) {
        current = { ...current, poNumber: body.po_number ?? null, needsConfirmation: false };
      }
      return { body: current };
    },
    ...extra,
  });
  return { fetchMock, sent };
}

const region = (name: string) => screen.getByRole('region', { name });
const detail = (section: HTMLElement, term: string) =>
  within(section).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Saved payment details (/payment-method/{id}, /payment-details/{id})', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => jest.restoreAllMocks());

  it('shows a card read-only: status, amount, type, schedule, PO number, paid in full, what it bills, billing, the card masked', async () => {
    detailsApi(buildPaymentDetails('pay by credit card', { poNumber: 'PO-7' }));
    renderPortal('/payment-method/22');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
    expect(detail(payment, 'Status')).toBe('In force');
    expect(detail(payment, 'Amount')).toBe('$10,833.33');
    expect(detail(payment, 'Payment type')).toBe('Pay by Credit Card');
    expect(detail(payment, 'Schedule')).toBe('Monthly');
    expect(detail(payment, 'PO number')).toBe('PO-7');
    expect(detail(payment, 'Paid in full')).toBe('No, monthly instalments');
    expect(detail(payment, 'Bills')).toBe('CA-000004, version 1, total $65,000');
    expect(detail(payment, 'Instalments')).toBe(
      '5 monthly payments of $10,833.33 and a last one of $10,833.35: the grand total of $65,000 over the longest monthly term (6 months)',
    );
    const card = region('Card details');
    expect(detail(card, 'Card')).toBe('Visa •••• 4242');
    expect(detail(card, 'Expires')).toBe('04/29');
    expect(detail(region('Billing information'), 'Address')).toBe(
      '48 Wharf Road, Portland, ME 04101',
    );
    expect(screen.getByRole('link', { name: 'Change Payment Method' })).toHaveAttribute(
      'href',
      '/payment-method-selection?agreementId=4',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says an invoice pays in full, in one payment, and lists no instalments', async () => {
    detailsApi(buildPaymentDetails('pay by invoice', { id: 22 }));
    renderPortal('/payment-method/22');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(detail(payment, 'Paid in full')).toBe('Yes, in one payment');
    expect(within(payment).queryByText('Instalments')).toBeNull();
  });

  it('shows a replaced method as history: no Edit, no Change Payment Method, no invoice, and where the one in force is', async () => {
    detailsApi(buildReplacedMethod('pay by invoice', { id: 22 }));
    renderPortal('/payment-method/22');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(detail(payment, 'Status')).toBe('Replaced on March 9, 2025');
    expect(screen.getByText('This payment method was replaced')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View the payment method in force' })).toHaveAttribute(
      'href',
      '/payment-method/30',
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change Payment Method' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download Invoice' })).toBeNull();
  });

  it('never opens a replaced or ended method for editing, even with ?mode=edit', async () => {
    const { sent } = detailsApi(
      buildPaymentDetails('pay by ach', {
        id: 22,
        status: 'ended',
        statusChangedAt: '2025-04-01T09:00:00.000Z',
      }),
    );
    renderPortal('/payment-method/22?mode=edit');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
    expect(screen.getByText('This payment method has ended')).toBeVisible();
    expect(detail(payment, 'Status')).toBe('Ended on April 1, 2025');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('asks to confirm a method carried over to a new version, and confirms it by saving the edit with the ACH ticks again', async () => {
    const carried = buildPaymentDetails('pay by ach', {
      id: 22,
      needsConfirmation: true,
      agreementVersion: 2,
      achAuthorization: null,
    });
    const { sent } = detailsApi(carried);
    const { user, router } = renderPortal('/payment-method/22');
    const notice = await screen.findByText(
      'The agreement changed: please confirm this payment method for version 2 ($65,000.00)',
    );
    expect(notice).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Payment Details' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?mode=edit');
    expect(
      screen.getByText(/^Saving confirms this payment method for version 2 of the agreement/),
    ).toBeVisible();
    const authorize = screen.getByRole('checkbox', { name: /^I authorize/ });
    const own = screen.getByRole('checkbox', { name: /^I confirm that I own/ });
    expect(authorize).not.toBeChecked();
    expect(own).not.toBeChecked();

    // Nothing changed but the agreement: the ticks are still required.
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const ticks = screen.getByRole('group', { name: 'ACH debit authorization' });
    expect(
      await within(ticks).findByText('Please accept the ACH authorization terms'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(authorize);
    await user.click(own);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      amount: 65000,
      is_monthly: false,
      is_paid_in_full: true,
      ach_authorization: true,
      account_ownership: true,
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(screen.queryByText(/please confirm this payment method/)).toBeNull(),
    );
  });

  it('shows the bank account masked to its last four, with the authorisation on record', async () => {
    detailsApi(buildPaymentDetails('pay by ach'));
    renderPortal('/payment-details/23');
    const bank = await screen.findByRole('region', { name: 'Bank account' });
    expect(detail(bank, 'Routing number')).toBe('•••• 0015');
    expect(detail(bank, 'Account number')).toBe('•••• 6789');
    expect(detail(bank, 'Account type')).toBe('Checking');
    expect(detail(bank, 'ACH authorization')).toBe('Authorized on March 6, 2025');
  });

  it('edits, cancels back to the saved values, and edits again with Save Changes', async () => {
    const { sent } = detailsApi(buildPaymentDetails('pay by invoice', { id: 22 }));
    const { user, router } = renderPortal('/payment-method/22');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Payment Details' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?mode=edit');
    const po = screen.getByLabelText(/^PO number/);
    expect(po).toHaveValue('PO-2025-118');
    await user.clear(po);
    await user.type(po, 'PO-CHANGED');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
    expect(detail(region('Payment'), 'PO number')).toBe('PO-2025-118');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText(/^PO number/)).toHaveValue('PO-2025-118');
    await user.clear(screen.getByLabelText(/^PO number/));
    await user.type(screen.getByLabelText(/^PO number/), 'PO-9');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Payment details saved/updated successfully')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/payment-method/22');
    await waitFor(() => expect(detail(region('Payment'), 'PO number')).toBe('PO-9'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ po_number: 'PO-9', payment_type: 'pay by invoice' });
  });

  it('keeps the card when an edit leaves its number empty: no card number, CVV or last four is sent', async () => {
    const { sent } = detailsApi(buildPaymentDetails('pay by credit card'));
    const { user } = renderPortal('/payment-method/22?mode=edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Payment Details' });
    expect(screen.getByText('Leave blank to keep the card ending 4242')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Card number/)).toHaveValue('');
    expect(screen.getByLabelText(/^Cardholder name/)).toHaveValue('Ada Lindqvist');
    await user.clear(screen.getByLabelText(/^Cardholder name/));
    await user.type(screen.getByLabelText(/^Cardholder name/), 'Ada M. Lindqvist');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      cardholder_name: 'Ada M. Lindqvist',
      expiry_date: '04/29',
      is_monthly: true,
      amount: 10833.33,
    });
    for (const key of ['card_number', 'cvv', 'last4']) expect(sent[0]).not.toHaveProperty(key);
  });

  it('keeps the bank numbers, and asks the ACH ticks only when the edit changes the account', async () => {
    const { sent } = detailsApi(buildPaymentDetails('pay by ach'));
    const { user } = renderPortal('/payment-method/23?mode=edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Payment Details' });
    expect(
      screen.getByText('Leave blank to keep the routing number ending 0015'),
    ).toBeInTheDocument();
    expect(screen.getByText('Leave blank to keep the account ending 6789')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Account number/), '99887766');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const ticks = screen.getByRole('group', { name: 'ACH debit authorization' });
    expect(
      await within(ticks).findByText('Please accept the ACH authorization terms'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Account number/));
    await user.type(screen.getByLabelText(/^PO number/), 'PO-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    for (const key of ['routing_number', 'account_number', 'ach_authorization']) {
      expect(sent[0]).not.toHaveProperty(key);
    }
  });

  it('downloads the invoice as invoice-{PO number}.pdf and toasts', async () => {
    detailsApi(buildPaymentDetails('pay by invoice', { id: 22 }), {
      'GET /api/payment-method/22/download-invoice': { body: 'pdf' },
    });
    URL.createObjectURL = jest.fn(() => 'blob:invoice-22');
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = renderPortal('/payment-method/22');
    await user.click(await screen.findByRole('button', { name: 'Download Invoice' }));
    expect(await screen.findByText('Invoice downloaded successfully')).toBeVisible();
    expect(clicked.map((link) => [link.href, link.download])).toEqual([
      ['blob:invoice-22', 'invoice-PO-2025-118.pdf'],
    ]);
  });

  it("toasts 'Failed to download invoice' when the invoice cannot be made", async () => {
    detailsApi(buildPaymentDetails('pay by invoice', { id: 22 }), {
      'GET /api/payment-method/22/download-invoice': {
        status: 503,
        body: { statusCode: 503, message: 'Busy' },
      },
    });
    const { user } = renderPortal('/payment-method/22');
    await user.click(await screen.findByRole('button', { name: 'Download Invoice' }));
    expect(await screen.findByText('Failed to download invoice')).toBeVisible();
  });

  it('says the method does not exist when it is not the client’s (404)', async () => {
    detailsApi({ status: 404, body: { statusCode: 404, message: 'Not found' } });
    renderPortal('/payment-method/22');
    expect(await screen.findByText('Error Loading Payment Method')).toBeVisible();
    expect(
      screen.getByText('This payment method does not exist, or it has been deleted.'),
    ).toBeVisible();
  });

  it("toasts 'Failed to fetch payment method' when loading fails", async () => {
    detailsApi({ status: 403, body: { statusCode: 403, message: 'Forbidden' } });
    renderPortal('/payment-method/22');
    expect(await screen.findByText('Error Loading Payment Method')).toBeVisible();
    expect(await screen.findAllByText('Failed to fetch payment method')).not.toHaveLength(0);
  });
});
