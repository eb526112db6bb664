import { errorMessage, errorStatus } from '@consult/api-client';
import { MESSAGES } from '@consult/domain';
import { AppRedirect, HOME_LINK, LOG_IN_LINK, useLogInLink } from '@consult/ui';

const ADMIN_REQUIRED = MESSAGES.adminRequired;

/**
 * Where a failed admin call sends the visitor, if anywhere: a session that has ended goes to the
 * portal's /log-in, and an account that is no longer an admin ('Unauthorized: Admin access
 * required', spec 001 §6) to the marketing site's /.
 */
export function redirectFor(error: unknown): typeof LOG_IN_LINK | typeof HOME_LINK | null {
  const status = errorStatus(error);
  if (status === 401) return LOG_IN_LINK;
  if (status === 403 || errorMessage(error, '') === ADMIN_REQUIRED) return HOME_LINK;
  return null;
}

/** Renders the redirect of `redirectFor`, or nothing; /log-in brings the admin back to this page. */
export function QueryErrorRedirect({ error }: { error: unknown }) {
  const logInLink = useLogInLink();
  const target = redirectFor(error);
  if (target === LOG_IN_LINK) return <AppRedirect {...logInLink} />;
  return target ? <AppRedirect {...target} /> : null;
}
