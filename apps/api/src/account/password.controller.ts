import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, type PasswordResetAccepted } from '@consult/domain';
import { Public } from '../common/decorators/access.decorators';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import type { User } from '../users/user.entity';
import { ChangePasswordDto } from './dto/change-password.dto';
import { ConfirmPasswordResetDto } from './dto/confirm-password-reset.dto';
import { RequestPasswordResetDto } from './dto/request-password-reset.dto';
import { PasswordChangeService } from './password-change.service';
import { PasswordResetService } from './password-reset.service';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors, ApiNoContent } from '../openapi/api-docs.decorators';

/** Changing a password when signed in, and resetting a forgotten one by e-mail (issue 17). */
@Controller()
export class PasswordController {
  constructor(
    private readonly change: PasswordChangeService,
    private readonly reset: PasswordResetService,
  ) {}

  @ApiOperation({ summary: 'Change the password' })
  @ApiNoContent('Changed; every other session of the account ends')
  @ApiErrors({ 429: 'Too many wrong current passwords (shared with the sign-in limit)' })
  @Post('password')
  @HttpCode(204)
  async changePassword(
    @Body() body: ChangePasswordDto,
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.change.change(user, body.currentPassword, body.newPassword, request);
  }

  /** The same 202 and message whether or not an account uses the address. */
  @Public()
  @ApiOperation({ summary: 'Ask for a password reset link' })
  @ApiAnswer(202, 'PasswordResetAccepted', 'The same answer for every address')
  @ApiErrors({ 429: 'Too many password reset requests' })
  @Post('password-reset')
  @HttpCode(202)
  async requestReset(
    @Body() body: RequestPasswordResetDto,
    @Req() request: FastifyRequest,
  ): Promise<PasswordResetAccepted> {
    await this.reset.request(body.email, request);
    return { message: ACCOUNT_MESSAGES.resetRequested };
  }

  @Public()
  @ApiOperation({ summary: 'Set a new password with a reset link' })
  @ApiNoContent('The password is set; every session of the account ends')
  @ApiErrors({ 429: 'Too many tries from this address' })
  @Post('password-reset/confirm')
  @HttpCode(204)
  async confirmReset(
    @Body() body: ConfirmPasswordResetDto,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.reset.confirm(body.token, body.newPassword, request);
  }
}
