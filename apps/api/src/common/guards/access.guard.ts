import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@consult/domain';
import { UsersService } from '../../users/users.service';
import { ADMIN_ONLY, IS_PUBLIC } from '../decorators/access.decorators';
import { DomainError } from '../errors/domain-error';

/**
 * The global guard: every handler needs a signed-in session unless it is marked @Public(); an
 * @AdminOnly() handler also needs the account to be an admin, read from the database on each request
 * (never from the session), so a demotion takes effect at once.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const userId = request.session?.userId;
    if (!userId) throw new DomainError('UNAUTHENTICATED', MESSAGES.notAuthenticated);

    const user = await this.users.findById(userId);
    if (!user) {
      await request.session.destroy();
      throw new DomainError('UNAUTHENTICATED', MESSAGES.notAuthenticated);
    }
    request.user = user;

    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) && !user.isAdmin) {
      throw new DomainError('FORBIDDEN', MESSAGES.adminRequired);
    }
    return true;
  }
}
