import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { PdfModule } from '../pdf/pdf.module';
import { SigningModule } from '../signing/signing.module';
import { AgreementPdfService } from './agreement-pdf.service';
import { ConsultingAgreement } from './agreement.entity';
import { AgreementsController } from './agreements.controller';
import { AgreementsService } from './agreements.service';

@Module({
  imports: [TypeOrmModule.forFeature([ConsultingAgreement]), MailModule, PdfModule, SigningModule],
  controllers: [AgreementsController],
  providers: [AgreementsService, AgreementPdfService],
  exports: [AgreementsService, AgreementPdfService],
})
export class AgreementsModule {}
