import { act, screen, within } from '@testing-library/react';
import { baseApi } from '@consult/api-client';
import { calledRoutes, mockApi } from '../../testing/mock-api';
import { buildUser, renderInMarketing } from '../../testing/render-in-app';
import { setViewportWidth } from '../../testing/viewport';
import { SiteHeader } from '../header/SiteHeader';
import { sharedStore } from './shared-store';

// How many times the API store's module (the API client with it) has been loaded in this file.
let mockStoreLoads = 0;
jest.mock('./deferred-session-reporter', () => {
  mockStoreLoads += 1;
  return jest.requireActual('./deferred-session-reporter');
});

const header = () => screen.getByRole('banner');

beforeEach(() => setViewportWidth(1280));
// The page's one API store outlives a render: each spec starts with nothing cached.
afterEach(() => {
  sharedStore().dispatch(baseApi.util.resetApiState());
});

// In this order: the API store's module, once loaded, stays loaded for the rest of the file.
describe('DeferredSession (the marketing site)', () => {
  it('gives a signed-out visitor Log In from one plain check, without the API client, and checks again when the window regains focus', async () => {
    const fetchMock = mockApi({
      'GET /api/user': { status: 401, body: { statusCode: 401, message: 'Not authenticated' } },
    });
    renderInMarketing(<SiteHeader />);
    expect(await within(header()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toEqual(['GET /api/session']);
    expect(mockStoreLoads).toBe(0);

    // Signed in on another tab: back on this one, the header asks again and shows the client.
    const grace = buildUser({ firstName: 'Grace', lastName: 'Okafor' });
    mockApi({ 'GET /api/user': { body: grace } });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(
      await within(header()).findByRole('button', { name: 'Account menu' }),
    ).toBeInTheDocument();
    expect(mockStoreLoads).toBe(1);
  });

  it('leaves a check it could not read to the API store, which asks again', async () => {
    let checks = 0;
    const fetchMock = mockApi({
      'GET /api/session': () =>
        ++checks === 1
          ? { status: 503, body: { statusCode: 503, message: 'Unavailable' } }
          : { body: { signedIn: false } },
    });
    renderInMarketing(<SiteHeader />);
    expect(await within(header()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toEqual(['GET /api/session', 'GET /api/session']);
  });
});
