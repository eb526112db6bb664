import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { AppUrls } from '@consult/domain';
import { useIosViewportFix } from '../ios/useIosViewportFix';
import { theme } from '../theme/theme';
import { PageNoticeProvider } from '../layout/PageNoticeProvider';
import { LoggedOutNotice } from '../session/LoggedOutNotice';
import { ToastProvider } from '../toast/ToastProvider';
import { AppConfigProvider, type AppName } from './AppConfigProvider';

export interface AppShellProps {
  app: AppName;
  urls: AppUrls;
  apiBaseUrl: string;
  /** Shown at the top of every page's main content (the portal's e-mail verification banner). */
  pageNotice?: ReactNode;
  children: ReactNode;
}

/** Theme, app configuration, toasts (and the logout notice), the iOS fix: what every app has. */
export function AppShell({ app, urls, apiBaseUrl, pageNotice = null, children }: AppShellProps) {
  useIosViewportFix();
  const config = useMemo(() => ({ app, urls, apiBaseUrl }), [app, urls, apiBaseUrl]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppConfigProvider value={config}>
        <ToastProvider>
          <LoggedOutNotice />
          <PageNoticeProvider notice={pageNotice}>{children}</PageNoticeProvider>
        </ToastProvider>
      </AppConfigProvider>
    </ThemeProvider>
  );
}
