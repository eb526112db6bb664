import { useGetProfileQuery, useGetUserQuery } from '@consult/api-client';

/** The signed-in user's business profile, fetched once the user is known (req SITE-7). */
export function useProfile() {
  const { data: user } = useGetUserQuery();
  const query = useGetProfileQuery(undefined, { skip: !user });
  return { user, ...query };
}
