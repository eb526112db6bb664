import {
  agreementReference,
  instalmentSchedule,
  type PaymentMethod,
  type PaymentMethodSummary,
  type PaymentType,
} from '@consult/domain';

/**
 * Payment methods of the portal specs, paying agreement CA-000004 (AGREEMENT_SERVICES: $65,000 in
 * all, $10,833.33 a month over six months), as `GET /api/payment-info/{id}` answers them: masked,
 * in force, billing version 1 of the agreement.
 */
const BASE: PaymentMethod = {
  id: 21,
  consultingAgreementId: 4,
  agreementReference: agreementReference(4),
  paymentType: 'pay by invoice',
  isMonthly: false,
  amount: 65000,
  amountCents: 6500000,
  companyName: 'Lindqvist Logistics',
  last4: null,
  cardBrand: null,
  createdAt: '2025-03-06T10:15:00.000Z',
  updatedAt: '2025-03-06T10:15:00.000Z',
  isPaidInFull: true,
  poNumber: null,
  billingCompanyName: 'Lindqvist Logistics',
  billingAddress: '48 Wharf Road',
  billingCity: 'Portland',
  billingState: 'ME',
  billingZip: '04101',
  billingEmail: 'ap@lindqvist-logistics.example',
  billingContact: 'Ada Lindqvist',
  billingPhone: '207-555-0142',
  cardholderName: null,
  expiryDate: null,
  accountName: null,
  accountType: null,
  bankName: null,
  routingNumberLast4: null,
  accountNumberLast4: null,
  achAuthorization: null,
  status: 'active',
  statusChangedAt: null,
  replacedById: null,
  agreementVersion: 1,
  agreementTotalCents: 6500000,
  needsConfirmation: false,
  instalments: null,
};

const BY_TYPE: Record<PaymentType, Partial<PaymentMethod>> = {
  'pay by credit card': {
    id: 22,
    isMonthly: true,
    isPaidInFull: false,
    amount: 10833.33,
    amountCents: 1083333,
    instalments: instalmentSchedule(6500000, 6),
    last4: '4242',
    cardBrand: 'Visa',
    cardholderName: 'Ada Lindqvist',
    expiryDate: '04/29',
  },
  'pay by ach': {
    id: 23,
    last4: '6789',
    accountName: 'Lindqvist Logistics LLC',
    accountType: 'checking',
    bankName: 'First Harbor Bank',
    routingNumberLast4: '0015',
    accountNumberLast4: '6789',
    achAuthorization: {
      authorizedAt: '2025-03-06T10:15:00.000Z',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
      version: 'ach-authorization/2025-01',
    },
  },
  'pay by invoice': { poNumber: 'PO-2025-118' },
};

/** One saved payment method of the given type (an invoice by default); any field can be overridden. */
export function buildPaymentDetails(
  type: PaymentType = 'pay by invoice',
  overrides: Partial<PaymentMethod> = {},
): PaymentMethod {
  return { ...BASE, ...BY_TYPE[type], paymentType: type, ...overrides };
}

/** The same method as `GET /api/payment-info` lists it. */
export function summaryOf(method: PaymentMethod): PaymentMethodSummary {
  const {
    id,
    consultingAgreementId,
    agreementReference: reference,
    paymentType,
    isMonthly,
    amount,
    amountCents,
    companyName,
    last4,
    cardBrand,
    createdAt,
    status,
    statusChangedAt,
    replacedById,
    agreementVersion,
    agreementTotalCents,
    needsConfirmation,
    instalments,
  } = method;
  return {
    id,
    consultingAgreementId,
    agreementReference: reference,
    paymentType,
    isMonthly,
    amount,
    amountCents,
    companyName,
    last4,
    cardBrand,
    createdAt,
    status,
    statusChangedAt,
    replacedById,
    agreementVersion,
    agreementTotalCents,
    needsConfirmation,
    instalments,
  };
}

/** A method that a newer one for the same agreement replaced on March 9, 2025. */
export function buildReplacedMethod(
  type: PaymentType = 'pay by invoice',
  overrides: Partial<PaymentMethod> = {},
): PaymentMethod {
  return buildPaymentDetails(type, {
    status: 'replaced',
    statusChangedAt: '2025-03-09T16:40:00.000Z',
    replacedById: 30,
    ...overrides,
  });
}
