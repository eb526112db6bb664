import type { AppName } from '../config/AppConfigProvider';

export interface SiteLink {
  label: string;
  app: AppName;
  /** The route, e.g. `/contact`. */
  to: string;
  /** Other routes (and the pages below them) for which this link is the current one. */
  alsoCurrentFor?: readonly string[];
}

/** The header's navigation (req SITE-2): all marketing routes. */
export const MAIN_NAV_LINKS: readonly SiteLink[] = [
  {
    label: 'Consulting Services',
    app: 'marketing',
    to: '/consulting-services',
    alsoCurrentFor: ['/services'],
  },
  { label: 'Client Success Stories', app: 'marketing', to: '/success-stories' },
  { label: 'Contact', app: 'marketing', to: '/contact' },
];

/** The footer's links to the main pages of the marketing site. */
export const FOOTER_LINKS: readonly SiteLink[] = [
  { label: 'Who We Are', app: 'marketing', to: '/who-we-are' },
  { label: 'Consulting Services', app: 'marketing', to: '/consulting-services' },
  { label: 'Client Success Stories', app: 'marketing', to: '/success-stories' },
  { label: 'Request a Consultation', app: 'marketing', to: '/request-consultation' },
  { label: 'Contact', app: 'marketing', to: '/contact' },
];

export const LOG_IN_LINK = { app: 'portal', to: '/log-in' } as const;
export const PROFILE_LINK = { app: 'portal', to: '/profile' } as const;
export const EDIT_PROFILE_LINK = { app: 'portal', to: '/profile/edit' } as const;
/** The client's password and sessions (issue 17). */
export const ACCOUNT_LINK = { app: 'portal', to: '/account' } as const;
export const ADMIN_DASHBOARD_LINK = { app: 'admin', to: '/admin-dashboard' } as const;
export const HOME_LINK = { app: 'marketing', to: '/' } as const;

/** Whether a link points at the page being shown (its route or one below it) in this app. */
export function isCurrentLink(
  link: Pick<SiteLink, 'app' | 'to' | 'alsoCurrentFor'>,
  currentApp: AppName,
  pathname: string,
): boolean {
  if (link.app !== currentApp) return false;
  if (link.to === '/') return pathname === '/';
  return [link.to, ...(link.alsoCurrentFor ?? [])].some(
    (route) => pathname === route || pathname.startsWith(`${route}/`),
  );
}
