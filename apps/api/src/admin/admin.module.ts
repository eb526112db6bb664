import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsultingAgreement } from '../agreements/agreement.entity';
import { AgreementsModule } from '../agreements/agreements.module';
import { AuditModule } from '../audit/audit.module';
import { MailModule } from '../mail/mail.module';
import { Nda } from '../nda/nda.entity';
import { NdaModule } from '../nda/nda.module';
import { InvoicePdfService } from '../payments/invoice-pdf.service';
import { PaymentMethod } from '../payments/payment-method.entity';
import { PaymentsModule } from '../payments/payments.module';
import { PdfModule } from '../pdf/pdf.module';
import { Profile } from '../profile/profile.entity';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { User } from '../users/user.entity';
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
 * The admin console's API (spec 001 §7, Admin): every route is @AdminOnly, except
 * GET /api/admin-setup, which tells a signed-in account whether any admin exists yet.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([User, Profile, Nda, ConsultingAgreement, PaymentMethod]),
    UsersModule,
    NdaModule,
    AgreementsModule,
    PaymentsModule,
    PdfModule,
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
    // PaymentsModule exports only PaymentsService; the invoice renderer is stateless, so the
    // console keeps an instance of its own over the same PaymentsService and PdfService.
    InvoicePdfService,
  ],
})
export class AdminModule {}
