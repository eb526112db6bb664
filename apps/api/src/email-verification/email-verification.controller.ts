import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { EmailVerificationSent, EmailVerified } from '@consult/domain';
import { Public } from '../common/decorators/access.decorators';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import type { User } from '../users/user.entity';
import { ConfirmEmailDto } from './dto/confirm-email.dto';
import { EmailVerificationService } from './email-verification.service';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors } from '../openapi/api-docs.decorators';

/** E-mail ownership (issue 17): the portal's "Resend the link" and its /verify-email page. */
@Controller('email-verification')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  /** Mails the signed-in account a new link (409 once verified; 429 past the account's limit). */
  @ApiOperation({ summary: "Mail a new link to verify the account's address" })
  @ApiAnswer(200, 'EmailVerificationSent', 'A link was mailed')
  @ApiErrors({
    409: 'The address is already verified',
    429: 'Too many verification e-mails (Retry-After)',
  })
  @Post()
  @HttpCode(200)
  async resend(
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
  ): Promise<EmailVerificationSent> {
    const sent = await this.verification.resend(user);
    request.log.info(
      { event: 'auth.email_verification_sent', userId: user.id },
      'Sent an e-mail verification link again',
    );
    return sent;
  }

  /** Follows a link: public, since the link may be opened in a browser that is not signed in. */
  @Public()
  @ApiOperation({ summary: 'Verify the address with the mailed link' })
  @ApiAnswer(200, 'EmailVerified', 'The address is verified')
  @Post('confirm')
  @HttpCode(200)
  confirm(@Body() body: ConfirmEmailDto): Promise<EmailVerified> {
    return this.verification.confirm(body.token);
  }
}
