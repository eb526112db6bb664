import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStatus, User as UserResponse } from '@consult/domain';
import { Public } from '../common/decorators/access.decorators';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { EmailVerificationService } from '../email-verification/email-verification.service';
import { SessionAuthService } from '../sessions/session-auth.service';
import { toUserResponse } from '../users/dto/user-response';
import { UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import { sessionUser } from './access.guard';
import { AuthService } from './auth.service';
import { LoginUserDto } from './dto/login-user.dto';
import { RegisterUserDto } from './dto/register-user.dto';
import { LocalAuthGuard } from './local-auth.guard';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors, ApiNoContent } from '../openapi/api-docs.decorators';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionAuthService,
    private readonly emailVerification: EmailVerificationService,
    private readonly users: UsersService,
  ) {}

  @Public()
  @ApiOperation({ summary: 'Register a client account (does not sign in)' })
  @ApiAnswer(201, 'User', 'The new account; a verification link is mailed to its address')
  @ApiErrors({
    409: 'The username or e-mail address is already registered',
    429: 'Too many registrations from this address',
  })
  @Post('register')
  @HttpCode(201)
  async register(
    @Body() body: RegisterUserDto,
    @Req() request: FastifyRequest,
  ): Promise<UserResponse> {
    const user = await this.auth.register(body, request.ip);
    // The account works at once; documents are e-mailed to it once its owner follows the link.
    await this.emailVerification.sendFirstLink(user);
    request.log.info(
      { event: 'auth.register', userId: user.id, username: user.username, ip: request.ip },
      'Registered an account',
    );
    return toUserResponse(user);
  }

  @Public()
  @UseGuards(LocalAuthGuard)
  @ApiOperation({ summary: 'Sign in' })
  @ApiAnswer(200, 'User', 'Signed in: a new session cookie is set')
  @ApiErrors({ 401: 'Invalid username or password', 429: 'Too many failed sign-ins (Retry-After)' })
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() body: LoginUserDto,
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
  ): Promise<UserResponse> {
    await this.sessions.begin(request, user, body.rememberMe === true);
    return toUserResponse(user);
  }

  @Public()
  @ApiOperation({ summary: 'Sign out (also when nobody is signed in)' })
  @ApiNoContent('The session is ended and its cookie cleared')
  @Post('logout')
  @HttpCode(204)
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const userId = request.session?.userId;
    await this.sessions.end(request, reply);
    if (userId) request.log.info({ event: 'auth.logout', userId }, 'Signed out');
  }

  @ApiOperation({ summary: 'The signed-in user' })
  @ApiAnswer(200, 'User', 'The signed-in user')
  @Get('user')
  me(@CurrentUser() user: User): UserResponse {
    return toUserResponse(user);
  }

  /**
   * The apps' session check (issue 18): 200 whether or not anyone is signed in, so a signed-out
   * page logs no failed request; `GET /api/user` keeps the spec's 401.
   */
  @Public()
  @ApiOperation({ summary: 'Who is signed in, if anyone (never 401)' })
  @ApiAnswer(200, 'SessionStatus', 'Signed in with the user, or not; creates no session')
  @Get('session')
  async session(@Req() request: FastifyRequest): Promise<SessionStatus> {
    const user = await sessionUser(request, this.users);
    return user ? { signedIn: true, user: toUserResponse(user) } : { signedIn: false };
  }
}
