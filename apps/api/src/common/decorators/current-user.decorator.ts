import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';
import { MESSAGES } from '@consult/domain';
import type { User } from '../../users/user.entity';

/** The signed-in user that AccessGuard (or the login guard) loaded for this request. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User => {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.user) throw new DomainError('UNAUTHENTICATED', MESSAGES.notAuthenticated);
    return request.user;
  },
);
