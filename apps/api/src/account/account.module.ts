import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { PasswordChangeService } from './password-change.service';
import {
  PasswordResetAddressLimit,
  PasswordResetConfirmLimit,
  PasswordResetIpLimit,
} from './password-reset-limits';
import { PasswordResetToken } from './password-reset-token.entity';
import { PasswordResetService } from './password-reset.service';
import { PasswordController } from './password.controller';

/** The client's own account: password change and reset (the session list is SessionsModule's). */
@Module({
  imports: [
    TypeOrmModule.forFeature([PasswordResetToken]),
    AuthModule,
    UsersModule,
    SessionsModule,
    AuditModule,
    MailModule,
    RateLimitsModule,
  ],
  controllers: [PasswordController],
  providers: [
    PasswordChangeService,
    PasswordResetService,
    PasswordResetIpLimit,
    PasswordResetAddressLimit,
    PasswordResetConfirmLimit,
  ],
})
export class AccountModule {}
