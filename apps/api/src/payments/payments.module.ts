import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsultingAgreement } from '../agreements/agreement.entity';
import { FieldEncryptionService } from '../common/crypto/field-encryption.service';
import { PdfModule } from '../pdf/pdf.module';
import { InvoicePdfService } from './invoice-pdf.service';
import { PaymentMethod } from './payment-method.entity';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';

@Module({
  imports: [TypeOrmModule.forFeature([PaymentMethod, ConsultingAgreement]), PdfModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, InvoicePdfService, FieldEncryptionService],
  exports: [PaymentsService],
})
export class PaymentsModule {}
