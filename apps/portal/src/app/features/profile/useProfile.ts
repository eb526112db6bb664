import { useEffect } from 'react';
import { errorStatus, useGetProfileQuery, useGetUserQuery } from '@consult/api-client';
import { useSessionExpired } from '../session/useSessionExpired';

/**
 * The signed-in user's business profile, fetched once the user is known (spec 000 §7). A 401
 * means the session has ended: the visitor goes to /log-in.
 */
export function useProfile() {
  const { data: user } = useGetUserQuery();
  const query = useGetProfileQuery(undefined, { skip: !user });
  const sessionExpired = useSessionExpired();
  const unauthenticated = errorStatus(query.error) === 401;

  useEffect(() => {
    if (unauthenticated) sessionExpired();
  }, [unauthenticated, sessionExpired]);

  return { user, ...query, unauthenticated };
}
