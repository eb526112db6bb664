import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, setViewportWidth } from '@consult/ui/testing';
import { buildAgreementSummary } from '../../../testing/agreement-factories';
import { buildClient, buildProfile } from '../../../testing/factories';
import {
  buildPaymentDetails,
  buildReplacedMethod,
  summaryOf,
} from '../../../testing/payment-factories';
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

  it('shows only the methods in force, and counts the replaced and ended ones with a link to them', async () => {
    mockApi({
      'GET /api/user': { body: buildClient() },
      'GET /api/profile': { body: buildProfile({ hasSignedAgreement: true }) },
      'GET /api/consulting-agreements': { body: [buildAgreementSummary({ id: 4 })] },
      'GET /api/payment-info': {
        body: [
          summaryOf(buildPaymentDetails('pay by invoice', { id: 31 })),
          summaryOf(buildReplacedMethod('pay by ach', { replacedById: 31 })),
          summaryOf(buildReplacedMethod('pay by credit card', { replacedById: 23 })),
        ],
      },
    });
    renderPortal('/profile');
    const card = await screen.findByRole('region', { name: 'Payment Methods' });
    const invoice = await within(card).findByRole('listitem', { name: 'Invoice' });
    expect(invoice).toHaveTextContent('In force');
    expect(invoice).toHaveTextContent('Agreement CA-000004');
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
    expect(within(card).queryByText(/ACH Bank Transfer/)).toBeNull();
    expect(within(card).queryByText(/Credit Card/)).toBeNull();
    expect(
      within(card).getByRole('link', { name: '2 earlier payment methods (replaced or ended)' }),
    ).toHaveAttribute('href', '/all-payment-methods');
  });

  it('says none is in force when every method was replaced or ended', async () => {
    mockApi({
      'GET /api/user': { body: buildClient() },
      'GET /api/profile': { body: buildProfile({ hasSignedAgreement: true }) },
      'GET /api/consulting-agreements': { body: [buildAgreementSummary({ id: 4 })] },
      'GET /api/payment-info': {
        body: [summaryOf(buildPaymentDetails('pay by ach', { status: 'ended' }))],
      },
    });
    renderPortal('/profile');
    const card = await screen.findByRole('region', { name: 'Payment Methods' });
    expect(await within(card).findByText('No payment method is in force.')).toBeVisible();
    expect(within(card).queryByRole('link', { name: 'View Details' })).toBeNull();
    expect(
      within(card).getByRole('link', { name: '1 earlier payment method (replaced or ended)' }),
    ).toBeVisible();
  });

  it('asks to confirm a method carried over to a new version of its agreement', async () => {
    mockApi({
      'GET /api/user': { body: buildClient() },
      'GET /api/profile': { body: buildProfile({ hasSignedAgreement: true }) },
      'GET /api/consulting-agreements': { body: [buildAgreementSummary({ id: 4 })] },
      'GET /api/payment-info': {
        body: [
          summaryOf(
            buildPaymentDetails('pay by ach', {
              needsConfirmation: true,
              agreementVersion: 3,
              amount: 70000,
            }),
          ),
        ],
      },
    });
    renderPortal('/profile');
    const card = await screen.findByRole('region', { name: 'Payment Methods' });
    const ach = await within(card).findByRole('listitem', { name: 'ACH Bank Transfer •••• 6789' });
    expect(ach).toHaveTextContent(
      'The agreement changed: please confirm this payment method for version 3 ($70,000.00)',
    );
    expect(within(ach).getByRole('link', { name: 'Confirm' })).toHaveAttribute(
      'href',
      '/payment-method/23?mode=edit',
    );
  });
});
