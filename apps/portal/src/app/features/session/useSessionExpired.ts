import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { authApi, type AppStore } from '@consult/api-client';
import { useLogInLink } from '@consult/ui';

/**
 * What to do when the API answers 401 on a signed-in page: forget the cached user (so /log-in
 * does not send the visitor straight back) and go to /log-in, which returns here once signed in.
 */
export function useSessionExpired(): () => void {
  const dispatch = useDispatch<AppStore['dispatch']>();
  const navigate = useNavigate();
  const logIn = useLogInLink().to;
  return useCallback(() => {
    void dispatch(authApi.util.upsertQueryData('getUser', undefined, null));
    void navigate(logIn, { replace: true });
  }, [dispatch, navigate, logIn]);
}
