import type { ReactNode } from 'react';
import { useGetUserQuery } from '@consult/api-client';
import { FullPageSpinner } from '../layout/FullPageSpinner';
import { useLogInLink } from '../links/log-in-link';
import { AppRedirect } from './AppRedirect';

/**
 * Renders its children for a signed-in user; anonymous visitors go to the portal's /log-in, which
 * brings them back here once signed in.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { data: user, isLoading } = useGetUserQuery();
  const logInLink = useLogInLink();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <AppRedirect {...logInLink} />;
  return <>{children}</>;
}
