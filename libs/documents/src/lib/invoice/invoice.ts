import {
  agreementReference,
  billedAgreementText,
  instalmentSchedule,
  instalmentsText,
  BANK_ACCOUNT_TYPE_LABELS,
  formatCents,
  formatLongDate,
  invoiceReference,
  maskLast4,
  paymentScheduleLabel,
  utcIsoDate,
  type AgreementServiceLine,
  type AgreementTotals,
  type BankAccountType,
  type DocumentBlock,
  type DocumentModel,
  type DocumentSection,
  type FirmDetails,
  type PaymentType,
} from '@consult/domain';
import {
  CONSULTING_AGREEMENT_TERMS,
  agreementServicesTable,
  agreementTotalsTable,
} from '../agreement/consulting-agreement';

/** Bump when the wording changes. Invoices are rendered on demand from the stored figures. */
export const INVOICE_TEMPLATE_VERSION = 'invoice/2025-01';

/**
 * The firm's invoicing terms. CONFIGURATION, like the NDA's and the agreement's terms: invoices are
 * due net 30, the period the consulting agreement states (its `invoiceDueDays`).
 */
export const INVOICE_TERMS = {
  dueDays: CONSULTING_AGREEMENT_TERMS.invoiceDueDays,
  currency: 'USD',
} as const;

export interface InvoiceInput {
  firm: FirmDetails;
  /** "INV-000042". */
  invoiceNumber: string;
  /** yyyy-MM-dd: the invoice date; the due date follows from INVOICE_TERMS. */
  issueDate: string;
  /** Who the invoice is addressed to: the billing details, or the agreement's company. */
  billTo: {
    companyName: string;
    contact?: string | null;
    street?: string | null;
    city?: string | null;
    state?: string | null;
    zip?: string | null;
    email?: string | null;
    phone?: string | null;
  };
  /** The agreement the invoice is for, with its figures as signed. */
  agreement: {
    /** "CA-000042": the agreement (its first version's reference). */
    reference: string;
    /** The version billed (1 for the first). */
    version: number;
    /** yyyy-MM-dd. */
    signedDate: string;
    services: AgreementServiceLine[];
    totals: AgreementTotals;
  };
  payment: {
    type: PaymentType;
    isMonthly: boolean;
    /** What each payment charges (monthly) or the one payment (one-time), in cents. */
    amountCents: number;
    /** The client chose to pay the agreement in full (docs/decisions.md, "Payment methods"). */
    isPaidInFull: boolean;
    poNumber: string | null;
    /** Card: its brand and last four. */
    cardBrand?: string | null;
    /** Card: the card's last four; ACH: the account number's last four. */
    last4?: string | null;
    /** ACH. */
    bankName?: string | null;
    accountType?: BankAccountType | null;
  };
}

/** "2025-03-05" + 30 days → "2025-04-04" (calendar days, UTC). */
export function addDays(isoDate: string, days: number): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(time)) return isoDate;
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

/** The payment method as an invoice shows it: "Visa •••• 4242", "First Harbor Bank •••• 6789". */
export function maskedPaymentMethod(payment: InvoiceInput['payment']): string {
  switch (payment.type) {
    case 'pay by credit card':
      return `${payment.cardBrand || 'Card'} ${maskLast4(payment.last4)}`;
    case 'pay by ach': {
      const kind = payment.accountType ? ` (${BANK_ACCOUNT_TYPE_LABELS[payment.accountType]})` : '';
      return `${payment.bankName || 'Bank account'} ${maskLast4(payment.last4)}${kind}`;
    }
    case 'pay by invoice':
      return 'Invoice (bank transfer or check)';
  }
}

const p = (label: string, text: string, heading?: string): DocumentBlock => ({
  kind: 'paragraph',
  label,
  ...(heading ? { heading } : {}),
  text,
});

function billToLines(billTo: InvoiceInput['billTo']): string[] {
  const cityLine = [billTo.city, [billTo.state, billTo.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    billTo.street ?? '',
    cityLine,
    billTo.contact ? `Attention: ${billTo.contact}` : '',
    billTo.email ? `E-mail ${billTo.email}` : '',
    billTo.phone ? `Telephone ${billTo.phone}` : '',
  ].filter(Boolean);
}

/** How the schedule reads: "Monthly: $17,083.33 per month × 6 months", "One-time payment". */
export function scheduleText(payment: InvoiceInput['payment'], totals: AgreementTotals): string {
  if (!payment.isMonthly)
    return `${paymentScheduleLabel(false)} payment of ${formatCents(payment.amountCents)}`;
  // The instalments add up to the total to the cent: the last one carries what rounding left.
  return `${paymentScheduleLabel(true)}: ${instalmentsText(instalmentSchedule(totals.grandTotalCents, totals.longestMonths ?? 1))}`;
}

function howToPay(input: InvoiceInput, dueDate: string): string {
  const { payment, firm, invoiceNumber } = input;
  const due = formatLongDate(dueDate);
  switch (payment.type) {
    case 'pay by credit card':
      return `The amount due will be charged to the ${payment.cardBrand || 'card'} ending in ${(payment.last4 ?? '').slice(-4)} on or before ${due}${payment.isMonthly ? ', and each later monthly payment on the same day of its month' : ''}.`;
    case 'pay by ach':
      return `The amount due will be debited by ACH transfer from the account ending in ${(payment.last4 ?? '').slice(-4)}${payment.bankName ? ` at ${payment.bankName}` : ''}, under the Client’s ACH authorization, on or before ${due}${payment.isMonthly ? ', and each later monthly payment on the same day of its month' : ''}.`;
    case 'pay by invoice':
      return `Please pay the amount due by bank transfer or check by ${due}, quoting invoice number ${invoiceNumber}${payment.poNumber ? ` and purchase order ${payment.poNumber}` : ''}. The Firm’s remittance details are available from ${firm.email}.`;
  }
}

/**
 * The invoice for a payment method, as a document model rendered by the same HTML renderer as the
 * agreements: the firm, the client's billing details, the agreement's services and totals (the
 * agreement's own tables, so the figures match it), the schedule, the PO number, the payment
 * method masked to its last four digits, and the due terms.
 */
export function invoiceDocument(input: InvoiceInput): DocumentModel {
  const { firm, agreement, payment, invoiceNumber, issueDate } = input;
  const dueDate = addDays(issueDate, INVOICE_TERMS.dueDays);

  const sections: DocumentSection[] = [
    {
      number: '1',
      heading: 'Invoice Details',
      blocks: [
        {
          kind: 'table',
          columns: ['Item', 'Detail'],
          rows: [
            ['Invoice number', invoiceNumber],
            ['Invoice date', formatLongDate(issueDate)],
            ['Payment terms', `Net ${INVOICE_TERMS.dueDays}: due ${formatLongDate(dueDate)}`],
            [
              'Consulting agreement',
              `${billedAgreementText(agreement.reference, agreement.version, agreement.totals.grandTotalCents)}, signed ${formatLongDate(agreement.signedDate)}`,
            ],
            ['Purchase order', payment.poNumber || 'None'],
            ['Payment method', maskedPaymentMethod(payment)],
            ['Schedule', paymentScheduleLabel(payment.isMonthly)],
          ],
        },
      ],
    },
    {
      number: '2',
      heading: 'Services',
      blocks: agreement.services.length
        ? [agreementServicesTable(agreement.services), agreementTotalsTable(agreement.totals)]
        : [{ kind: 'paragraph', text: 'The agreement lists no services.' }],
    },
    {
      number: '3',
      heading: 'Amount Due',
      blocks: [
        {
          kind: 'table',
          columns: ['Item', 'Amount'],
          rows: [
            ['Agreement total', formatCents(agreement.totals.grandTotalCents)],
            ['Schedule', scheduleText(payment, agreement.totals)],
            [
              'Paid in full',
              payment.isPaidInFull ? 'Yes, in one payment' : 'No, in monthly payments',
            ],
            [
              `${payment.isMonthly ? 'First monthly payment' : 'Amount'} due by ${formatLongDate(dueDate)}`,
              formatCents(payment.amountCents),
            ],
          ],
        },
      ],
    },
    {
      number: '4',
      heading: 'Payment',
      blocks: [
        p('4.1', howToPay(input, dueDate), 'How to pay.'),
        p(
          '4.2',
          `Invoices are payable within ${INVOICE_TERMS.dueDays} days of their date, in US dollars, as the Consulting Services Agreement ${agreement.reference} provides. The fees exclude any sales, use or similar taxes, which the Client pays where they apply.`,
          'Terms.',
        ),
        p(
          '4.3',
          `Questions about this invoice: ${firm.email} or ${firm.phone}, quoting ${invoiceNumber}.`,
          'Questions.',
        ),
      ],
    },
  ];

  return {
    kind: 'invoice',
    templateVersion: INVOICE_TEMPLATE_VERSION,
    title: 'Invoice',
    effectiveDate: issueDate,
    preamble: `Invoice ${invoiceNumber} for the consulting services of agreement ${agreement.reference}, issued on ${formatLongDate(issueDate)} by the Firm to the Client:`,
    parties: [
      {
        role: 'Firm',
        name: firm.name,
        addressLines: [firm.address, `E-mail ${firm.email}`, `Telephone ${firm.phone}`],
      },
      { role: 'Client', name: input.billTo.companyName, addressLines: billToLines(input.billTo) },
    ],
    recitals: [],
    sections,
    closing: 'Thank you for your business.',
    signatures: [],
  };
}

/** The stored payment method an invoice is drawn from (the API's row or its masked answer). */
export interface InvoiceMethodRecord {
  id: number;
  createdAt: Date | string;
  billingCompanyName: string | null;
  billingContact: string | null;
  billingAddress: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingZip: string | null;
  billingEmail: string | null;
  billingPhone: string | null;
  paymentType: PaymentType;
  isMonthly: boolean;
  amountCents: number;
  isPaidInFull: boolean;
  poNumber: string | null;
  cardBrand: string | null;
  /** The card's last four, or the bank account number's. */
  last4: string | null;
  bankName: string | null;
  accountType: BankAccountType | null;
}

/** The signed agreement version an invoice is for. */
export interface InvoiceAgreementRecord {
  id: number;
  /** The first version's id (the API's row: null on the first version; its answer: `agreementKey`). */
  originalId?: number | null;
  agreementKey?: number;
  version?: number;
  companyName: string;
  signerName: string;
  companyStreet: string;
  companyCity: string;
  companyState: string;
  companyZip: string;
  companyPhone: string;
  signedDate: string;
  services: AgreementServiceLine[];
  totals: AgreementTotals;
  /** The client's account e-mail, the bill-to e-mail when no billing e-mail was given. */
  accountEmail?: string | null;
}

/**
 * A payment method's invoice, for the API's PDF and the console's screen alike. The bill-to block
 * is the billing details given with the method; where the client gave none (they are optional for
 * invoices), the agreement's company, signer, address and phone.
 */
export function invoiceFromRecords(
  method: InvoiceMethodRecord,
  agreement: InvoiceAgreementRecord,
  firm: FirmDetails,
): DocumentModel {
  const hasBillingAddress = Boolean(method.billingAddress || method.billingCity);
  return invoiceDocument({
    firm,
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
      email: method.billingEmail ?? agreement.accountEmail ?? null,
      phone: method.billingPhone ?? agreement.companyPhone,
    },
    agreement: {
      reference: agreementReference(agreement.agreementKey ?? agreement.originalId ?? agreement.id),
      version: agreement.version ?? 1,
      signedDate: agreement.signedDate,
      services: agreement.services,
      totals: agreement.totals,
    },
    payment: invoicePaymentOf(method),
  });
}

/** The payment terms an invoice prints of a payment method (masked: the last four digits only). */
export function invoicePaymentOf(method: InvoiceMethodRecord): InvoiceInput['payment'] {
  return {
    type: method.paymentType,
    isMonthly: method.isMonthly,
    amountCents: method.amountCents,
    isPaidInFull: method.isPaidInFull,
    poNumber: method.poNumber,
    cardBrand: method.cardBrand,
    last4: method.last4,
    bankName: method.bankName,
    accountType: method.accountType,
  };
}
