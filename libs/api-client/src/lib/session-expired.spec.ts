/**
 * @jest-environment node
 */
import { authApi } from './auth.api';
import { profileApi } from './profile.api';
import type { AppStore } from './store';
import { createTestStore } from './test-stores';
import { settle, useTestApiServer, type TestReply } from './test-server';

const api = useTestApiServer();

const user = {
  id: 7,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  isAdmin: false,
};

const NOT_AUTHENTICATED = { status: 401, body: { statusCode: 401, message: 'Not authenticated' } };

const selectUser = authApi.endpoints.getUser.select();
const cachedUser = (store: AppStore) => selectUser(store.getState()).data;

/** A store with `user` signed in; the session check keeps saying so, `reply` answers the rest. */
async function signedIn(reply: (path: string) => TestReply): Promise<AppStore> {
  api.handler = (req) =>
    req.url === '/api/session'
      ? { status: 200, body: { signedIn: true, user } }
      : reply(req.url ?? '');
  const store = createTestStore();
  await store.dispatch(authApi.endpoints.getUser.initiate());
  expect(cachedUser(store)).toEqual(user);
  return store;
}

describe('a 401 while signed in (the session has ended)', () => {
  it('forgets the user before the failed query reports its error', async () => {
    const store = await signedIn(() => NOT_AUTHENTICATED);
    // What a page sees when the error arrives: the user is already gone, so the route guard has
    // taken the page away and the error is never shown there.
    const userWhenFailed: unknown[] = [];
    store.subscribe(() => {
      const profile = profileApi.endpoints.getProfile.select()(store.getState());
      if (profile.isError && userWhenFailed.length === 0) userWhenFailed.push(cachedUser(store));
    });

    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    await settle(); // the store tells its subscribers of a query's result in a batch, a little later

    expect(userWhenFailed).toEqual([null]);
    expect(cachedUser(store)).toBeNull();
  });

  it('forgets the user when a mutation answers 401', async () => {
    const store = await signedIn(() => NOT_AUTHENTICATED);
    await store.dispatch(profileApi.endpoints.updateProfile.initiate({ title: 'CEO' }));
    expect(cachedUser(store)).toBeNull();
  });

  it("keeps the user on the sign-in's own 401 (a wrong password)", async () => {
    const store = await signedIn(() => ({
      status: 401,
      body: { statusCode: 401, message: 'Invalid username or password' },
    }));
    await store.dispatch(authApi.endpoints.login.initiate({ username: 'ada', password: 'wrong' }));
    expect(cachedUser(store)).toEqual(user);
  });

  it('keeps the user on any other failure', async () => {
    const store = await signedIn(() => ({ status: 403, body: { statusCode: 403 } }));
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(cachedUser(store)).toEqual(user);
  });
});
