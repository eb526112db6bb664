import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { appLink } from '@consult/domain';
import { useAppConfig, type AppName } from '../config/AppConfigProvider';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The app that owns the route; the current app by default. */
  app?: AppName;
  /** The route, e.g. `/profile`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a route of any of the three apps: the router's `Link` for a route of this app, a plain
 * absolute `<a href>` (from the configured app URLs) for another app's route. Works as the
 * `component` of MUI buttons, menu items and list items.
 */
export function AppLink({ app, to, ref, ...anchorProps }: AppLinkProps) {
  const config = useAppConfig();
  const target = app ?? config.app;
  // Props go first: MUI list items pass their own `href` (a copy of `to`), which must not win.
  if (target === config.app) return <RouterLink {...anchorProps} ref={ref} to={to} />;
  return <a {...anchorProps} ref={ref} href={appLink(config.urls[target], to)} />;
}
