import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { configureApiBaseUrl, createAppStore, type AppStore } from '@consult/api-client';
import { useIosViewportFix } from '../ios/useIosViewportFix';
import { theme } from '../theme/theme';
import { LoggedOutNotice } from '../session/LoggedOutNotice';
import { ToastProvider } from '../toast/ToastProvider';
import { AppConfigProvider, type UiAppConfig } from './AppConfigProvider';

export interface AppProvidersProps extends UiAppConfig {
  apiBaseUrl: string;
  /** A store made by the caller (tests); one is made otherwise. */
  store?: AppStore;
  children: ReactNode;
}

/** Everything an app needs around its router: store, theme, app configuration, toasts (and the
 * logout notice), the iOS fix. */
export function AppProviders({ app, urls, apiBaseUrl, store, children }: AppProvidersProps) {
  useIosViewportFix();
  const appStore = useMemo(() => {
    configureApiBaseUrl(apiBaseUrl);
    return store ?? createAppStore();
  }, [apiBaseUrl, store]);
  const config = useMemo(() => ({ app, urls }), [app, urls]);
  return (
    <Provider store={appStore}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AppConfigProvider value={config}>
          <ToastProvider>
            <LoggedOutNotice />
            {children}
          </ToastProvider>
        </AppConfigProvider>
      </ThemeProvider>
    </Provider>
  );
}
