import { useEffect } from 'react';
import { useToast } from '../toast/useToast';
import { LOGGED_OUT_PARAM, LOGGED_OUT_TOAST } from './logged-out';

/**
 * After a logout the browser lands on the portal's `/log-in?loggedOut=1` (from any of the three
 * apps): this shows the logout's success toast there and takes the marker out of the address bar.
 * The toast's text is fixed, so a crafted link can show nothing else.
 */
export function LoggedOutNotice() {
  const { toast } = useToast();
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(LOGGED_OUT_PARAM)) return;
    url.searchParams.delete(LOGGED_OUT_PARAM);
    window.history.replaceState(window.history.state, '', url);
    toast(LOGGED_OUT_TOAST);
  }, [toast]);
  return null;
}
