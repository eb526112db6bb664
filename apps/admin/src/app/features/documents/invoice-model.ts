import { invoiceDocument } from '@consult/documents';
import {
  DEFAULT_FIRM,
  invoiceReference,
  utcIsoDate,
  type Agreement,
  type DocumentModel,
  type PaymentMethod,
} from '@consult/domain';

/**
 * A payment method's invoice from the shared template, as the API renders its PDF: the billing
 * details, else the agreement's company, signer, address and phone; the agreement's figures as
 * signed; the method masked. (The PDF's bill-to falls back to the account's e-mail address, which
 * the console is not sent here: without a billing e-mail the screen shows none.)
 */
export function invoiceModel(method: PaymentMethod, agreement: Agreement): DocumentModel {
  const hasBillingAddress = Boolean(method.billingAddress || method.billingCity);
  return invoiceDocument({
    firm: DEFAULT_FIRM,
    invoiceNumber: invoiceReference(method.id),
    issueDate: utcIsoDate(new Date(method.createdAt)),
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
      email: method.billingEmail,
      phone: method.billingPhone ?? agreement.companyPhone,
    },
    agreement: {
      reference: agreement.reference,
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
      last4: method.last4,
      bankName: method.bankName,
      accountType: method.accountType,
    },
  });
}
