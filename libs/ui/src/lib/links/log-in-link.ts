import { useLocation } from 'react-router';
import { RETURN_TO_PARAM, returnToValue, safeReturnTarget } from '@consult/domain';
import { useAppConfig } from '../config/AppConfigProvider';
import { LOG_IN_LINK } from './site-links';

/**
 * The portal's /log-in, carrying the page being shown as its `next` (issue 18): a portal path, or
 * the console page's absolute URL, so that signing in returns to it. A page of the marketing site,
 * or one the return rule would refuse, gets the plain /log-in.
 */
export function useLogInLink(): { app: 'portal'; to: string } {
  const { app, urls } = useAppConfig();
  const { pathname, search, hash } = useLocation();
  if (app === 'marketing') return LOG_IN_LINK;
  const next = returnToValue(app, `${pathname}${search}${hash}`, urls);
  if (!safeReturnTarget(next, urls)) return LOG_IN_LINK;
  return {
    app: 'portal',
    to: `${LOG_IN_LINK.to}?${RETURN_TO_PARAM}=${encodeURIComponent(next)}`,
  };
}
