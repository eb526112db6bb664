import { createContext, useContext } from 'react';
import type { User } from '@consult/domain';

/**
 * Who is signed in, and the way to sign out, as the header, the drawer and the account menu see
 * it. The portal and the admin console provide it from their API store (StoreSession); the
 * marketing site provides it once the store has loaded after the first paint (DeferredSession),
 * so the public pages' first JavaScript does not carry the API client.
 */
export interface SessionState {
  /** The signed-in user; null when signed out; undefined while unknown. */
  user: User | null | undefined;
  /** True until the first answer about the session. */
  isLoading: boolean;
  logout: () => Promise<void>;
  isLoggingOut: boolean;
}

export const UNKNOWN_SESSION: SessionState = {
  user: undefined,
  isLoading: true,
  logout: async () => undefined,
  isLoggingOut: false,
};

/** Nobody is signed in: the header offers Log In. */
export const SIGNED_OUT_SESSION: SessionState = {
  user: null,
  isLoading: false,
  logout: async () => undefined,
  isLoggingOut: false,
};

const SessionContext = createContext<SessionState | null>(null);

export const SessionProvider = SessionContext.Provider;

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a StoreSession or a DeferredSession');
  return session;
}
