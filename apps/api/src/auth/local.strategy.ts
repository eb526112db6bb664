import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';

/** passport-local: checks the username and password of `POST /api/login`. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({
      usernameField: 'username',
      passwordField: 'password',
      passReqToCallback: true,
    });
  }

  validate(request: FastifyRequest, username: string, password: string): Promise<User> {
    return this.auth.verifyLogin({ username, password, ip: request.ip, log: request.log });
  }
}
