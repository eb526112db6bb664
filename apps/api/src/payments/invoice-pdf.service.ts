import { firmDocumentMetadata } from '../pdf/pdf-metadata';
import { Injectable } from '@nestjs/common';
import { documentFooterHtml, invoiceFromRecords, renderDocumentHtml } from '@consult/documents';
import {
  DEFAULT_FIRM,
  invoiceFileName,
  invoiceReference,
  type DocumentModel,
} from '@consult/domain';
import type { ConsultingAgreement } from '../agreements/agreement.entity';
import type { PdfFile } from '../pdf/pdf-file';
import { PdfService } from '../pdf/pdf.service';
import type { PaymentMethod } from './payment-method.entity';
import { PaymentsService } from './payments.service';

/**
 * The invoice of a payment method as a PDF (req DOCS-7): the shared invoice template over the
 * agreement's stored figures, rendered by the same HTML renderer and Chromium pool as the signed
 * documents. The payment method appears masked; nothing secret is read to build it.
 */
@Injectable()
export class InvoicePdfService {
  constructor(
    private readonly payments: PaymentsService,
    private readonly pdf: PdfService,
  ) {}

  /** The owner's method's invoice (404 for anyone else, or once they deleted it). */
  async download(userId: number, id: number): Promise<PdfFile> {
    return this.render(await this.payments.findOwned(userId, id), userId);
  }

  /** Any method's invoice, the console's copy too, drawn for `requester` (fair rendering). */
  async render(method: PaymentMethod, requester: number): Promise<PdfFile> {
    const agreement = await this.payments.findOwnAgreement(
      method.userId,
      method.consultingAgreementId,
    );
    const model = invoiceModel(method, agreement);
    const reference = invoiceReference(method.id);
    const html = renderDocumentHtml(model, { firmName: DEFAULT_FIRM.name, reference });
    const pdf = await this.pdf.render(html, {
      requester,
      footerHtml: documentFooterHtml(model, reference),
      metadata: firmDocumentMetadata(
        DEFAULT_FIRM.name,
        model.title,
        `${reference} · ${method.billingCompanyName ?? model.parties.at(-1)?.name ?? ''}`.trim(),
      ),
    });
    return { fileName: invoiceFileName(method.poNumber, method.id), pdf };
  }
}

/** The invoice's model, from the method's row (its last four: the card's or the account's). */
export function invoiceModel(method: PaymentMethod, agreement: ConsultingAgreement): DocumentModel {
  const last4 = method.paymentType === 'pay by ach' ? method.accountNumberLast4 : method.cardLast4;
  return invoiceFromRecords({ ...method, last4 }, agreement, DEFAULT_FIRM);
}
