import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { SessionProvider, UNKNOWN_SESSION, type SessionState } from './session-context';

type Reporter = ComponentType<{ onChange: (session: SessionState) => void }>;

/**
 * The session for a site whose first JavaScript should not carry the API client (the marketing
 * site): unknown at first (the header keeps the account slot's place empty, as it does while any
 * session check runs), then, once the page is live, the API store is loaded beside the page and
 * reports the session into this context. The page's tree never changes shape, so a prerendered
 * page hydrates as it was rendered.
 */
export function DeferredSession({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>(UNKNOWN_SESSION);
  const [Reporter, setReporter] = useState<Reporter | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('./deferred-session-reporter').then(({ DeferredSessionReporter }) => {
      if (!cancelled) setReporter(() => DeferredSessionReporter);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <SessionProvider value={session}>
      {children}
      {Reporter && <Reporter onChange={setSession} />}
    </SessionProvider>
  );
}
