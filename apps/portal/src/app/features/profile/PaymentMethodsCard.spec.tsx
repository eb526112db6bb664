import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, setViewportWidth } from '@consult/ui/testing';
import { buildAgreementSummary } from '../../../testing/agreement-factories';
import { buildClient, buildProfile } from '../../../testing/factories';
import { buildPaymentDetails, summaryOf } from '../../../testing/payment-factories';
import { renderPortal } from '../../../testing/render-portal';

describe('The profile’s payment methods', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows the newest two of three, links to all of them, and adds one for the newest agreement', async () => {
    mockApi({
      'GET /api/user': { body: buildClient() },
      'GET /api/profile': { body: buildProfile({ hasSignedAgreement: true }) },
      'GET /api/consulting-agreements': {
        body: [buildAgreementSummary({ id: 3 }), buildAgreementSummary({ id: 4 })],
      },
      'GET /api/payment-info': {
        body: [
          summaryOf(buildPaymentDetails('pay by ach')),
          summaryOf(buildPaymentDetails('pay by credit card')),
          summaryOf(buildPaymentDetails('pay by invoice')),
        ],
      },
    });
    renderPortal('/profile');
    const card = await screen.findByRole('region', { name: 'Payment Methods' });
    expect(await within(card).findByText('ACH Bank Transfer •••• 6789')).toBeVisible();
    expect(within(card).getByText('Credit Card •••• 4242')).toBeVisible();
    expect(within(card).queryByText('Invoice')).toBeNull();
    expect(within(card).getAllByRole('link', { name: 'View Details' })).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'View All Payment Methods' })).toHaveAttribute(
      'href',
      '/all-payment-methods',
    );
    const add = within(card).getByRole('link', { name: 'Add Payment Method' });
    await waitFor(() =>
      expect(add).toHaveAttribute('href', '/payment-method-selection?agreementId=4'),
    );
  });
});
