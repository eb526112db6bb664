import { Module } from '@nestjs/common';
import { AgreementsModule } from '../agreements/agreements.module';
import { AuditModule } from '../audit/audit.module';
import { MailModule } from '../mail/mail.module';
import { NdaModule } from '../nda/nda.module';
import { PaymentsModule } from '../payments/payments.module';
import { ProfileModule } from '../profile/profile.module';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { UsersModule } from '../users/users.module';
import { AdminAgreementsService } from './admin-agreements.service';
import { AdminAuditController } from './admin-audit.controller';
import { AdminDocumentsController } from './admin-documents.controller';
import { AdminDocumentsService } from './admin-documents.service';
import { AdminSetupController } from './admin-setup.controller';
import { AdminMailRateLimitService } from './admin-mail-rate-limit.service';
import { AdminUsersService } from './admin-users.service';
import { AdminController } from './admin.controller';

/**
 * The admin console's API (req DOCS-7, Admin): every route is @AdminOnly, except
 * GET /api/admin-setup, which tells a signed-in account whether any admin exists yet. It owns no
 * table: it reads and changes each through the module that owns it.
 */
@Module({
  imports: [
    UsersModule,
    ProfileModule,
    NdaModule,
    AgreementsModule,
    PaymentsModule,
    MailModule,
    AuditModule,
    RateLimitsModule,
  ],
  controllers: [
    AdminController,
    AdminDocumentsController,
    AdminAuditController,
    AdminSetupController,
  ],
  providers: [
    AdminUsersService,
    AdminDocumentsService,
    AdminAgreementsService,
    AdminMailRateLimitService,
  ],
})
export class AdminModule {}
