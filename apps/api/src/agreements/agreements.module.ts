import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EsignModule } from '../esign/esign.module';
import { MailModule } from '../mail/mail.module';
import { PdfModule } from '../pdf/pdf.module';
import { AgreementPdfService } from './agreement-pdf.service';
import { ConsultingAgreement } from './agreement.entity';
import { AgreementsController } from './agreements.controller';
import { AgreementsService } from './agreements.service';

@Module({
  imports: [TypeOrmModule.forFeature([ConsultingAgreement]), EsignModule, MailModule, PdfModule],
  controllers: [AgreementsController],
  providers: [AgreementsService, AgreementPdfService],
  exports: [AgreementsService, AgreementPdfService],
})
export class AgreementsModule {}
