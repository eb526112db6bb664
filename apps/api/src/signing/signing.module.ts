import { Module } from '@nestjs/common';
import { EsignModule } from '../esign/esign.module';
import { MailModule } from '../mail/mail.module';
import { PdfModule } from '../pdf/pdf.module';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { DatabaseDocumentStore } from './database-document-store';
import { DOCUMENT_STORE } from './document-store';
import { SealingService } from './sealing.service';
import { SealingWorker } from './sealing.worker';
import { SigningService } from './signing.service';
import { VerifyController } from './verify.controller';
import { VerifyRateLimitService } from './verify-rate-limit.service';

/**
 * Signing and sealed documents (docs/signed-documents.md): the one signing pipeline, the sealed
 * PDFs and their store, the worker that makes a PDF a signing request could not, and the public
 * verification of a PDF by its SHA-256. The NDA and agreement modules register their documents.
 */
@Module({
  imports: [EsignModule, MailModule, PdfModule, RateLimitsModule],
  controllers: [VerifyController],
  providers: [
    SigningService,
    SealingService,
    SealingWorker,
    VerifyRateLimitService,
    { provide: DOCUMENT_STORE, useClass: DatabaseDocumentStore },
  ],
  exports: [SigningService, SealingService],
})
export class SigningModule {}
