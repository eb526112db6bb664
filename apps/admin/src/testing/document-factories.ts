import { consultingAgreementDocument } from '@consult/documents';
import {
  DEFAULT_FIRM,
  agreementReference,
  ndaReference,
  priceAgreement,
  type Agreement,
  type Nda,
  type PaymentMethod,
} from '@consult/domain';
import { ndaWithDocument } from '@consult/ui/testing';
import { DETAIL_SERVICES } from './admin-factories';

const EVIDENCE = {
  signedAt: '2025-03-05T14:03:22.123Z',
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
  documentHash: '6e15a265caef2adfc239089b101a530eb65209d60d01993b21aeb68a99a96403',
};

/** Any client's NDA as `GET /api/admin/nda/{id}` answers it. */
export function buildNda(id = 9): Nda {
  const summary = {
    id,
    reference: ndaReference(id),
    companyName: 'Lindqvist Logistics',
    companyAddress: '45 Atlantic Avenue',
    companyCity: 'Boston',
    companyState: 'MA',
    companyZip: '02110',
    signerName: 'Avery Lindqvist',
    signerTitle: 'COO',
    agreementDate: '2025-03-04',
    typedSignature: 'Avery Lindqvist',
    createdAt: EVIDENCE.signedAt,
    signature: EVIDENCE,
  };
  return ndaWithDocument(summary, { version: '2025-01', acceptedAt: '2025-03-01T09:00:00.000Z' });
}

/** Any version of any client's agreement as `GET /api/admin/consulting-agreement/{id}` answers it. */
export function buildAgreement(overrides: Partial<Agreement> = {}): Agreement {
  const id = overrides.id ?? 42;
  const { lines, totals } = priceAgreement(DETAIL_SERVICES);
  const base = {
    id,
    reference: agreementReference(id),
    version: 1,
    previousVersionId: null,
    supersededById: null,
    status: 'active' as const,
    amendedByFirm: false,
    companyName: 'Lindqvist Logistics',
    companyStreet: '45 Atlantic Avenue',
    companyCity: 'Boston',
    companyState: 'MA',
    companyZip: '02110',
    companyPhone: '617-555-0142',
    signerName: 'Avery Lindqvist',
    signerTitle: 'COO',
    signedDate: '2025-03-05',
    typedSignature: 'Avery Lindqvist',
    services: lines,
    totals,
    agreementKey: 42,
    proposedAt: null,
    resolvedAt: null,
    declineNote: null,
    pendingAmendment: null,
    createdAt: EVIDENCE.signedAt,
    signature: EVIDENCE,
    consent: { version: '2025-01', acceptedAt: '2025-03-01T09:00:00.000Z' },
    ...overrides,
  };
  const history = overrides.history ?? [
    {
      id: base.id,
      version: base.version,
      status: base.status,
      amendedByFirm: base.amendedByFirm ?? false,
      clientSignedAt: base.signature?.signedAt ?? null,
      proposedAt: base.proposedAt ?? null,
      resolvedAt: base.resolvedAt ?? null,
      grandTotalCents: base.totals.grandTotalCents,
    },
  ];
  return {
    ...base,
    history,
    document:
      overrides.document ??
      consultingAgreementDocument({
        firm: DEFAULT_FIRM,
        client: base,
        signer: { name: base.signerName, title: base.signerTitle },
        agreementDate: base.signedDate,
        services: DETAIL_SERVICES,
        signature: base.typedSignature || null,
        version: base.version,
      }),
  };
}

/** A payment method (an invoice, monthly) as `GET /api/admin/payment-method/{id}` answers it. */
export function buildPaymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 7,
    consultingAgreementId: 42,
    agreementReference: agreementReference(42),
    paymentType: 'pay by invoice',
    isMonthly: true,
    amount: 12916.67,
    amountCents: 1291666,
    companyName: 'Lindqvist Logistics',
    last4: null,
    cardBrand: null,
    createdAt: '2025-03-06T10:00:00.000Z',
    updatedAt: '2025-03-06T10:00:00.000Z',
    isPaidInFull: false,
    poNumber: 'PO-2025-17',
    billingCompanyName: 'Lindqvist Logistics',
    billingAddress: null,
    billingCity: null,
    billingState: null,
    billingZip: null,
    billingEmail: 'ap@lindqvist.example',
    billingContact: 'Accounts Payable',
    billingPhone: null,
    cardholderName: null,
    expiryDate: null,
    accountName: null,
    accountType: null,
    bankName: null,
    routingNumberLast4: null,
    accountNumberLast4: null,
    achAuthorization: null,
    ...overrides,
  };
}
