import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authApi } from './auth.api';
import { baseApi, sessionExpired } from './base-api';

/**
 * When a signed-in user's session ends (a 401 from the API), the cached user is forgotten at once,
 * before the failed request's error reaches the store: the route guards (RequireSignedIn,
 * RequireAdmin) send the visitor to /log-in with the page as its return path, and any render that
 * could show the error has the guard's redirect instead, so pages need no 401 branch of their own.
 * /log-in does not send them straight back. With no user signed in, a 401 changes nothing.
 */
function forgetUserWhenSessionExpires() {
  const selectUser = authApi.endpoints.getUser.select();
  const listener = createListenerMiddleware<Parameters<typeof selectUser>[0]>();
  listener.startListening({
    actionCreator: sessionExpired,
    effect: (_action, { dispatch, getState }) => {
      const { data: user } = selectUser(getState());
      if (user) dispatch(authApi.util.updateQueryData('getUser', undefined, () => null));
    },
  });
  return listener.middleware;
}

/** One store per app: the API cache, with refetch on focus and reconnect wired up. */
export function createAppStore() {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) =>
      getDefault().prepend(forgetUserWhenSessionExpires()).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
