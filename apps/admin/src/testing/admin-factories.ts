import {
  ADMIN_DOCUMENT_NAMES,
  agreementReference,
  invoiceReference,
  ndaReference,
  priceAgreement,
  type AdminDocumentEntry,
  type AdminDocumentKind,
  type AdminServiceItem,
  type AdminUserDetail,
  type AdminUserListItem,
  type AgreementServiceSelection,
  type User,
} from '@consult/domain';
import { capitalSuccess, digitalMonthly, strategyHourly } from '@consult/testing/browser';
import type { MockRoute } from '@consult/ui/testing';

/** The admin signed in for the console's specs. */
export const ADMIN: User = {
  id: 900,
  username: 'mashby',
  firstName: 'Morgan',
  lastName: 'Ashby',
  email: 'morgan.ashby@northbridge.example',
  emailVerified: true,
  isAdmin: true,
};

/** What the guard asks: the session and the server's admin check. */
export const signedInAdmin: Record<string, MockRoute> = {
  'GET /api/user': { body: ADMIN },
  'GET /api/admin/check': { body: { isAdmin: true } },
};

const REFERENCES: Record<AdminDocumentKind, (id: number) => string> = {
  nda: ndaReference,
  agreement: agreementReference,
  payment: invoiceReference,
};

export function buildDocument(
  user: Pick<AdminUserListItem, 'id' | 'firstName' | 'lastName' | 'companyName'>,
  kind: AdminDocumentKind,
  overrides: Partial<AdminDocumentEntry> = {},
): AdminDocumentEntry {
  const id = overrides.id ?? user.id * 10 + ['nda', 'agreement', 'payment'].indexOf(kind);
  return {
    kind,
    id,
    name: ADMIN_DOCUMENT_NAMES[kind],
    reference: REFERENCES[kind](id),
    date: '2025-03-05',
    status: kind === 'agreement' ? 'active' : null,
    deletedByClientAt: null,
    userId: user.id,
    userName: `${user.firstName} ${user.lastName}`,
    companyName: user.companyName,
    ...overrides,
  };
}

/** A client with every document (NDA, agreement, invoice) unless `documents` says otherwise. */
export function buildListUser(
  id: number,
  overrides: Partial<Omit<AdminUserListItem, 'documents'>> & {
    kinds?: AdminDocumentKind[];
  } = {},
): AdminUserListItem {
  const { kinds = ['nda', 'agreement', 'payment'], ...rest } = overrides;
  const base = {
    id,
    firstName: 'Client',
    lastName: `Number${id}`,
    email: `client${id}@example.com`,
    emailVerified: true,
    companyName: `Company ${id}`,
    createdAt: '2025-03-01T10:00:00.000Z',
    hasSignedNda: kinds.includes('nda'),
    hasSignedAgreement: kinds.includes('agreement'),
    hasPaymentMethod: kinds.includes('payment'),
    isAdmin: false,
    ...rest,
  };
  return { ...base, documents: kinds.map((kind) => buildDocument(base, kind)) };
}

/** Business Strategy hourly ($500 × 10 h), Digital Solutions monthly ($5,000 × 6 × 2), Capital Markets success ($2,500 + $10,000). */
export const DETAIL_SERVICES: AgreementServiceSelection[] = [
  strategyHourly(),
  digitalMonthly(),
  capitalSuccess(),
];

export function serviceItems(services = DETAIL_SERVICES): AdminServiceItem[] {
  return priceAgreement(services).lines.map((line) => ({
    name: line.name,
    description: 'as agreed',
    paymentType: line.paymentType,
    fee: line.fee,
    months: line.months ?? null,
    hours: line.hours ?? null,
    downPayment: line.downPayment ?? null,
    paymentMethod: 'Invoice',
    subServices: line.subServices,
    subtotalCents: line.subtotalCents,
  }));
}

/** Avery Lindqvist of Lindqvist Logistics, with one NDA, one agreement and one invoice. */
export function buildUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  const { lines, totals } = priceAgreement(DETAIL_SERVICES);
  return {
    id: 12,
    username: 'avery',
    email: 'avery@lindqvist.example',
    emailVerified: true,
    firstName: 'Avery',
    lastName: 'Lindqvist',
    companyName: 'Lindqvist Logistics',
    phone: '617-555-0142',
    address: '45 Atlantic Avenue',
    city: 'Boston',
    state: 'MA',
    zipCode: '02110',
    createdAt: '2025-03-01T10:00:00.000Z',
    isAdmin: false,
    hasSignedNda: true,
    hasSignedAgreement: true,
    hasPaymentMethod: true,
    serviceType: JSON.stringify(serviceItems()),
    billingSummary: {
      grandTotalCents: totals.grandTotalCents,
      downPaymentCents: totals.downPaymentCents,
      remainingBalanceCents: totals.grandTotalCents - totals.downPaymentCents,
    },
    profile: {
      companyName: 'Lindqvist Logistics',
      title: 'Chief Operating Officer',
      sector: 'technology',
      website: 'lindqvist.example',
      bio: 'Freight across New England.',
    },
    agreements: [
      {
        id: 42,
        reference: agreementReference(42),
        version: 1,
        previousVersionId: null,
        status: 'active',
        amendedByFirm: false,
        deletedByClientAt: null,
        clientSignedAt: '2025-03-05T14:03:22.123Z',
        companyName: 'Lindqvist Logistics',
        signerName: 'Avery Lindqvist',
        signerTitle: 'COO',
        signedDate: '2025-03-05',
        services: lines,
        totals,
        amount: totals.grandTotalCents / 100,
        paymentType: 'pay by invoice',
        createdAt: '2025-03-05T10:00:00.000Z',
        proposal: null,
        history: [
          {
            id: 42,
            version: 1,
            status: 'active',
            amendedByFirm: false,
            clientSignedAt: '2025-03-05T14:03:22.123Z',
            proposedAt: null,
            resolvedAt: null,
            grandTotalCents: totals.grandTotalCents,
          },
        ],
      },
    ],
    payments: [
      {
        id: 7,
        consultingAgreementId: 42,
        billingCompanyName: 'Lindqvist Logistics',
        billingContact: 'Avery Lindqvist',
        billingEmail: 'ap@lindqvist.example',
        amount: 12916.67,
        amountCents: 1291666,
        paymentType: 'pay by invoice',
        isMonthly: true,
        isAutoPayment: false,
        last4: null,
        cardBrand: null,
        createdAt: '2025-03-06T10:00:00.000Z',
        status: 'active',
        statusChangedAt: null,
        agreementVersion: 1,
        agreementTotalCents: totals.grandTotalCents,
        needsConfirmation: false,
      },
    ],
    ndas: [
      {
        id: 31,
        reference: ndaReference(31),
        companyName: 'Lindqvist Logistics',
        signerName: 'Avery Lindqvist',
        signerTitle: 'COO',
        agreementDate: '2025-03-04',
        createdAt: '2025-03-04T10:00:00.000Z',
        deletedByClientAt: null,
      },
    ],
    ...overrides,
  };
}
