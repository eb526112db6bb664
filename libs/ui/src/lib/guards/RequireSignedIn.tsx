import type { ReactNode } from 'react';
import { useGetUserQuery } from '@consult/api-client';
import { FullPageSpinner } from '../layout/FullPageSpinner';
import { LOG_IN_LINK } from '../links/site-links';
import { AppRedirect } from './AppRedirect';

/** Renders its children for a signed-in user; anonymous visitors go to the portal's /log-in. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { data: user, isLoading } = useGetUserQuery();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <AppRedirect {...LOG_IN_LINK} />;
  return <>{children}</>;
}
