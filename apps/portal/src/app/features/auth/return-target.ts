import { useSearchParams } from 'react-router';
import { RETURN_TO_PARAM, safeReturnTarget, type ReturnTarget, type User } from '@consult/domain';
import { PROFILE_LINK, useAppConfig } from '@consult/ui';

/**
 * Where /log-in sends a signed-in user (issue 18): back to the page its `next` names when the
 * shared rule (`safeReturnTarget`, libs/domain) accepts it, a console page only for an admin;
 * /profile otherwise (req SITE-2).
 */
export function useReturnTarget(user: User | null | undefined): ReturnTarget {
  const [params] = useSearchParams();
  const { urls } = useAppConfig();
  const target = safeReturnTarget(params.get(RETURN_TO_PARAM), urls);
  if (!target || (target.app === 'admin' && !user?.isAdmin)) return PROFILE_LINK;
  return target;
}
