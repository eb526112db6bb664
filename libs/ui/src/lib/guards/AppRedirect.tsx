import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { appLink } from '@consult/domain';
import { useAppConfig, type AppName } from '../config/AppConfigProvider';
import { FullPageSpinner } from '../layout/FullPageSpinner';
import { browserNavigation } from '../links/browser-navigation';

/** Sends the browser to a route of one of the apps: in-app with the router, else a full page load. */
export function AppRedirect({ app, to }: { app: AppName; to: string }) {
  const config = useAppConfig();
  const crossApp = app !== config.app;
  const url = appLink(config.urls[app], to);
  useEffect(() => {
    if (crossApp) browserNavigation.assign(url);
  }, [crossApp, url]);
  return crossApp ? <FullPageSpinner /> : <Navigate to={to} replace />;
}
