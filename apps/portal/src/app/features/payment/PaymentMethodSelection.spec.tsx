import { screen, waitFor, within } from '@testing-library/react';
import { PAYMENT_MESSAGES } from '@consult/domain';
import { mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { buildAgreement } from '../../../testing/agreement-factories';
import { buildClient } from '../../../testing/factories';
import {
  buildPaymentDetails,
  buildReplacedMethod,
  summaryOf,
} from '../../../testing/payment-factories';
import { renderPortal } from '../../../testing/render-portal';

function selectionApi({
  methods = { body: [] },
  agreement = { body: buildAgreement() },
}: { methods?: MockRoute; agreement?: MockRoute } = {}) {
  return mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/consulting-agreement/4': agreement,
    'GET /api/payment-info': methods,
  });
}

async function openSelection() {
  const view = renderPortal('/payment-method-selection?agreementId=4');
  await screen.findByRole('heading', { level: 1, name: 'Choose a Payment Method' });
  return view;
}

describe('Payment method selection (/payment-method-selection?agreementId=)', () => {
  beforeEach(() => setViewportWidth(1280));

  it('goes to /consulting-agreements without an agreement', async () => {
    selectionApi();
    const { router } = renderPortal('/payment-method-selection');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consulting-agreements'));
  });

  it('shows the agreement and the methods so far, each with View Details', async () => {
    selectionApi({
      methods: {
        body: [
          summaryOf(buildPaymentDetails('pay by credit card')),
          summaryOf(buildPaymentDetails('pay by invoice')),
        ],
      },
    });
    await openSelection();
    expect(
      await screen.findByText(/^Agreement CA-000004 · Lindqvist Logistics · Total \$65,000/),
    ).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Payment methods in force' });
    const card = within(list).getByRole('listitem', { name: 'Credit Card •••• 4242' });
    expect(within(card).getByText('Monthly')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/payment-method/22',
    );
    const invoice = within(list).getByRole('listitem', { name: 'Invoice' });
    expect(within(invoice).getByText('One-time')).toBeVisible();
  });

  it('says that a new method replaces the one in force, and lists replaced ones as history', async () => {
    selectionApi({
      methods: {
        body: [
          summaryOf(buildPaymentDetails('pay by ach', { id: 31 })),
          summaryOf(buildReplacedMethod('pay by credit card', { replacedById: 31 })),
        ],
      },
    });
    await openSelection();
    expect(
      await screen.findByText(
        'ACH Bank Transfer •••• 6789 is the payment method in force for agreement CA-000004. Saving a new payment method replaces it: it stays on record as replaced.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Next, choose how you will pay for it/)).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'Replace the payment method in force' }),
    ).toBeVisible();
    const inForce = screen.getByRole('list', { name: 'Payment methods in force' });
    expect(
      within(inForce).getByRole('listitem', { name: 'ACH Bank Transfer •••• 6789' }),
    ).toHaveTextContent('In force');
    const history = screen.getByRole('list', { name: 'Payment method history' });
    const card = within(history).getByRole('listitem', { name: 'Credit Card •••• 4242' });
    expect(card).toHaveTextContent('Replaced on March 9, 2025');
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['View Details']);
  });

  it('offers the Confirm of a method carried over to this version of the agreement', async () => {
    selectionApi({
      methods: {
        body: [
          summaryOf(
            buildPaymentDetails('pay by credit card', {
              needsConfirmation: true,
              agreementVersion: 2,
            }),
          ),
        ],
      },
    });
    await openSelection();
    const card = await screen.findByRole('listitem', { name: 'Credit Card •••• 4242' });
    expect(card).toHaveTextContent(
      'The agreement changed: please confirm this payment method for version 2 ($10,833.33)',
    );
    expect(within(card).getByRole('link', { name: 'Confirm' })).toHaveAttribute(
      'href',
      '/payment-method/22?mode=edit',
    );
  });

  it('continues to the details form of the chosen method', async () => {
    selectionApi();
    const { user, router } = await openSelection();
    expect(await screen.findByText('You have no payment methods yet.')).toBeVisible();
    const choices = screen
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-labelledby'));
    expect(choices.map((id) => document.getElementById(id ?? '')?.textContent)).toEqual([
      'Pay by Credit Card',
      'Pay by ACH',
      'Pay by Invoice',
    ]);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.paymentType)).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment-method-selection');

    await user.click(screen.getByRole('radio', { name: 'Pay by ACH' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-details'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('type')).toBe('pay by ach');
    expect(query.get('agreementId')).toBe('4');
  });

  it('links Back to Profile', async () => {
    selectionApi();
    await openSelection();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('offers no new method for a superseded version, and points to the newest one', async () => {
    selectionApi({
      agreement: { body: buildAgreement({ status: 'superseded', supersededById: 5 }) },
    });
    await openSelection();
    expect(await screen.findByText('A newer version replaces this agreement')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the newest version' })).toHaveAttribute(
      'href',
      '/payment-method-selection?agreementId=5',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it("toasts 'Failed to fetch payment methods' when the list cannot be loaded, and retries", async () => {
    let fail = true;
    selectionApi({
      methods: () =>
        fail
          ? { status: 403, body: { statusCode: 403, message: 'Forbidden' } }
          : { body: [summaryOf(buildPaymentDetails('pay by credit card'))] },
    });
    const { user } = await openSelection();
    // On the page, and in a toast.
    await waitFor(() =>
      expect(screen.getAllByText('Failed to fetch payment methods')).toHaveLength(2),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry Loading' }));
    const list = await screen.findByRole('list', { name: 'Payment methods in force' });
    expect(within(list).getByRole('listitem', { name: 'Credit Card •••• 4242' })).toBeVisible();
  });

  it('says so in one line when the client has no payment method yet', async () => {
    selectionApi();
    await openSelection();
    expect(await screen.findByText('You have no payment methods yet.')).toHaveAttribute(
      'role',
      'status',
    );
  });
});
