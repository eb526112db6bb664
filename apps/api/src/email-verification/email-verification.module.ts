import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { UsersModule } from '../users/users.module';
import { EmailVerificationRateLimitService } from './email-verification-rate-limit.service';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerification } from './email-verification.entity';
import { EmailVerificationService } from './email-verification.service';

/** E-mail ownership (issue 17): the links, their e-mails, and the routes that follow them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([EmailVerification]),
    MailModule,
    RateLimitsModule,
    UsersModule,
  ],
  controllers: [EmailVerificationController],
  providers: [EmailVerificationService, EmailVerificationRateLimitService],
  exports: [EmailVerificationService],
})
export class EmailVerificationModule {}
