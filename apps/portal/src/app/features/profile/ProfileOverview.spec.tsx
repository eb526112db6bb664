import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type BusinessProfile, type PaymentMethodSummary } from '@consult/domain';
import { buildPaymentMethod, buildProfile, buildClient } from '../../../testing/factories';
import { type MockReply, mockApi, setViewportWidth } from '@consult/ui/testing';
import { renderPortal } from '../../../testing/render-portal';

function profileApi(profile: MockReply, paymentMethods: MockReply = { body: [] }) {
  return mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/profile': profile,
    'GET /api/payment-info': paymentMethods,
  });
}

async function openProfile(
  profile: Partial<BusinessProfile> = {},
  paymentMethods?: PaymentMethodSummary[],
) {
  profileApi({ body: buildProfile(profile) }, paymentMethods && { body: paymentMethods });
  const view = renderPortal('/profile');
  await screen.findByRole('heading', { name: 'Business Profile' });
  return view;
}

const INCOMPLETE_PROMPT = 'Please complete your business profile below:';

describe('Profile', () => {
  beforeEach(() => setViewportWidth(1280));

  it('welcomes the user by first name and username', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as ada.lindqvist')).toBeInTheDocument();
  });

  it('shows every field of the business profile', async () => {
    await openProfile();
    for (const text of [
      'Lindqvist Logistics',
      'Chief Operating Officer',
      'Transportation',
      'Regional freight and warehousing operator serving New England.',
      'Cut delivery times by a third in one year.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: '4 Stars' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
  });

  it('links the website with https:// prepended, in a new tab', async () => {
    await openProfile({ website: 'lindqvist-logistics.example' });
    const link = screen.getByRole('link', { name: 'lindqvist-logistics.example' });
    expect(link).toHaveAttribute('href', 'https://lindqvist-logistics.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/noopener/);
  });

  it('keeps a website that already has its scheme', async () => {
    await openProfile({ website: 'http://lindqvist-logistics.example/about' });
    expect(
      screen.getByRole('link', { name: 'http://lindqvist-logistics.example/about' }),
    ).toHaveAttribute('href', 'http://lindqvist-logistics.example/about');
  });

  it('asks for the rest of an incomplete profile, and not for the agreement yet', async () => {
    await openProfile({ bio: null, sector: null, rating: null });
    expect(screen.getByText(INCOMPLETE_PROMPT)).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Complete Consulting Agreement' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Not rated')).toBeInTheDocument();
  });

  it('asks a complete profile without a signed agreement to complete the consulting agreement', async () => {
    await openProfile({ hasSignedAgreement: false });
    expect(screen.queryByText(INCOMPLETE_PROMPT)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Consulting Agreement' })).toHaveAttribute(
      'href',
      '/consulting-agreement',
    );
  });

  it('prompts nothing once the profile is complete and the agreement signed', async () => {
    await openProfile({ hasSignedAgreement: true });
    expect(screen.queryByText(INCOMPLETE_PROMPT)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Complete Consulting Agreement' }),
    ).not.toBeInTheDocument();
  });

  it('shows at most two payment methods and links to all of them', async () => {
    await openProfile({}, [
      buildPaymentMethod({
        id: 11,
        paymentType: 'pay by credit card',
        last4: '4242',
        isMonthly: true,
        amount: 1250,
      }),
      buildPaymentMethod({
        id: 12,
        paymentType: 'pay by invoice',
        last4: null,
        isMonthly: false,
        amount: 9800,
      }),
      buildPaymentMethod({ id: 13, paymentType: 'pay by ach', last4: '6789' }),
    ]);
    const card = screen.getByRole('region', { name: 'Payment Methods' });

    expect(await within(card).findByText('Credit Card •••• 4242')).toBeInTheDocument();
    expect(within(card).getByText('$1,250.00 · Monthly')).toBeInTheDocument();
    expect(within(card).getByText('Invoice')).toBeInTheDocument();
    expect(within(card).getByText('$9,800.00 · One-time')).toBeInTheDocument();
    expect(within(card).queryByText(/ACH/)).not.toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('link', { name: 'View Details' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/payment-method/11', '/payment-method/12']);
    expect(within(card).getByRole('link', { name: 'View All Payment Methods' })).toHaveAttribute(
      'href',
      '/all-payment-methods',
    );
  });

  it('offers to add a payment method when there is none', async () => {
    await openProfile({}, []);
    const card = screen.getByRole('region', { name: 'Payment Methods' });
    expect(
      await within(card).findByText('You have not added a payment method yet.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Add Payment Method' })).toHaveAttribute(
      'href',
      '/payment-method-selection',
    );
  });

  it('links to the NDAs and consulting agreements', async () => {
    await openProfile();
    const card = screen.getByRole('region', { name: 'Documents' });
    expect(
      within(card)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/signed-ndas', '/mutual-nda', '/consulting-agreements', '/consulting-agreement']);
  });

  it("says 'Failed to fetch payment methods' when they cannot be loaded", async () => {
    profileApi(
      { body: buildProfile() },
      { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Forbidden' } },
    );
    renderPortal('/profile');
    expect(await screen.findByText('Failed to fetch payment methods')).toBeInTheDocument();
  });

  it("says 'Failed to fetch profile' when the profile cannot be loaded", async () => {
    profileApi({ status: 503 });
    renderPortal('/profile');
    expect(
      await screen.findByText('Failed to fetch profile', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('sends the visitor to /log-in when the profile answers 401', async () => {
    profileApi({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: MESSAGES.notAuthenticated },
    });
    const { router } = renderPortal('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/log-in'));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('sends an anonymous visitor to /log-in', async () => {
    mockApi({
      'GET /api/user': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: MESSAGES.notAuthenticated },
      },
    });
    const { router } = renderPortal('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/log-in'));
  });

  it('opens the profile at /', async () => {
    profileApi({ body: buildProfile() });
    const { router } = renderPortal('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
