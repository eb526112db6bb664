import type { ReactNode } from 'react';
import { useCheckAdminQuery, useGetUserQuery } from '@consult/api-client';
import { FullPageSpinner } from '../layout/FullPageSpinner';
import { HOME_LINK, LOG_IN_LINK } from '../links/site-links';
import { AppRedirect } from './AppRedirect';

/**
 * Renders its children for an admin confirmed by the server (GET /api/admin/check); anonymous
 * visitors go to the portal's /log-in and signed-in non-admins to the marketing site's /.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user, isLoading: userLoading } = useGetUserQuery();
  const { data: isAdmin, isLoading: adminLoading } = useCheckAdminQuery(undefined, { skip: !user });
  if (userLoading || (user && adminLoading)) return <FullPageSpinner />;
  if (!user) return <AppRedirect {...LOG_IN_LINK} />;
  if (!isAdmin) return <AppRedirect {...HOME_LINK} />;
  return <>{children}</>;
}
