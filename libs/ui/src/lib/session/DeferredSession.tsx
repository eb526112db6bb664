import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { SessionStatus } from '@consult/domain';
import { useAppConfig } from '../config/AppConfigProvider';
import {
  SessionProvider,
  SIGNED_OUT_SESSION,
  UNKNOWN_SESSION,
  type SessionState,
} from './session-context';

type Reporter = ComponentType<{ onChange: (session: SessionState) => void }>;

/**
 * The API's session check (`GET /api/session`, never a 401) asked with a plain request: true or
 * false, or undefined when it could not be read (an outage, no network), which the API store then
 * asks again, with its retry.
 */
async function signedIn(apiBaseUrl: string): Promise<boolean | undefined> {
  try {
    const response = await fetch(`${apiBaseUrl.replace(/\/+$/, '')}/session`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return undefined;
    const status = (await response.json()) as Partial<SessionStatus> | null;
    return typeof status?.signedIn === 'boolean' ? status.signedIn : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The session for a site whose first JavaScript should not carry the API client (the marketing
 * site): unknown at first (the header keeps the account slot's place empty, as it does while any
 * session check runs), then, once the page is live, asked with one plain request. A visitor who
 * is signed out, most of them, gets Log In without the API client ever loading: loading it,
 * building its store and running its query was about a seventh of the home page's JavaScript on
 * a phone (issue 19). For one who is signed in, or when the answer could not be read, the API
 * store is loaded beside the page and reports the session into this context (their name, the
 * account menu, logout). The store asks again whenever the window regains focus (RTK Query's
 * `refetchOnFocus`); so does this, while nobody is signed in, so that signing in on another tab
 * shows here as before. The page's tree never changes shape, so a prerendered page hydrates as it
 * was rendered.
 */
export function DeferredSession({ children }: { children: ReactNode }) {
  const { apiBaseUrl = '/api' } = useAppConfig();
  const [session, setSession] = useState<SessionState>(UNKNOWN_SESSION);
  const [Reporter, setReporter] = useState<Reporter | null>(null);
  useEffect(() => {
    let cancelled = false;
    let checking = false;
    let storeLoading = false;
    const loadStore = () => {
      storeLoading = true;
      void import('./deferred-session-reporter').then(({ DeferredSessionReporter }) => {
        if (!cancelled) setReporter(() => DeferredSessionReporter);
      });
    };
    const check = async () => {
      if (checking || storeLoading) return;
      checking = true;
      const answer = await signedIn(apiBaseUrl);
      checking = false;
      if (cancelled || storeLoading) return;
      if (answer === false) setSession(SIGNED_OUT_SESSION);
      else loadStore();
    };
    const checkWhenVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    void check();
    window.addEventListener('focus', checkWhenVisible);
    document.addEventListener('visibilitychange', checkWhenVisible);
    return () => {
      cancelled = true;
      window.removeEventListener('focus', checkWhenVisible);
      document.removeEventListener('visibilitychange', checkWhenVisible);
    };
  }, [apiBaseUrl]);
  return (
    <SessionProvider value={session}>
      {children}
      {Reporter && <Reporter onChange={setSession} />}
    </SessionProvider>
  );
}
