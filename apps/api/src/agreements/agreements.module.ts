import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { PdfModule } from '../pdf/pdf.module';
import { SigningModule } from '../signing/signing.module';
import { AgreementAmendmentsService } from './agreement-amendments.service';
import { AgreementLifecycle } from './agreement-lifecycle';
import { AgreementPdfService } from './agreement-pdf.service';
import { AgreementQueriesService } from './agreement-queries.service';
import { ConsultingAgreement } from './agreement.entity';
import { AgreementsController } from './agreements.controller';
import { AgreementsService } from './agreements.service';

/**
 * Consulting agreements and their versions: the only module that reads or writes the
 * `consulting_agreements` table. Others read through AgreementQueriesService; payments follows an
 * agreement's changes through AgreementLifecycle.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ConsultingAgreement]), MailModule, PdfModule, SigningModule],
  controllers: [AgreementsController],
  providers: [
    AgreementsService,
    AgreementAmendmentsService,
    AgreementQueriesService,
    AgreementLifecycle,
    AgreementPdfService,
  ],
  exports: [
    AgreementAmendmentsService,
    AgreementQueriesService,
    AgreementLifecycle,
    AgreementPdfService,
  ],
})
export class AgreementsModule {}
