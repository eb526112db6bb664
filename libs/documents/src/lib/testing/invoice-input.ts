import { DEFAULT_FIRM, priceAgreement } from '@consult/domain';
import type { InvoiceInput } from '../invoice/invoice';
import { agreementInput } from './agreement-input';

/**
 * The invoice of a Visa card set up for the four-payment-type agreement of `agreementInput`
 * (grand total $102,500; monthly payment $17,083.33 over 6 months), paid monthly, PO-2025-001.
 */
export function invoiceInput(overrides: Partial<InvoiceInput> = {}): InvoiceInput {
  const { lines, totals } = priceAgreement(agreementInput().services);
  return {
    firm: DEFAULT_FIRM,
    invoiceNumber: 'INV-000042',
    issueDate: '2025-03-05',
    billTo: {
      companyName: 'Lindqvist Logistics Inc.',
      contact: 'Accounts Payable',
      street: '48 Wharf Road',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
      email: 'ap@lindqvist-logistics.example',
      phone: '+1 207 555 0142',
    },
    agreement: {
      reference: 'CA-000007',
      version: 1,
      signedDate: '2025-03-05',
      services: lines,
      totals,
    },
    payment: {
      type: 'pay by credit card',
      isMonthly: true,
      amountCents: totals.monthlyPaymentCents,
      isPaidInFull: false,
      poNumber: 'PO-2025-001',
      cardBrand: 'Visa',
      last4: '4242',
    },
    ...overrides,
  };
}
