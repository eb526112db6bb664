import { screen, waitFor, within } from '@testing-library/react';
import { EMAIL_VERIFICATION_MESSAGES } from '@consult/domain';
import { calledRoutes, mockApi, setViewportWidth } from '@consult/ui/testing';
import { buildClient, buildProfile } from '../../../testing/factories';
import { renderPortal } from '../../../testing/render-portal';

const UNVERIFIED = buildClient({ email: 'ada@lindqvist-logistics.example', emailVerified: false });

function portalApi(user = UNVERIFIED, resend: Parameters<typeof mockApi>[0][string] = {}) {
  return mockApi({
    'GET /api/user': { body: user },
    'GET /api/profile': { body: buildProfile() },
    'GET /api/payment-info': { body: [] },
    'GET /api/consulting-agreements': { body: [] },
    'GET /api/ndas': { body: [] },
    'POST /api/email-verification': resend,
  });
}

const banner = () => screen.findByRole('region', { name: 'Email verification' });

describe('EmailVerificationBanner', () => {
  beforeEach(() => setViewportWidth(1280));

  it.each(['/profile', '/signed-ndas', '/consulting-agreements'])(
    'asks an unverified client to verify their address on %s',
    async (path) => {
      portalApi();
      renderPortal(path);
      expect(await banner()).toHaveTextContent(
        EMAIL_VERIFICATION_MESSAGES.banner(UNVERIFIED.email),
      );
    },
  );

  it('is not shown once the address is verified', async () => {
    portalApi(buildClient({ emailVerified: true }));
    renderPortal('/profile');
    await screen.findByRole('heading', { name: 'Business Profile' });
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
  });

  it('"Resend the link" mails a new link and says where it went', async () => {
    const fetchMock = portalApi(UNVERIFIED, { body: { sentTo: UNVERIFIED.email } });
    const { user } = renderPortal('/profile');
    await user.click(within(await banner()).getByRole('button', { name: 'Resend the link' }));
    expect(
      await screen.findByText(EMAIL_VERIFICATION_MESSAGES.resent(UNVERIFIED.email)),
    ).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toContain('POST /api/email-verification');
  });

  it('shows the server’s message when too many links were sent (429)', async () => {
    portalApi(UNVERIFIED, {
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: EMAIL_VERIFICATION_MESSAGES.tooManyResends,
      },
    });
    const { user } = renderPortal('/profile');
    await user.click(within(await banner()).getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.tooManyResends)).toBeInTheDocument();
    expect(screen.getByText('Link not sent')).toBeInTheDocument();
  });

  it('keeps a server failure’s details to itself (500)', async () => {
    portalApi(UNVERIFIED, {
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
    });
    const { user } = renderPortal('/profile');
    await user.click(within(await banner()).getByRole('button', { name: 'Resend the link' }));
    await waitFor(() => expect(screen.getByText('Link not sent')).toBeInTheDocument());
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
