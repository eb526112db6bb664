import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AgreementLifecycle } from '../agreements/agreement-lifecycle';
import { AgreementsModule } from '../agreements/agreements.module';
import { FieldEncryptionService } from '../common/crypto/field-encryption.service';
import { PdfModule } from '../pdf/pdf.module';
import { InvoicePdfService } from './invoice-pdf.service';
import { carryOverPaymentMethod, endPaymentMethod } from './payment-lifecycle';
import { PaymentMethod } from './payment-method.entity';
import { PaymentQueriesService } from './payment-queries.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';

/**
 * Payment methods: the only module that reads or writes the `payment_methods` table. It reads
 * agreements through AgreementQueriesService and follows their changes (AgreementLifecycle).
 */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentMethod]), AgreementsModule, PdfModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, PaymentQueriesService, InvoicePdfService, FieldEncryptionService],
  exports: [PaymentsService, PaymentQueriesService, InvoicePdfService],
})
export class PaymentsModule {
  /** A new version in force carries the method over; a deleted agreement ends it. */
  constructor(lifecycle: AgreementLifecycle) {
    lifecycle.register({
      versionInForce: carryOverPaymentMethod,
      agreementDeleted: endPaymentMethod,
    });
  }
}
