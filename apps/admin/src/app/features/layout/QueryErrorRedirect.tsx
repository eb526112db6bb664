import { errorMessage, errorStatus } from '@consult/api-client';
import { MESSAGES } from '@consult/domain';
import { AppRedirect, HOME_LINK } from '@consult/ui';

const ADMIN_REQUIRED = MESSAGES.adminRequired;

/**
 * Where a failed admin call sends the visitor, if anywhere: an account that is no longer an admin
 * ('Unauthorized: Admin access required', req DOCS-6) to the marketing site's /. A session that
 * has ended (401) needs nothing here: the API client forgets the user, and RequireAdmin sends the
 * visitor to the portal's /log-in, which brings them back to this page.
 */
export function redirectFor(error: unknown): typeof HOME_LINK | null {
  if (errorStatus(error) === 403 || errorMessage(error, '') === ADMIN_REQUIRED) return HOME_LINK;
  return null;
}

/** Renders the redirect of `redirectFor`, or nothing. */
export function QueryErrorRedirect({ error }: { error: unknown }) {
  const target = redirectFor(error);
  return target ? <AppRedirect {...target} /> : null;
}
