import { screen, waitFor, within } from '@testing-library/react';
import type { PaymentMethodSummary } from '@consult/domain';
import { mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { buildAgreementSummary } from '../../../testing/agreement-factories';
import { buildClient, buildProfile } from '../../../testing/factories';
import {
  buildPaymentDetails,
  buildReplacedMethod,
  summaryOf,
} from '../../../testing/payment-factories';
import { renderPortal } from '../../../testing/render-portal';

const INVOICE = summaryOf(buildPaymentDetails('pay by invoice'));
const CARD = summaryOf(buildPaymentDetails('pay by credit card'));
const ACH = summaryOf(buildPaymentDetails('pay by ach'));

function listApi(list: MockRoute, extra: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/profile': { body: buildProfile() },
    'GET /api/consulting-agreements': { body: [buildAgreementSummary()] },
    'GET /api/payment-info': list,
    ...extra,
  });
}

async function openList() {
  const view = renderPortal('/all-payment-methods');
  await screen.findByRole('heading', { level: 1, name: 'All Payment Methods' });
  return view;
}

const row = (name: string) => screen.findByRole('listitem', { name });

describe('All payment methods (/all-payment-methods)', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => jest.restoreAllMocks());

  it('shows the company, then each method with its label, schedule, amount and actions', async () => {
    listApi({ body: [INVOICE, CARD, ACH] });
    await openList();
    const company = await screen.findByRole('region', { name: 'Company' });
    expect(within(company).getByText('Lindqvist Logistics')).toBeVisible();
    expect(await within(company).findByText('48 Wharf Road, Portland, ME 04101')).toBeVisible();

    const invoice = await row('Invoice');
    expect(within(invoice).getByText('One-time')).toBeVisible();
    expect(within(invoice).getByText('$65,000.00')).toBeVisible();
    expect(within(invoice).getByRole('button', { name: 'Download Invoice' })).toBeVisible();
    const card = await row('Credit Card •••• 4242');
    expect(within(card).getByText('Monthly')).toBeVisible();
    expect(within(card).getByText('$10,833.33')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/payment-method/22',
    );
    // Download Invoice is offered for invoices only.
    expect(within(card).queryByRole('button', { name: 'Download Invoice' })).toBeNull();
    expect(
      within(await row('ACH Bank Transfer •••• 6789')).queryByRole('button', {
        name: 'Download Invoice',
      }),
    ).toBeNull();

    expect(screen.getByRole('link', { name: 'Add New Payment Method' })).toHaveAttribute(
      'href',
      '/payment-method-selection?agreementId=4',
    );
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('lists the method in force apart from the replaced and ended ones, which offer View Details only', async () => {
    const replacedCard = summaryOf(buildReplacedMethod('pay by credit card', { replacedById: 21 }));
    const endedAch = summaryOf(
      buildPaymentDetails('pay by ach', {
        id: 24,
        consultingAgreementId: 9,
        agreementReference: 'CA-000009',
        status: 'ended',
        statusChangedAt: '2025-04-01T09:00:00.000Z',
      }),
    );
    listApi({ body: [INVOICE, replacedCard, endedAch] });
    await openList();

    const inForce = await screen.findByRole('region', { name: 'Payment methods in force' });
    const invoice = within(inForce).getByRole('listitem', { name: 'Invoice' });
    expect(within(invoice).getByText('In force')).toBeVisible();
    expect(within(invoice).getByText('Agreement CA-000004')).toBeVisible();
    expect(within(invoice).getByRole('button', { name: 'Delete Invoice' })).toBeVisible();
    expect(within(inForce).getAllByRole('listitem')).toHaveLength(1);

    const history = screen.getByRole('region', { name: 'Payment method history' });
    const card = within(history).getByRole('listitem', { name: 'Credit Card •••• 4242' });
    expect(within(card).getByText('Replaced on March 9, 2025')).toBeVisible();
    const ach = within(history).getByRole('listitem', { name: 'ACH Bank Transfer •••• 6789' });
    expect(within(ach).getByText('Ended on April 1, 2025')).toBeVisible();
    for (const row of [card, ach]) {
      expect(within(row).queryByText('In force')).toBeNull();
      expect(
        within(row)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['View Details']);
      expect(within(row).queryAllByRole('button')).toHaveLength(0);
    }
  });

  it('asks to confirm a method carried over to a new version of its agreement', async () => {
    listApi({
      body: [
        summaryOf(
          buildPaymentDetails('pay by invoice', {
            needsConfirmation: true,
            agreementVersion: 2,
            amount: 70000,
          }),
        ),
      ],
    });
    await openList();
    const invoice = await row('Invoice');
    expect(
      within(invoice).getByText(
        'The agreement changed: please confirm this payment method for version 2 ($70,000.00)',
      ),
    ).toBeVisible();
    expect(within(invoice).getByRole('link', { name: 'Confirm' })).toHaveAttribute(
      'href',
      '/payment-method/21?mode=edit',
    );
  });

  it('shows a spinner while loading, then the empty state', async () => {
    let answer: (reply: { body: PaymentMethodSummary[] }) => void = () => undefined;
    listApi(() => new Promise((resolve) => (answer = resolve)));
    renderPortal('/all-payment-methods');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading payment methods' }),
    ).toBeVisible();
    answer({ body: [] });
    expect(await screen.findByText('No payment methods yet')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Add New Payment Method' })).toHaveLength(2);
  });

  it("says 'Error Loading Payment Methods', toasts 'Failed to fetch payment methods', and retries", async () => {
    let fail = true;
    listApi(() =>
      fail
        ? { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Forbidden' } }
        : { body: [CARD] },
    );
    const { user } = await openList();
    expect(await screen.findByText('Error Loading Payment Methods')).toBeVisible();
    expect(await screen.findByText('Failed to fetch payment methods')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry Loading' }));
    expect(await row('Credit Card •••• 4242')).toBeVisible();
  });

  it('deletes after the Delete Payment Method dialog and toasts', async () => {
    let deleted = false;
    listApi(() => ({ body: deleted ? [INVOICE] : [INVOICE, CARD] }), {
      'DELETE /api/payment-info/22': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const { user } = await openList();
    await user.click(
      within(await row('Credit Card •••• 4242')).getByRole('button', {
        name: 'Delete Credit Card •••• 4242',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Payment Method' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this payment method? This action cannot be undone.',
    );
    // Cancel keeps it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Credit Card •••• 4242' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Payment Method' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Payment method deleted successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Credit Card •••• 4242' })).toBeNull(),
    );
    expect(screen.getByRole('listitem', { name: 'Invoice' })).toBeVisible();
  });

  it("toasts 'Failed to delete payment method' when the deletion fails", async () => {
    listApi(
      { body: [CARD] },
      {
        'DELETE /api/payment-info/22': { status: 500, body: { statusCode: 500, message: 'Boom' } },
      },
    );
    const { user } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Delete Credit Card •••• 4242' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Payment Method' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Failed to delete payment method')).toBeVisible();
  });

  it('downloads an invoice and toasts "Invoice downloaded successfully"', async () => {
    listApi(
      { body: [INVOICE] },
      {
        'GET /api/payment-method/21/download-invoice': { body: 'pdf' },
      },
    );
    URL.createObjectURL = jest.fn(() => 'blob:invoice-21');
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = await openList();
    await user.click(
      within(await row('Invoice')).getByRole('button', { name: 'Download Invoice' }),
    );
    expect(await screen.findByText('Invoice downloaded successfully')).toBeVisible();
    // mockApi sends no Content-Disposition: the list knows the id only.
    expect(clicked.map((link) => link.download)).toEqual(['invoice-21.pdf']);
  });
});
