import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, mockApi } from '../../testing/mock-api';
import { setViewportWidth } from '../../testing/viewport';
import { buildUser, renderInMarketing } from '../../testing/render-in-app';
import { SiteHeader } from '../header/SiteHeader';
import { browserNavigation } from '../links/browser-navigation';

beforeEach(() => setViewportWidth(1280));
afterEach(() => jest.restoreAllMocks());

// renderInMarketing renders the header inside DeferredAppProviders.
describe('DeferredAppProviders (the marketing site)', () => {
  it('renders the page with the session unknown, then, for a signed-in client, loads the API client and shows who is signed in', async () => {
    const user = buildUser({ firstName: 'Grace', lastName: 'Okafor' });
    const fetchMock = mockApi({
      'GET /api/user': { body: user },
      'POST /api/logout': { status: 204 },
    });
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderInMarketing(<SiteHeader />);

    // First render: the session unknown, the account slot keeps its place, no Login button.
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    // The session check says someone is signed in: once the store has loaded beside the page,
    // the header knows the client, and logout works (DeferredSession.spec: the signed-out case).
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:4201/log-in?loggedOut=1'),
    );
    expect(calledRoutes(fetchMock)).toEqual(
      expect.arrayContaining(['GET /api/session', 'POST /api/logout']),
    );
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  });
});
