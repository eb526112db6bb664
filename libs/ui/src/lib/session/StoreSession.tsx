import { useEffect, useMemo, type ReactNode } from 'react';
import { useGetUserQuery } from '@consult/api-client';
import { SessionProvider, type SessionState } from './session-context';
import { useLogout } from './useLogout';

/** The session as the API store knows it. Needs the store's Provider, the toasts and the app config. */
export function useStoreSession(): SessionState {
  const { data: user, isLoading } = useGetUserQuery();
  const { logout, isLoggingOut } = useLogout();
  return useMemo(
    () => ({ user, isLoading, logout, isLoggingOut }),
    [user, isLoading, logout, isLoggingOut],
  );
}

/** Provides the session from the API store to everything inside. */
export function StoreSession({ children }: { children: ReactNode }) {
  return <SessionProvider value={useStoreSession()}>{children}</SessionProvider>;
}

/** Renders nothing; hands every change of the store's session to `onChange` (DeferredSession). */
export function StoreSessionReporter({ onChange }: { onChange: (session: SessionState) => void }) {
  const session = useStoreSession();
  useEffect(() => onChange(session), [session, onChange]);
  return null;
}
