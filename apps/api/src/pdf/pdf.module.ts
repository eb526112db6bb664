import { Module } from '@nestjs/common';
import { PdfService } from './pdf.service';

/** Headless Chromium behind a bounded pool: documents in, PDFs out. */
@Module({ providers: [PdfService], exports: [PdfService] })
export class PdfModule {}
