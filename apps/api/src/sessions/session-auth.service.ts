import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

  /** A new session id at sign-in (the visitor's previous session, if any, is destroyed). */
  async begin(request: FastifyRequest, userId: number, rememberMe: boolean): Promise<void> {
    await request.session.regenerate();
    const session = request.session;
    session.userId = userId;
    session.rememberMe = rememberMe;
    session.authenticatedAt = Date.now();
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
    void reply.clearCookie(this.config.cookieName, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.secureCookie,
    });
  }
}
