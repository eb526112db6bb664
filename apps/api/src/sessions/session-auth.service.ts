import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientInfoOf } from '../common/decorators/client-info.decorator';
import { ConfigService } from '../config/config.service';
import type { SessionConfig } from '../config/app-config';
import { DatabaseSessionStore } from './database-session.store';

/** Starting and ending the signed-in session of a request. */
@Injectable()
export class SessionAuthService {
  private readonly config: SessionConfig;

  constructor(
    configService: ConfigService,
    private readonly store: DatabaseSessionStore,
  ) {
    this.config = configService.get('session');
  }

  /**
   * A new session id at sign-in (the visitor's previous session, if any, is destroyed). An admin
   * never gets remember-me: their session keeps the idle and absolute limits whatever they ticked
   * (docs/decisions.md). Where and with what browser the sign-in came from is kept for the
   * client's session list.
   */
  async begin(
    request: FastifyRequest,
    user: { id: number; isAdmin: boolean },
    rememberMeAsked: boolean,
  ): Promise<void> {
    const rememberMe = rememberMeAsked && !user.isAdmin;
    await request.session.regenerate();
    const session = request.session;
    const client = clientInfoOf(request);
    session.userId = user.id;
    session.rememberMe = rememberMe;
    session.authenticatedAt = Date.now();
    session.ipAddress = client.ipAddress;
    session.userAgent = client.userAgent;
    // Remember-me: a persistent cookie. Otherwise a browser-session cookie (no Max-Age, no Expires),
    // even if the previous session of this browser was a remembered one.
    session.options(
      rememberMe
        ? { maxAge: this.store.policy.rememberMeMs }
        : { maxAge: undefined, expires: undefined },
    );
  }

  /** Deletes the stored session and clears the cookie; harmless when nobody is signed in. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.session?.sessionId) await request.session.destroy();
    // The cookie's attributes (Secure, HttpOnly, ...) are added by the sessions' plugin, which
    // gives them to every Set-Cookie of the session cookie (session-plugin.ts).
    void reply.clearCookie(this.config.cookieName);
  }
}
