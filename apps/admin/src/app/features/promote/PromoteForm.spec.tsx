import { screen, waitFor } from '@testing-library/react';
import { browserNavigation } from '@consult/ui';
import { calledRoutes, mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { signedInAdmin } from '../../../testing/admin-factories';
import { renderAdmin } from '../../../testing/render-admin';
import { PROMOTE_REDIRECT_DELAY_MS } from './PromoteForm';

// The promotion waits out its redirect delay: on a busy machine (the suites run in parallel) that
// story needs more than Jest's default 5 s, as the console's other page specs do.
jest.setTimeout(20_000);

function promoteApi(promote: MockRoute) {
  return mockApi({ ...signedInAdmin, 'POST /api/admin/promote': promote });
}

let assign: jest.SpyInstance;
beforeEach(() => {
  setViewportWidth(1280);
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Promote to Admin (/admin-promote)', () => {
  it('asks for an e-mail address: required, and of e-mail type', async () => {
    const fetchMock = promoteApi({ body: {} });
    const { user } = renderAdmin('/admin-promote');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promote to Admin' }),
    ).toBeVisible();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Promote to Admin' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Promote to Admin' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/admin/promote');
  });

  it('promotes, says to log out and back in, then opens the portal’s /log-in', async () => {
    const bodies: unknown[] = [];
    promoteApi(async (request) => {
      bodies.push(await request.json());
      return {
        body: { id: 5, email: 'avery@lindqvist.example', isAdmin: true, alreadyAdmin: false },
      };
    });
    const { user } = renderAdmin('/admin-promote');
    await user.type(await screen.findByLabelText(/^Email/), ' avery@lindqvist.example ');
    await user.click(screen.getByRole('button', { name: 'Promote to Admin' }));
    expect(
      await screen.findByText('Admin status updated. Please log out and log back in.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/avery@lindqvist\.example is now an admin\./)).toHaveTextContent(
      'Admin status updated. Please log out and log back in. avery@lindqvist.example is now an admin.',
    );
    expect(bodies).toEqual([{ email: 'avery@lindqvist.example' }]);
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:4201/log-in'), {
      timeout: PROMOTE_REDIRECT_DELAY_MS + 1000,
    });
  });

  it("says 'Failed to promote user', with the server's reason for an unknown address", async () => {
    promoteApi({
      status: 404,
      body: { statusCode: 404, message: 'No account has the email nobody@example.com' },
    });
    const { user } = renderAdmin('/admin-promote');
    await user.type(await screen.findByLabelText(/^Email/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Promote to Admin' }));
    expect(
      await screen.findByText(
        'Failed to promote user: No account has the email nobody@example.com',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'No account has the email nobody@example.com',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it("says 'Failed to promote user' when the server fails", async () => {
    promoteApi({ status: 500, body: { statusCode: 500, message: 'Boom' } });
    const { user } = renderAdmin('/admin-promote');
    await user.type(await screen.findByLabelText(/^Email/), 'avery@lindqvist.example');
    await user.click(screen.getByRole('button', { name: 'Promote to Admin' }));
    expect(await screen.findByText('Failed to promote user')).toBeInTheDocument();
  });
});
