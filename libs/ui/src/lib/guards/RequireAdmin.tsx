import type { ReactNode } from 'react';
import { useCheckAdminQuery, useGetAdminSetupQuery, useGetUserQuery } from '@consult/api-client';
import { FullPageSpinner } from '../layout/FullPageSpinner';
import { useLogInLink } from '../links/log-in-link';
import { HOME_LINK } from '../links/site-links';
import { AppRedirect } from './AppRedirect';

export interface RequireAdminProps {
  children: ReactNode;
  /**
   * Shown instead of the redirect to a signed-in non-admin while no admin exists at all (GET
   * /api/admin-setup): how the first admin is made.
   */
  noAdminYet?: ReactNode;
}

/**
 * Renders its children for an admin confirmed by the server (GET /api/admin/check); anonymous
 * visitors go to the portal's /log-in (which brings them back to this page) and signed-in non-admins to the marketing site's /, unless
 * the firm has no admin yet and there is a `noAdminYet` page to show them.
 */
export function RequireAdmin({ children, noAdminYet }: RequireAdminProps) {
  const { data: user, isLoading: userLoading } = useGetUserQuery();
  const logInLink = useLogInLink();
  const { data: isAdmin, isLoading: adminLoading } = useCheckAdminQuery(undefined, { skip: !user });
  const askSetup = Boolean(user) && isAdmin === false && noAdminYet !== undefined;
  const { data: setup, isLoading: setupLoading } = useGetAdminSetupQuery(undefined, {
    skip: !askSetup,
  });
  if (userLoading || (user && adminLoading) || (askSetup && setupLoading)) {
    return <FullPageSpinner />;
  }
  if (!user) return <AppRedirect {...logInLink} />;
  if (!isAdmin) {
    if (askSetup && setup?.adminExists === false) return <>{noAdminYet}</>;
    return <AppRedirect {...HOME_LINK} />;
  }
  return <>{children}</>;
}
