import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { User } from '@consult/domain';
import { authApi, type AppStore } from '@consult/api-client';

/**
 * Puts the user a successful login returned in the cache at once, so the guarded page that
 * follows sees a signed-in user while the session check (`GET /api/session`) is refetched.
 */
export function useSignIn(): (user: User) => void {
  const dispatch = useDispatch<AppStore['dispatch']>();
  return useCallback(
    (user: User) => {
      void dispatch(authApi.util.upsertQueryData('getUser', undefined, user));
    },
    [dispatch],
  );
}
