import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_TOASTS } from '@consult/domain';
import { browserNavigation } from '@consult/ui';
import { calledRoutes, mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { ADMIN, signedInAdmin } from '../../../testing/admin-factories';
import { renderAdmin } from '../../../testing/render-admin';
import { PROMOTE_REDIRECT_DELAY_MS } from './PromoteForm';

// The promotion waits out its redirect delay: on a busy machine (the suites run in parallel) that
// story needs more than Jest's default 5 s, as the console's other page specs do.
jest.setTimeout(20_000);

function promoteApi(promote: MockRoute) {
  return mockApi({ ...signedInAdmin, 'POST /api/admin/promote': promote });
}

/** jsdom's name computation reads each <wbr> as a space; Chromium's does not. */
const unspaced = (name: string) => name.replace(/([@.]) /g, '$1');

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

  it('asks before promoting another account, names it, and keeps the admin in the console', async () => {
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

    const dialog = await screen.findByRole('dialog', {
      name: (name) => unspaced(name) === 'Make avery@lindqvist.example an admin?',
    });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringMatching(/^The account avery@ ?lindqvist\. ?example will see every client/),
    );
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Promote to Admin' }));

    const form = screen.getByRole('form', { name: 'Promote to Admin' });
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'avery@lindqvist.example is now an admin. They see the console after logging out and back in.',
    );
    expect(bodies).toEqual([{ email: 'avery@lindqvist.example' }]);
    expect(screen.queryByText(ADMIN_TOASTS.promoted)).not.toBeInTheDocument();
    // Ready for the next one; nothing leaves the console.
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, PROMOTE_REDIRECT_DELAY_MS + 200));
    expect(assign).not.toHaveBeenCalled();
  });

  it('promotes nobody when the admin cancels the confirmation', async () => {
    const fetchMock = promoteApi({ body: {} });
    const { user } = renderAdmin('/admin-promote');
    await user.type(await screen.findByLabelText(/^Email/), 'avery@lindqvist.example');
    await user.click(screen.getByRole('button', { name: 'Promote to Admin' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Email/)).toHaveValue('avery@lindqvist.example');
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/admin/promote');

    // Escape cancels too.
    await user.click(screen.getByRole('button', { name: 'Promote to Admin' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/admin/promote');
  });

  it('promoting their own account says to log out and back in, then opens the portal’s /log-in', async () => {
    const bodies: unknown[] = [];
    promoteApi(async (request) => {
      bodies.push(await request.json());
      return { body: { id: ADMIN.id, email: ADMIN.email, isAdmin: true, alreadyAdmin: true } };
    });
    const { user } = renderAdmin('/admin-promote');
    await user.type(await screen.findByLabelText(/^Email/), ADMIN.email.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Promote to Admin' }));
    expect(
      await screen.findByText(
        'Admin status updated. Please log out and log back in. Taking you to log in…',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ email: ADMIN.email.toUpperCase() }]);
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:4201/log-in'), {
      timeout: PROMOTE_REDIRECT_DELAY_MS + 1000,
    });
  });

  it('says under the field, focused and without a toast, that no account has an unknown address', async () => {
    promoteApi({
      status: 404,
      body: { statusCode: 404, message: 'No account has the email nobody@example.com' },
    });
    const { user } = renderAdmin('/admin-promote');
    await user.type(await screen.findByLabelText(/^Email/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Promote to Admin' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Promote to Admin' }),
    );
    const field = screen.getByLabelText(/^Email/);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('No account has the email nobody@example.com'),
    );
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByText(/Failed to promote user/)).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows an address the API refuses under the field, focused, without a toast (issue 18)', async () => {
    const message = 'Please enter a valid email';
    promoteApi({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message, fields: { email: message } },
    });
    const { user } = renderAdmin('/admin-promote');
    await user.type(await screen.findByLabelText(/^Email/), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Promote to Admin' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Promote to Admin' }),
    );
    const field = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByText(/Failed to promote user/)).not.toBeInTheDocument();
  });

  it("says 'Failed to promote user' when the server fails", async () => {
    promoteApi({ status: 500, body: { statusCode: 500, message: 'Boom' } });
    const { user } = renderAdmin('/admin-promote');
    await user.type(await screen.findByLabelText(/^Email/), 'avery@lindqvist.example');
    await user.click(screen.getByRole('button', { name: 'Promote to Admin' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Promote to Admin' }),
    );
    expect(await screen.findByText('Failed to promote user')).toBeInTheDocument();
  });
});
