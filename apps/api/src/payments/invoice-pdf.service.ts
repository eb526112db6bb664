import { Injectable } from '@nestjs/common';
import { documentFooterHtml, invoiceDocument, renderDocumentHtml } from '@consult/documents';
import {
  DEFAULT_FIRM,
  agreementReference,
  invoiceFileName,
  invoiceReference,
  utcIsoDate,
  type DocumentModel,
} from '@consult/domain';
import type { ConsultingAgreement } from '../agreements/agreement.entity';
import { PdfService } from '../pdf/pdf.service';
import type { PaymentMethod } from './payment-method.entity';
import { PaymentsService } from './payments.service';

export interface PdfFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * The invoice of a payment method as a PDF (spec 001 §7): the shared invoice template over the
 * agreement's stored figures, rendered by the same HTML renderer and Chromium pool as the signed
 * documents. The payment method appears masked; nothing secret is read to build it.
 */
@Injectable()
export class InvoicePdfService {
  constructor(
    private readonly payments: PaymentsService,
    private readonly pdf: PdfService,
  ) {}

  async download(userId: number, id: number): Promise<PdfFile> {
    const method = await this.payments.findOwned(userId, id);
    const agreement = await this.payments.findOwnAgreement(userId, method.consultingAgreementId);
    const model = invoiceModel(method, agreement);
    const reference = invoiceReference(method.id);
    const html = renderDocumentHtml(model, { firmName: DEFAULT_FIRM.name, reference });
    const pdf = await this.pdf.render(html, { footerHtml: documentFooterHtml(model, reference) });
    return { fileName: invoiceFileName(method.poNumber, method.id), pdf };
  }
}

/**
 * The invoice's model. The bill-to block is the billing details given with the method; where the
 * client gave none (they are optional for invoices), the agreement's company, signer and address.
 */
export function invoiceModel(method: PaymentMethod, agreement: ConsultingAgreement): DocumentModel {
  const hasBillingAddress = Boolean(method.billingAddress || method.billingCity);
  return invoiceDocument({
    firm: DEFAULT_FIRM,
    invoiceNumber: invoiceReference(method.id),
    issueDate: utcIsoDate(method.createdAt),
    billTo: {
      companyName: method.billingCompanyName ?? agreement.companyName,
      contact: method.billingContact ?? agreement.signerName,
      ...(hasBillingAddress
        ? {
            street: method.billingAddress,
            city: method.billingCity,
            state: method.billingState,
            zip: method.billingZip,
          }
        : {
            street: agreement.companyStreet,
            city: agreement.companyCity,
            state: agreement.companyState,
            zip: agreement.companyZip,
          }),
      email: method.billingEmail ?? agreement.accountEmail,
      phone: method.billingPhone ?? agreement.companyPhone,
    },
    agreement: {
      reference: agreementReference(agreement.id),
      signedDate: agreement.signedDate,
      services: agreement.services,
      totals: agreement.totals,
    },
    payment: {
      type: method.paymentType,
      isMonthly: method.isMonthly,
      amountCents: method.amountCents,
      isPaidInFull: method.isPaidInFull,
      poNumber: method.poNumber,
      cardBrand: method.cardBrand,
      last4: method.paymentType === 'pay by ach' ? method.accountNumberLast4 : method.cardLast4,
      bankName: method.bankName,
      accountType: method.accountType,
    },
  });
}
