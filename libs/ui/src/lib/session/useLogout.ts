import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { appLink } from '@consult/domain';
import { baseApi, errorMessage, useLogoutMutation } from '@consult/api-client';
import { useAppConfig } from '../config/AppConfigProvider';
import { browserNavigation } from '../links/browser-navigation';
import { LOG_IN_LINK } from '../links/site-links';
import { useToast } from '../toast/useToast';
import { LOGGED_OUT_PARAM, LOGGED_OUT_TOAST } from './logged-out';

export { LOGGED_OUT_PARAM, LOGGED_OUT_TOAST };

const FALLBACK_MESSAGE = 'Failed to logout';

/** The server's message of a failed logout: its body is read as text, so it may be JSON in a string. */
function logoutErrorMessage(error: unknown): string {
  const data = error && typeof error === 'object' && 'data' in error ? error.data : undefined;
  if (typeof data !== 'string') return errorMessage(error, FALLBACK_MESSAGE);
  try {
    return errorMessage({ data: JSON.parse(data) as unknown }, FALLBACK_MESSAGE);
  } catch {
    return FALLBACK_MESSAGE;
  }
}

/**
 * Logs out (req SITE-4, RULES-2): on success a 'Success' toast, the API cache is cleared and
 * the browser loads the portal's /log-in (a full page load, which drops every piece of state); the
 * page there repeats the toast (LoggedOutNotice), since the load ends this one. On failure a
 * destructive 'Error' toast.
 */
export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const [logoutMutation, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch();
  const { toast } = useToast();
  const { urls } = useAppConfig();
  const logout = useCallback(async () => {
    try {
      await logoutMutation().unwrap();
    } catch (error) {
      toast({ title: 'Error', description: logoutErrorMessage(error), variant: 'destructive' });
      return;
    }
    toast(LOGGED_OUT_TOAST);
    dispatch(baseApi.util.resetApiState());
    browserNavigation.assign(
      `${appLink(urls[LOG_IN_LINK.app], LOG_IN_LINK.to)}?${LOGGED_OUT_PARAM}=1`,
    );
  }, [logoutMutation, toast, dispatch, urls]);
  return { logout, isLoggingOut: isLoading };
}
