import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppStore } from '@consult/api-client';
import { AppProviders } from '@consult/ui';
import { TEST_URLS, mockApi, setViewportWidth } from '@consult/ui/testing';
import { buildAgreement } from '../../../testing/agreement-factories';
import { buildClient } from '../../../testing/factories';
import { buildPaymentDetails } from '../../../testing/payment-factories';
import { PaymentDetailsForm } from './PaymentDetailsForm';
import { savedPaymentValues } from './payment-schema';

/**
 * The edit form of the saved ACH method (agreement 4, authorised on March 6, 2025), paying the
 * agreement given: rendered on its own, as no route opens an edit for another agreement yet.
 */
function renderAchEdit(agreementId: number) {
  const saved = buildPaymentDetails('pay by ach');
  const patches: unknown[] = [];
  mockApi({
    'GET /api/user': { body: buildClient() },
    [`PATCH /api/payment-info/${saved.id}`]: async (request) => {
      patches.push(await request.json());
      return { body: saved };
    },
  });
  const form = (
    <PaymentDetailsForm
      type="pay by ach"
      agreementId={agreementId}
      agreement={buildAgreement({ id: agreementId })}
      initialValues={savedPaymentValues(saved)}
      saved={saved}
      onCancel={() => undefined}
    />
  );
  const router = createMemoryRouter([{ path: '/', element: form }]);
  render(
    <AppProviders app="portal" urls={TEST_URLS} apiBaseUrl="/api" store={createAppStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), patches };
}

describe('Editing a saved ACH method (PaymentDetailsForm)', () => {
  beforeEach(() => setViewportWidth(1280));

  it('asks the ACH ticks again when the edit pays another agreement', async () => {
    const { user, patches } = renderAchEdit(5);
    const ticks = await screen.findByRole('group', { name: 'ACH debit authorization' });
    expect(within(ticks).getByText(/Your changes need your authorization again\./)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(ticks).findByText('Please accept the ACH authorization terms'),
    ).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it('keeps the authorisation on record for the same agreement, nothing else changed', async () => {
    renderAchEdit(4);
    const ticks = await screen.findByRole('group', { name: 'ACH debit authorization' });
    expect(within(ticks).getByText(/Tick both boxes again only if you change/)).toBeVisible();
  });
});
