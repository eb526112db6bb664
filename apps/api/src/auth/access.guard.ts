import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@consult/domain';
import { ADMIN_ONLY, IS_PUBLIC } from '../common/decorators/access.decorators';
import { DomainError } from '../common/errors/domain-error';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/**
 * The account signed in on the request's session, read from the database for this request (with
 * the session itself, SessionAccount, or here); null when nobody is signed in. A session whose
 * account no longer exists is destroyed.
 */
export async function sessionUser(
  request: FastifyRequest,
  users: Pick<UsersService, 'findById'>,
): Promise<User | null> {
  const userId = request.session?.userId;
  if (!userId) return null;
  const account = request.session.account;
  const user = account?.userId === userId ? account.user : await users.findById(userId);
  if (!user) await request.session.destroy();
  return user;
}

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
    const user = await sessionUser(request, this.users);
    if (!user) throw new DomainError('UNAUTHENTICATED', MESSAGES.notAuthenticated);
    request.user = user;

    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) && !user.isAdmin) {
      throw new DomainError('FORBIDDEN', MESSAGES.adminRequired);
    }
    return true;
  }
}
