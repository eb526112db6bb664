import type { FastifyCorsOptionsDelegateCallback } from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type AppUrls } from '@consult/domain';
import { errorBody } from '../errors/error-body';
import { ownerOrigins, requestOwner, type RouteOwner } from './app-origins';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method.toUpperCase());
}

export function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

export function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';', 1)[0].trim().toLowerCase() === 'application/json';
}

/**
 * Cross-site request forgery defence (req RULES-5), before any body is parsed or session loaded:
 *
 * - every POST/PUT/PATCH/DELETE must carry an Origin header naming the app that owns the route
 *   (app-origins.ts: the console for /api/admin, the marketing site for consultations, the portal
 *   for the client's routes, any of the three for the session routes), 403 otherwise; and a body
 *   must be JSON (415 otherwise), which a cross-site form cannot send;
 * - a request to the console's routes (whose reads write audit rows in the admin's name) is refused
 *   when the browser says it comes from another site (`Sec-Fetch-Site: cross-site`: a link, an
 *   image or a form elsewhere); when it comes from the same site other than as a fetch
 *   (`same-site` with a `Sec-Fetch-Mode` other than `cors`: a link or an image on a sibling app,
 *   which carries no Origin); or when it names an origin other than the console's (a fetch from a
 *   sibling app, which the browser sends with the admin's cookie since the apps are one site).
 *   Allowed: `same-origin`, `same-site` fetches (the console on its subdomain calling the API on
 *   its own, with its Origin), `none` (an address typed in or a bookmark), and no header at all.
 */
export function registerRequestGuards(fastify: FastifyInstance, appOrigins: AppUrls): void {
  const originsOf = ownerOrigins(appOrigins);
  // A callback hook, not an async one: no promise on every request (issue 19).
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const refusal = refusalOf(request, originsOf);
    if (refusal === null) return done();
    reply.code(refusal.status).send(errorBody(refusal.status, refusal.message));
  });
}

/** Why a request is refused before anything else runs (above), or null when it may go on. */
function refusalOf(
  request: FastifyRequest,
  originsOf: (owner: RouteOwner | null) => readonly string[],
): { status: 403 | 415; message: string } | null {
  if (request.method === 'OPTIONS') return null; // CORS preflights: answered by @fastify/cors
  const origin = request.headers.origin;
  const writes = isStateChanging(request.method);
  const owner = requestOwner(request);
  if (owner === 'admin') {
    const site = request.headers['sec-fetch-site'];
    const mode = request.headers['sec-fetch-mode'];
    if (site === 'cross-site' || (site === 'same-site' && mode !== undefined && mode !== 'cors')) {
      request.log.warn(
        { event: 'request.cross_site_refused', origin: origin ?? null, site, mode: mode ?? null },
        'Refused a request to the admin console’s API from outside the console',
      );
      return { status: 403, message: MESSAGES.crossSiteRefused };
    }
  }
  if (writes || (owner === 'admin' && origin !== undefined)) {
    if (origin === undefined || !originsOf(owner).includes(origin)) {
      request.log.warn(
        { event: 'request.forbidden_origin', origin: origin ?? null, owner },
        'Rejected a request from an origin that does not own the route',
      );
      return { status: 403, message: MESSAGES.forbiddenOrigin };
    }
  }
  if (writes && hasBody(request) && !isJson(request.headers['content-type'])) {
    return { status: 415, message: MESSAGES.jsonRequired };
  }
  return null;
}

/** What @fastify/cors is told for a request from an origin that owns the route, or from any other. */
const CORS_SHARED = {
  credentials: true,
  methods: 'GET, HEAD, POST, PUT, PATCH, DELETE',
  allowedHeaders: 'Content-Type, X-Request-Id',
  // The apps read a download's file name (Content-Disposition) from another origin.
  exposedHeaders: 'X-Request-Id, Content-Disposition',
  maxAge: 600,
} as const;
// `true` reflects the request's own origin; it is given only once the origin is found among the
// route's owners (below): never '*', never an unknown origin.
const CORS_OWNER = Object.freeze({ ...CORS_SHARED, origin: true });
const CORS_REFUSED = Object.freeze({ ...CORS_SHARED, origin: false });

/**
 * CORS (@fastify/cors's `delegator`, decided per request): an answer is readable across origins,
 * with credentials, only by the origin that owns its route (app-origins.ts). Any other origin,
 * another of the three apps included, gets no Access-Control-* header and its preflight is not
 * answered; `Vary: Origin` is always sent. The two sets of options are made once: built for every
 * request, with their lists joined again for every answer, they were 2-3% of a signed-in read
 * (issue 19).
 */
export function corsFor(appOrigins: AppUrls): FastifyCorsOptionsDelegateCallback {
  const originsOf = ownerOrigins(appOrigins);
  return (request, callback) => {
    const origin = request.headers.origin;
    const allowed = origin !== undefined && originsOf(requestOwner(request)).includes(origin);
    callback(null, allowed ? CORS_OWNER : CORS_REFUSED);
  };
}

/** Every answer: `Cache-Control: no-store` (API data is per user) and the request id echoed back. */
export function registerResponseHeaders(fastify: FastifyInstance): void {
  // A callback hook, not an async one: no promise on every answer (issue 19).
  fastify.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('Cache-Control', 'no-store');
    void reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
}
