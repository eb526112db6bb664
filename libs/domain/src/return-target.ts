import { appLink, type AppUrls } from './app-urls';

/**
 * The query parameter of the portal's /log-in that names the page to return to after signing in
 * (issue 18): a path of the portal (`/consulting-agreement/7?mode=edit`), or an absolute URL of a
 * page of the admin console (`https://console.example.com/admin-users/7`).
 */
export const RETURN_TO_PARAM = 'next';

/** A page to return to after signing in: a route of the portal or of the console. */
export interface ReturnTarget {
  app: 'portal' | 'admin';
  /** The route with its query and fragment, always starting with one `/`. */
  to: string;
}

// Control characters, whitespace and backslashes: browsers drop or rewrite them while parsing a URL
// (`/\evil.com` and `/<TAB>/evil.com` both open evil.com), so a target holding any is refused.
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u009f\\\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/;

/** The origin and the path prefix of an app's configured base URL, or null if it does not parse. */
function baseOf(base: string): { origin: string; path: string } | null {
  try {
    const url = new URL(base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { origin: url.origin, path: url.pathname.replace(/\/+$/, '') };
  } catch {
    return null;
  }
}

/** The route of `url` below `base`'s path prefix, or null if it lies outside it. */
function routeBelow(url: URL, basePath: string): string | null {
  const { pathname } = url;
  if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return null;
  const route = pathname.slice(basePath.length) || '/';
  // A path that a browser or a router would read as another host (`//evil.com`) never comes back.
  if (!route.startsWith('/') || route.startsWith('//')) return null;
  return `${route}${url.search}${url.hash}`;
}

/**
 * Whether the `next` of a log-in address is a page of ours to return to, and which (issue 18). The
 * one rule for both apps, so there is no open redirect:
 *
 * - a path of the portal: one leading `/` (not `//`), resolved against the portal's configured
 *   URL without leaving its origin;
 * - an absolute `http(s)` URL whose origin is exactly the console's configured origin (and below
 *   its path, if it has one): a console page;
 * - anything else is refused (null): other hosts, `//host`, `/\host`, `javascript:` and other
 *   schemes, credentials in the URL, control characters, whitespace or backslashes (also when
 *   percent-encoded they stay encoded: a decoded `%2F%2F` is a path segment, never a host), and
 *   the log-in page itself.
 */
export function safeReturnTarget(
  raw: string | null | undefined,
  urls: Pick<AppUrls, 'portal' | 'admin'>,
): ReturnTarget | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  if (UNSAFE_CHARACTERS.test(raw)) return null;
  const portal = baseOf(urls.portal);
  const admin = baseOf(urls.admin);
  if (!portal) return null;

  let target: ReturnTarget | null = null;
  if (raw.startsWith('/')) {
    if (raw.startsWith('//')) return null;
    let url: URL;
    try {
      url = new URL(raw, `${portal.origin}/`);
    } catch {
      return null;
    }
    if (url.origin !== portal.origin) return null;
    const route = routeBelow(url, '');
    target = route === null ? null : { app: 'portal', to: route };
  } else {
    if (!admin || !/^https?:\/\//i.test(raw)) return null;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    if (url.username || url.password || url.origin !== admin.origin) return null;
    const route = routeBelow(url, admin.path);
    target = route === null ? null : { app: 'admin', to: route };
  }
  if (target?.app === 'portal' && /^\/log-in(?:[/?#]|$)/.test(target.to)) return null;
  return target;
}

/** The `next` value that brings the browser back to `to` of `app` once signed in. */
export function returnToValue(app: ReturnTarget['app'], to: string, urls: AppUrls): string {
  return app === 'portal' ? to : appLink(urls.admin, to);
}
