import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { configureApiBaseUrl, createAppStore, type AppStore } from '@consult/api-client';
import { StoreSession } from '../session/StoreSession';
import { AppShell, type AppShellProps } from './AppShell';

export interface AppProvidersProps extends AppShellProps {
  /** A store made by the caller (tests); one is made otherwise. */
  store?: AppStore;
}

/** Everything the portal and the admin console need around their router: the API store, the
 * session from it, and the shell (theme, app configuration, toasts, the iOS fix). */
export function AppProviders({ store, children, ...shell }: AppProvidersProps) {
  const { apiBaseUrl } = shell;
  const appStore = useMemo(() => {
    configureApiBaseUrl(apiBaseUrl);
    return store ?? createAppStore();
  }, [apiBaseUrl, store]);
  return (
    <Provider store={appStore}>
      <AppShell {...shell}>
        <StoreSession>{children}</StoreSession>
      </AppShell>
    </Provider>
  );
}
