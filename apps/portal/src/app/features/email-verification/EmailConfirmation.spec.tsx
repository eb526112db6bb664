import { screen } from '@testing-library/react';
import { EMAIL_VERIFICATION_MESSAGES, MESSAGES } from '@consult/domain';
import { calledRoutes, mockApi } from '@consult/ui/testing';
import { buildClient } from '../../../testing/factories';
import { renderPortal } from '../../../testing/render-portal';

const TOKEN = 'Tq0uKk3a4Yh9c2Vd1Xw8Zp7Lr6Ns5Mb4Jf3Gg2Hh1Ab';
const signedOut = {
  'GET /api/user': {
    status: 401,
    body: { statusCode: 401, error: 'Unauthorized', message: MESSAGES.notAuthenticated },
  },
};
const invalid = {
  status: 400,
  body: {
    statusCode: 400,
    error: 'Bad Request',
    message: EMAIL_VERIFICATION_MESSAGES.invalidLink,
  },
};

describe('/verify-email', () => {
  it('follows the link once, says the address is verified, and takes the token out of the address', async () => {
    const fetchMock = mockApi({
      ...signedOut,
      'POST /api/email-verification/confirm': async (request) => {
        expect(await request.json()).toEqual({ token: TOKEN });
        return { body: { email: 'ada@example.com', emailVerified: true } };
      },
    });
    const { router } = renderPortal(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Verify your email address' })).toBeVisible();
    expect(
      await screen.findByText(EMAIL_VERIFICATION_MESSAGES.verified('ada@example.com'), {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/log-in');
    expect(router.state.location.search).toBe('');
    expect(
      calledRoutes(fetchMock).filter((route) => route === 'POST /api/email-verification/confirm'),
    ).toHaveLength(1);
  });

  it('says why a used or expired link did not work, and offers a new one to the signed-in client', async () => {
    mockApi({
      'GET /api/user': { body: buildClient({ emailVerified: false }) },
      'POST /api/email-verification/confirm': invalid,
    });
    renderPortal(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      EMAIL_VERIFICATION_MESSAGES.invalidLink,
    );
    expect(await screen.findAllByRole('button', { name: 'Resend the link' })).not.toHaveLength(0);
  });

  it('refuses a link without a well-formed token without asking the server', async () => {
    const fetchMock = mockApi(signedOut);
    renderPortal('/verify-email?token=short');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      EMAIL_VERIFICATION_MESSAGES.invalidLink,
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/email-verification/confirm');
  });
});
