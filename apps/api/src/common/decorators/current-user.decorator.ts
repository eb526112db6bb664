import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';
import { MESSAGES } from '@consult/domain';

/**
 * The signed-in user that AccessGuard (or the login guard) loaded for this request. Its type is
 * the request's `user` (sessions/fastify-augment.ts), so this file needs no feature folder.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  if (!request.user) throw new DomainError('UNAUTHENTICATED', MESSAGES.notAuthenticated);
  return request.user;
});
