import { Controller, Delete, Get, HttpCode, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  MESSAGES,
  SESSION_PUBLIC_ID_PATTERN,
  type AccountSession,
  type EndSessionsResult,
} from '@consult/domain';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { DomainError } from '../common/errors/domain-error';
import type { User } from '../users/user.entity';
import { browserName } from './browser-name';
import { SessionAuthService } from './session-auth.service';
import type { Session } from './session.entity';
import { hashSessionId } from './session-id';
import { SessionsService } from './sessions.service';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors, ApiNoContent } from '../openapi/api-docs.decorators';

/**
 * The signed-in client's own sessions (issue 17): where they are signed in, and signing any of them
 * out. Ending a session deletes its row, so it is signed out at once on every API instance.
 */
@Controller('sessions')
export class SessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly auth: SessionAuthService,
  ) {}

  @ApiOperation({ summary: "The client's sessions, most recently used first" })
  @ApiAnswer(200, 'AccountSessionList', 'Where the account is signed in')
  @Get()
  async list(@CurrentUser() user: User, @Req() request: FastifyRequest): Promise<AccountSession[]> {
    const currentId = currentSessionKey(request);
    const rows = await this.sessions.listForUser(user.id);
    return rows.map((row) => toAccountSession(row, currentId));
  }

  /** Signs out every other session of the client; this one stays. */
  @ApiOperation({ summary: 'End every other session' })
  @ApiAnswer(200, 'EndSessionsResult', 'How many sessions ended')
  @Delete()
  @HttpCode(200)
  async endOthers(
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
  ): Promise<EndSessionsResult> {
    const ended = await this.sessions.endOthersForUser(user.id, currentSessionKey(request));
    request.log.info(
      { event: 'session.ended_others', userId: user.id, ended },
      'Signed out the other sessions',
    );
    return { ended };
  }

  /**
   * Signs out one of the client's sessions (this one too: then it is a log-out). Another client's
   * session, or an id that names none, is 404.
   */
  @ApiOperation({ summary: 'End one session (this one too: a sign-out)' })
  @ApiNoContent('The session ended')
  @ApiErrors({ 404: "Another client's session, or none" })
  @Delete(':id')
  @HttpCode(204)
  async endOne(
    @Param('id') id: string,
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    if (!SESSION_PUBLIC_ID_PATTERN.test(id)) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    const row = await this.sessions.findForUser(user.id, id);
    if (!row) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    if (row.id === currentSessionKey(request)) await this.auth.end(request, reply);
    else await this.sessions.endOneForUser(user.id, id);
    request.log.info(
      { event: 'session.ended', userId: user.id, sessionPublicId: id },
      'Signed out a session',
    );
  }
}

/** The stored key (SHA-256) of the session this request was made with. */
function currentSessionKey(request: FastifyRequest): string {
  return hashSessionId(request.session.sessionId);
}

export function toAccountSession(row: Session, currentId: string): AccountSession {
  return {
    id: row.publicId,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    browser: browserName(row.userAgent),
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    current: row.id === currentId,
  };
}
