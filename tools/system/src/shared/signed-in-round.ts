// The round a signed-in client repeats under the load stages' autocannon: read the account, read
// the profile, write the profile. Each stage says who the connection is signed in as and what the
// write says; the two-instance stage also tracks which write each answer acknowledges.
import type autocannon from 'autocannon';
import { ORIGIN } from './built-api';

type Setup = (
  request: autocannon.RequestParams,
  context: autocannon.Context,
) => autocannon.RequestParams | null;

export interface SignedInRound {
  /** The request as the connection's account (its cookie), or null to send nothing. */
  as: Setup;
  /** The profile's new bio for this write, or null to send nothing. */
  bio: (context: autocannon.Context) => string | null;
  /** The write's answer. */
  onWrite?: (status: number, body: string, context: autocannon.Context) => void;
}

export function signedInRound({ as, bio, onWrite }: SignedInRound): autocannon.Request[] {
  return [
    { method: 'GET', path: '/api/user', setupRequest: as },
    { method: 'GET', path: '/api/profile', setupRequest: as },
    {
      method: 'PATCH',
      path: '/api/profile',
      setupRequest: (request, context) => {
        const signedIn = as(request, context);
        const text = signedIn && bio(context);
        if (!signedIn || text === null) return null;
        return {
          ...signedIn,
          headers: { ...signedIn.headers, origin: ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ bio: text }),
        };
      },
      onResponse: onWrite,
    },
  ];
}
