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
  /**
   * Each handler's marks, read once: decorators are fixed when the controller is defined, and
   * reading them on every request was 1% of the API's time under load (issue 19).
   */
  private readonly marks = new WeakMap<object, WeakMap<object, RouteAccess>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.accessOf(context.getHandler(), context.getClass());
    if (access.isPublic) return true;

    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const user = await sessionUser(request, this.users);
    if (!user) throw new DomainError('UNAUTHENTICATED', MESSAGES.notAuthenticated);
    request.user = user;

    if (access.adminOnly && !user.isAdmin) {
      throw new DomainError('FORBIDDEN', MESSAGES.adminRequired);
    }
    return true;
  }

  private accessOf(handler: object, controller: object): RouteAccess {
    let byController = this.marks.get(handler);
    if (!byController) this.marks.set(handler, (byController = new WeakMap()));
    let access = byController.get(controller);
    if (!access) {
      const targets = [handler, controller] as Parameters<Reflector['getAllAndOverride']>[1];
      access = {
        isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true,
        adminOnly: this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) === true,
      };
      byController.set(controller, access);
    }
    return access;
  }
}

/** What a handler's decorators ask of the caller. */
interface RouteAccess {
  isPublic: boolean;
  adminOnly: boolean;
}
