import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    if (path === prefix || (path.startsWith(prefix) && path.charCodeAt(prefix.length) === SLASH)) {
      return owner;
    }
  }
  return null;
}

const SLASH = 0x2f;

/**
 * The owner of each route Fastify matched, by its pattern: a finite set, fixed when the routes
 * are registered. A path no route matched is looked up each time, never kept, so addresses a
 * client makes up cannot grow this.
 */
const ownerByRoute = new Map<string, RouteOwner | null>();

declare module 'fastify' {
  interface FastifyRequest {
    /** The owner of the route the request is for, once found (requestOwner); undefined before. */
    routeOwner: RouteOwner | null | undefined;
  }
}

/**
 * Gives every request the place where its owner is kept (requestOwner), as one of the properties
 * Fastify's request is made with, so every request has the same shape.
 */
export function registerRouteOwners(fastify: FastifyInstance): void {
  fastify.decorateRequest('routeOwner', undefined);
}

/**
 * The owner of the route a request is for, found once per request and kept on it:
 * Fastify builds `request.routeOptions` anew on every read, and finding the owner twice for every
 * request, as the CORS decision and the request guards did, was about 5% of a signed-in read
 * (issue 19).
 */
export function requestOwner(request: FastifyRequest): RouteOwner | null {
  let owner = request.routeOwner;
  if (owner !== undefined) return owner;
  const matched = matchedRoute(request);
  if (matched === undefined) {
    owner = routeOwner(requestPath(request));
  } else {
    owner = ownerByRoute.get(matched);
    if (owner === undefined) ownerByRoute.set(matched, (owner = routeOwner(matched)));
  }
  request.routeOwner = owner;
  return owner;
}

/** How many routes' owners are kept (the spec shows that only matched routes are). */
export function rememberedRoutes(): number {
  return ownerByRoute.size;
}

/**
 * The route a request matched (`/api/admin/nda/:id`), which is what runs whatever the spelling of
 * the address; undefined for a request no route of ours matched (a 404, a CORS preflight), whose
 * owner is then found from the address's path as sent. A path that does not spell a prefix of the
 * table exactly belongs to no app, so an odd spelling can only lose access.
 */
function matchedRoute(request: FastifyRequest): string | undefined {
  const matched = request.routeOptions.url;
  return matched !== undefined && matched.startsWith('/api') ? matched : undefined;
}

function requestPath(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * The origins a request to each owner's routes may come from, found once for the configured apps:
 * the owner's, all three apps' for the session routes, none for a route no app owns. (Two apps
 * configured on one origin share it.)
 */
export function ownerOrigins(appOrigins: AppUrls): (owner: RouteOwner | null) => readonly string[] {
  const origins = new Map<RouteOwner | null, readonly string[]>([
    [null, []],
    ['session', Object.values(appOrigins)],
  ]);
  for (const app of Object.keys(appOrigins) as AppName[]) origins.set(app, [appOrigins[app]]);
  return (owner) => origins.get(owner) ?? [];
}
