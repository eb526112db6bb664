import type { FastifyRequest } from 'fastify';
import type { AppUrls } from '@consult/domain';

/** One of the three apps (the keys of MARKETING_URL, PORTAL_URL and ADMIN_URL). */
export type AppName = keyof AppUrls;

/**
 * Who may call a route from a browser: the one app whose pages call it, or `session` for the
 * routes each app's header calls (sign in, sign out, who is signed in).
 */
export type RouteOwner = AppName | 'session';

/**
 * Which app owns which routes (docs/security.md, "Which app calls which routes"), by path under
 * /api: an entry covers its own path and every path below it (`/api/admin` covers
 * `/api/admin/users/:id`, not `/api/admin-setup`). A write (POST/PUT/PATCH/DELETE) is accepted, and
 * an answer readable across origins (CORS), only from the owner's origin. A path listed nowhere,
 * such as `/api/health`, belongs to no app: no origin may write to it or read it with CORS.
 * ownership-matrix.int-spec.ts checks that every route the API serves, but the health checks, is
 * listed here.
 */
export const ROUTE_OWNERS: ReadonlyArray<readonly [path: string, owner: RouteOwner]> = [
  ['/api/login', 'session'],
  ['/api/logout', 'session'],
  ['/api/user', 'session'],
  // The apps' session check: who is signed in, 200 also when nobody is (issue 18).
  ['/api/session', 'session'],
  ['/api/consultation', 'marketing'],
  ['/api/verify', 'marketing'],
  ['/api/register', 'portal'],
  ['/api/profile', 'portal'],
  ['/api/esign-consent', 'portal'],
  ['/api/nda', 'portal'],
  ['/api/ndas', 'portal'],
  ['/api/consulting-agreement', 'portal'],
  ['/api/consulting-agreements', 'portal'],
  ['/api/payment-setup', 'portal'],
  ['/api/payment-info', 'portal'],
  ['/api/payment-method', 'portal'],
  // The account page and the e-mailed links, which open portal pages.
  ['/api/password', 'portal'],
  ['/api/password-reset', 'portal'],
  ['/api/email-verification', 'portal'],
  ['/api/sessions', 'portal'],
  ['/api/admin', 'admin'],
  ['/api/admin-setup', 'admin'],
];

/** The owner of a route's path (`/api/nda/:id` or `/api/nda/7`), or null when no app owns it. */
export function routeOwner(path: string): RouteOwner | null {
  for (const [prefix, owner] of ROUTE_OWNERS) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return owner;
  }
  return null;
}

/**
 * The path that decides a request's owner: the route Fastify matched (`/api/admin/nda/:id`),
 * which is what runs whatever the spelling of the address, or, for a request no route of ours
 * matched (a 404, a CORS preflight), the address's path as sent. A path that does not spell a
 * prefix of the table exactly then belongs to no app, so an odd spelling can only lose access.
 */
export function ownerPath(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched !== undefined && matched.startsWith('/api')) return matched;
  const url = request.url;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * The origins a request to this route may come from: the owner's, all three apps' for the session
 * routes, none for a route no app owns. (Two apps configured on one origin share it.)
 */
export function ownerOrigins(request: FastifyRequest, appOrigins: AppUrls): string[] {
  const owner = routeOwner(ownerPath(request));
  if (owner === null) return [];
  if (owner === 'session') return Object.values(appOrigins);
  return [appOrigins[owner]];
}
