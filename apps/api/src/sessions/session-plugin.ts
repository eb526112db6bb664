import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionConfig } from '../config/app-config';
import type { DatabaseSessionStore } from './database-session.store';
import { cookieMaxAgeSeconds } from './session-policy';
import { SessionSigner } from './session-signer';
import { sessionCookieOptions } from './stored-session';

/**
 * Cookies and server-side sessions (req RULES-1, RULES-5). The cookie is host-only (no Domain), HttpOnly,
 * SameSite=Lax, Path=/; `__Host-sid` with Secure in production, `sid` on localhost. A session is
 * stored only once someone signs in (saveUninitialized: false) and its cookie is sent only when it
 * changes (rolling: false): idle time is tracked by the store, not by re-sending the cookie.
 */
export async function registerSessions(
  fastify: FastifyInstance,
  store: DatabaseSessionStore,
  config: SessionConfig,
): Promise<void> {
  await fastify.register(fastifyCookie);
  // The rows the route reads with its session (SessionRows): @fastify/session's hook, next, asks
  // the store for the session in the same turn. A callback hook, so nothing runs in between.
  fastify.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done) => {
    store.readRowsWithNextGet(request.routeOptions.config.sessionRows);
    done();
  });
  await fastify.register(fastifySession, {
    secret: new SessionSigner(config.secret),
    cookieName: config.cookieName,
    store,
    saveUninitialized: false,
    rolling: false,
    cookie: { ...sessionCookieOptions(config.secureCookie) },
  });

  // @fastify/session writes a remember-me cookie with Expires only, sliding from the last change.
  // Give it Max-Age too, and end it exactly when the server-side session ends. And it clears a
  // cookie that names no live session (a bad signature, an ended session) with its path alone: a
  // browser ignores a Set-Cookie for a `__Host-` cookie without Secure, so the cookie would stay.
  // Every Set-Cookie of the session cookie carries its attributes.
  const attributes = sessionCookieOptions(config.secureCookie);
  // A callback hook, not an async one: no promise on every request (issue 19).
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const { setCookie, clearCookie } = reply;
    reply.setCookie = function setSessionCookie(this: FastifyReply, name, value, options) {
      if (name !== config.cookieName) return setCookie.call(this, name, value, options);
      const session = request.session;
      if (value && options?.expires && session?.rememberMe && session.authenticatedAt) {
        const maxAge =
          cookieMaxAgeSeconds(store.policy, true, session.authenticatedAt, Date.now()) ?? 0;
        options = { ...options, maxAge, expires: new Date(Date.now() + maxAge * 1000) };
      }
      return setCookie.call(this, name, value, { ...options, ...attributes });
    };
    reply.clearCookie = function clearSessionCookie(this: FastifyReply, name, options) {
      if (name !== config.cookieName) return clearCookie.call(this, name, options);
      return clearCookie.call(this, name, { ...options, ...attributes });
    };
    done();
  });
}
