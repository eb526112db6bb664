import type {
  AgreementPaymentType,
  AgreementServiceLine,
  AgreementStatus,
  AgreementTotals,
  AgreementVersionEntry,
} from './agreement';
import { AUDIT_ACTIONS, AUDIT_LOG_LIMITS } from './audit-log';
import type { CardBrand, PaymentType } from './payment';
import type { PaymentMethodStatus } from './payment-schedule';

/**
 * The admin console's API (req DOCS-2, DOCS-3, DOCS-6, DOCS-7, DOCS-9; RULES-2, RULES-5). Every answer is built
 * for staff: no password hash, no full card number, no unmasked bank number ever appears in it.
 * Here: the accounts, their detail and the console's messages; the views of one document and what
 * is done with it are in admin-documents.ts, the audit log in audit-log.ts.
 */

/** A client document as the dashboard lists it (req DOCS-3 "Derived document entries"). */
export type AdminDocumentKind = 'nda' | 'agreement' | 'payment';

export interface AdminDocumentEntry {
  kind: AdminDocumentKind;
  /** The document's own id: the NDA, the agreement version or the payment method. */
  id: number;
  /** "Mutual NDA", "Consulting Agreement", "Payment Invoice". */
  name: string;
  /** "NDA-000042", "CA-000042", "INV-000042". */
  reference: string;
  /** yyyy-MM-dd: the agreement date, the signed date, or the day the payment method was set up. */
  date: string;
  /** The agreement's status; `null` for NDAs and payment methods. */
  status: AgreementStatus | null;
  /** ISO 8601 UTC when the client deleted it from their portal (the firm keeps it); else null. */
  deletedByClientAt: string | null;
  userId: number;
  /** "First Last". */
  userName: string;
  companyName: string;
}

export const ADMIN_DOCUMENT_NAMES: Record<AdminDocumentKind, string> = {
  nda: 'Mutual NDA',
  agreement: 'Consulting Agreement',
  payment: 'Payment Invoice',
};

const DASHBOARD_KIND_DIGIT: Record<AdminDocumentKind, number> = {
  nda: 1,
  agreement: 2,
  payment: 3,
};

/** A dashboard tile's id (req DOCS-3, DOCS-9): the user id × 100, plus 1 (NDA), 2 (agreement) or 3. */
export function dashboardEntryId(userId: number, kind: AdminDocumentKind): number {
  return userId * 100 + DASHBOARD_KIND_DIGIT[kind];
}

/** `GET /api/admin/users`: one record per account (req DOCS-3 "Admin user record"). */
export interface AdminUserListItem {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** Whether the client has verified `email` (issue 17): until then no document is e-mailed to it. */
  emailVerified: boolean;
  companyName: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** An NDA exists that the client has not deleted. */
  hasSignedNda: boolean;
  /** An agreement is in force (a version the client signed) that the client has not deleted. */
  hasSignedAgreement: boolean;
  hasPaymentMethod: boolean;
  isAdmin: boolean;
  /**
   * The client's documents: every NDA and the version in force of each agreement (those the
   * client deleted too, marked), and each agreement's payment method in force.
   */
  documents: AdminDocumentEntry[];
}

/** A service of the client's active agreement, as the detail's service cards show it (req DOCS-3). */
export interface AdminServiceItem {
  name: string;
  /** The fee terms in words: "$500 per hour × 10 hours". */
  description: string;
  paymentType: AgreementPaymentType;
  /** Whole dollars per sub-service. */
  fee: number;
  months: number | null;
  hours: number | null;
  downPayment: number | null;
  /** How the agreement is paid ("Credit Card", "ACH Bank Transfer", "Invoice"); 'Invoice' by default. */
  paymentMethod: string;
  subServices: string[];
  /** The service's subtotal as the shared pricing rules compute it (req RULES-4), in cents. */
  subtotalCents: number;
}

/**
 * An agreement in the admin detail (req DOCS-3 "Agreement (detail view)"): the version in force,
 * with the firm's proposal awaiting the client beside it and the version history.
 */
export interface AdminAgreementRecord {
  id: number;
  /** "CA-000042". */
  reference: string;
  version: number;
  previousVersionId: number | null;
  status: AgreementStatus;
  /** A version the firm wrote (req RULES-2). */
  amendedByFirm: boolean;
  /** ISO 8601 UTC when the client deleted this agreement from their portal; else null. */
  deletedByClientAt: string | null;
  /** ISO 8601 UTC when the client signed this version; null for an unsigned proposal. */
  clientSignedAt: string | null;
  companyName: string;
  signerName: string;
  signerTitle: string;
  /** yyyy-MM-dd. */
  signedDate: string;
  services: AgreementServiceLine[];
  totals: AgreementTotals;
  /** The grand total in dollars (`totals.grandTotalCents` / 100). */
  amount: number;
  /** The type of the agreement's payment method in force, or null when there is none. */
  paymentType: PaymentType | null;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** The firm's proposal awaiting the client's signature, shown beside the version in force. */
  proposal: AdminAgreementProposal | null;
  /** Every version of the agreement, oldest first. */
  history: AgreementVersionEntry[];
}

/** A pending firm amendment beside the version in force. */
export interface AdminAgreementProposal {
  id: number;
  version: number;
  /** ISO 8601 UTC. */
  proposedAt: string;
  services: AgreementServiceLine[];
  totals: AgreementTotals;
}

/** A payment method in the admin detail (req DOCS-3 "Payment method record"): masked. */
export interface AdminPaymentRecord {
  id: number;
  consultingAgreementId: number | null;
  billingCompanyName: string | null;
  billingContact: string | null;
  /** Where the invoice is meant to go; the console's Email Invoice starts with it. */
  billingEmail: string | null;
  /** Dollars. */
  amount: number;
  amountCents: number;
  paymentType: PaymentType;
  isMonthly: boolean;
  /** Card and ACH methods are charged automatically; an invoice is paid by the client. */
  isAutoPayment: boolean;
  /** The card's or account's last four digits; null for an invoice. */
  last4: string | null;
  cardBrand: CardBrand | null;
  /** ISO 8601 UTC. */
  createdAt: string;
  status: PaymentMethodStatus;
  /** ISO 8601 UTC when it was replaced or ended. */
  statusChangedAt: string | null;
  /** The version of the agreement it bills, and that version's grand total. */
  agreementVersion: number | null;
  agreementTotalCents: number | null;
  /** Carried over to a new version; the client has not confirmed it yet. */
  needsConfirmation: boolean;
}

/** An NDA in the admin detail (req DOCS-3 "NDA (detail view)"). */
export interface AdminNdaRecord {
  id: number;
  /** "NDA-000042". */
  reference: string;
  companyName: string;
  signerName: string;
  signerTitle: string;
  /** yyyy-MM-dd. */
  agreementDate: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC when the client deleted it from their portal (the firm keeps it); else null. */
  deletedByClientAt: string | null;
}

/** The billing summary under the service cards (req DOCS-9, computed with req RULES-4's rules). */
export interface AdminBillingSummary {
  grandTotalCents: number;
  downPaymentCents: number;
  /** The grand total minus the down payments. */
  remainingBalanceCents: number;
}

export function billingSummary(
  totals: Pick<AgreementTotals, 'grandTotalCents' | 'downPaymentCents'>,
): AdminBillingSummary {
  return {
    grandTotalCents: totals.grandTotalCents,
    downPaymentCents: totals.downPaymentCents,
    remainingBalanceCents: totals.grandTotalCents - totals.downPaymentCents,
  };
}

/** `GET /api/admin/users/{id}` (req DOCS-3 "User as listed to admins"). */
export interface AdminUserDetail {
  id: number;
  username: string;
  email: string;
  /** Whether the client has verified `email` (issue 17). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  isAdmin: boolean;
  hasSignedNda: boolean;
  hasSignedAgreement: boolean;
  hasPaymentMethod: boolean;
  /** JSON text of `AdminServiceItem[]`: the services of the client's active agreement ('[]' without one). */
  serviceType: string;
  /** The active agreement's totals; null without an active agreement. */
  billingSummary: AdminBillingSummary | null;
  profile: {
    companyName: string | null;
    title: string | null;
    sector: string | null;
    website: string | null;
    bio: string | null;
  };
  /** Each agreement (the version in force, the proposal beside it), newest first; client-deleted ones marked. */
  agreements: AdminAgreementRecord[];
  payments: AdminPaymentRecord[];
  /** Every NDA, newest first; those the client deleted are marked. */
  ndas: AdminNdaRecord[];
}

/** `POST /api/admin/promote`. */
/**
 * GET /api/admin-setup, for any signed-in account: whether the firm has an admin yet. Until it has,
 * the console explains how the first one is made (the command-line task; req RULES-5).
 */
export interface AdminSetupStatus {
  adminExists: boolean;
}

export interface PromoteUserRequest {
  email: string;
}

export interface PromoteUserResult {
  id: number;
  email: string;
  isAdmin: true;
  /** The account was an admin already: nothing changed. */
  alreadyAdmin: boolean;
}

/** Mails an admin may have the API send (shares and invoice e-mails) per window. */
export const ADMIN_MAIL_RATE_LIMIT = { points: 20, windowSeconds: 600 } as const;

export const ADMIN_MESSAGES = {
  userNotFound: 'User not found',
  noAccountWithEmail: (email: string) => `No account has the email ${email}`,
  recipientInvalid: 'Please enter a valid email',
  recipientOneLine: 'The email address must be on one line',
  recipientSingle: 'Please enter a single email address',
  headerUnsafe: (field: string) => `The ${field} of this e-mail must be a single line`,
  tooManyMails: 'Too many e-mails sent. Please wait a few minutes and try again.',
  amendmentDate: 'The agreement date must be today',
  auditLimit: `limit must be a whole number from 1 to ${AUDIT_LOG_LIMITS.maxLimit}`,
  auditBefore: 'before must be the id of an audit log entry',
  auditAction: `action must be one of ${AUDIT_ACTIONS.join(', ')}`,
  auditClient: 'clientId must be the id of a user',
  downloadPurpose: 'purpose must be download or print',
  recipientRequired: 'Please enter the recipient’s email',
} as const;

/** The console's toasts and screens (req DOCS-8, Admin). */
export const ADMIN_TOASTS = {
  fetchUsersFailed: (status: number, statusText: string) =>
    `Failed to fetch: ${status} ${statusText}`,
  popupBlocked: 'Popup blocked. Please allow popups and try again.',
  printFailed: 'Failed to prepare document for printing',
  shareFailed: 'Failed to share document',
  downloadInvoiceFailed: 'Failed to download invoice',
  emailInvoiceFailed: 'Failed to email invoice',
  downloadAgreementFailed: 'Failed to download agreement',
  fetchUserFailed: 'Failed to fetch user details',
  fetchUserDataFailed: 'Failed to fetch user data',
  promoteFailed: 'Failed to promote user',
  shared: 'Document shared successfully via email',
  invoiceEmailed: 'Invoice has been emailed successfully',
  agreementDownloaded: 'Agreement downloaded successfully',
  documentDownloaded: 'Document downloaded successfully',
  openedForPrinting: 'Document opened for printing',
  promoted: 'Admin status updated. Please log out and log back in.',
} as const;
