import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionConfig } from '../config/app-config';
import type { DatabaseSessionStore } from './database-session.store';
import { cookieMaxAgeSeconds } from './session-policy';
import { SessionSigner } from './session-signer';

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
  await fastify.register(fastifySession, {
    secret: new SessionSigner(config.secret),
    cookieName: config.cookieName,
    store,
    saveUninitialized: false,
    rolling: false,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookie },
  });

  // @fastify/session writes a remember-me cookie with Expires only, sliding from the last change.
  // Give it Max-Age too, and end it exactly when the server-side session ends.
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const setCookie = reply.setCookie;
    reply.setCookie = function setSessionCookie(this: FastifyReply, name, value, options) {
      const session = request.session;
      if (
        name === config.cookieName &&
        value &&
        options?.expires &&
        session?.rememberMe &&
        session.authenticatedAt
      ) {
        const maxAge =
          cookieMaxAgeSeconds(store.policy, true, session.authenticatedAt, Date.now()) ?? 0;
        options = { ...options, maxAge, expires: new Date(Date.now() + maxAge * 1000) };
      }
      return setCookie.call(this, name, value, options);
    };
  });
}
