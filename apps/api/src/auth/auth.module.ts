import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { EmailVerificationModule } from '../email-verification/email-verification.module';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { PasswordService } from './password.service';
import { RateLimitService } from './rate-limit.service';

@Module({
  imports: [PassportModule, UsersModule, SessionsModule, RateLimitsModule, EmailVerificationModule],
  controllers: [AuthController],
  providers: [AuthService, PasswordService, RateLimitService, LocalStrategy],
  exports: [AuthService, PasswordService, RateLimitService],
})
export class AuthModule {}
