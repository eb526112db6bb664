import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import { validateBody } from '../common/validation/validation';
import { LoginUserDto } from './dto/login-user.dto';

/**
 * Runs passport-local for `POST /api/login`. Guards run before pipes, so the body is validated here
 * first: a missing field answers the form's 400 message, not passport's bare 401.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.body = await validateBody(LoginUserDto, request.body);
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new DomainError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
    return user;
  }
}
