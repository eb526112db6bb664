import type {
  Agreement,
  AgreementClientData,
  AgreementPaymentType,
  AgreementServiceLine,
  AgreementServiceSelection,
  AgreementStatus,
  AgreementTotals,
  AgreementVersionEntry,
} from './agreement';
import type { Nda } from './nda';
import type { CardBrand, PaymentMethod, PaymentType } from './payment';
import type { PaymentMethodStatus } from './payment-schedule';

/**
 * The admin console's API (spec 001 §2, §3, §6, §7, §9; DECISIONS §2, §5). Every answer is built
 * for staff: no password hash, no full card number, no unmasked bank number ever appears in it.
 */

/** A client document as the dashboard lists it (spec 001 §3 "Derived document entries"). */
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

/** A dashboard tile's id (spec 001 §3, §9): the user id × 100, plus 1 (NDA), 2 (agreement) or 3. */
export function dashboardEntryId(userId: number, kind: AdminDocumentKind): number {
  return userId * 100 + DASHBOARD_KIND_DIGIT[kind];
}

/** `GET /api/admin/users`: one record per account (spec 001 §3 "Admin user record"). */
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

/** A service of the client's active agreement, as the detail's service cards show it (spec 001 §3). */
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
  /** The service's subtotal as the shared pricing rules compute it (DECISIONS §4), in cents. */
  subtotalCents: number;
}

/**
 * An agreement in the admin detail (spec 001 §3 "Agreement (detail view)"): the version in force,
 * with the firm's proposal awaiting the client beside it and the version history.
 */
export interface AdminAgreementRecord {
  id: number;
  /** "CA-000042". */
  reference: string;
  version: number;
  previousVersionId: number | null;
  status: AgreementStatus;
  /** A version the firm wrote (DECISIONS §2). */
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

/**
 * What the console's view of one signed document adds to the client's own answer: whether the
 * client deleted it from their portal. Only the admin routes send it; the client's routes never do
 * (a document the client deleted is gone for them).
 */
export interface AdminDeletionMark {
  /**
   * ISO 8601 UTC when the client deleted it from their portal (the firm keeps it); null when they
   * have not. Always sent by the admin view routes; optional for the answers that omit it.
   */
  deletedByClientAt?: string | null;
}

/**
 * Where the console's Share and Email Invoice send a document by default: the owner's account
 * address, and whether the owner has verified it (unverified, the API refuses to mail it there).
 */
export interface AdminDocumentOwner {
  ownerEmail: string;
  ownerEmailVerified: boolean;
}

/** `GET /api/admin/nda/{id}`: the NDA as its owner saw it, marked if the client deleted it. */
export interface AdminNdaView extends Nda, AdminDeletionMark, AdminDocumentOwner {}

/**
 * `GET /api/admin/consulting-agreement/{id}`: any version of an agreement, marked if the client
 * deleted the agreement.
 */
export interface AdminAgreementView extends Agreement, AdminDeletionMark, AdminDocumentOwner {}

/**
 * GET /api/admin/payment-method/{id}: the method (masked, as its owner sees it) with the agreement
 * version it pays, so the console draws the invoice from one call, audited once as the invoice's
 * view. `agreement` is null when that agreement has been deleted.
 */
export interface AdminInvoiceView extends PaymentMethod, AdminDocumentOwner {
  agreement: Agreement | null;
  /**
   * The client's account e-mail when they signed that agreement: the invoice's bill-to e-mail when
   * no billing e-mail was given, as on its PDF. Null with the agreement.
   */
  accountEmail: string | null;
}

/** A payment method in the admin detail (spec 001 §3 "Payment method record"): masked. */
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

/** An NDA in the admin detail (spec 001 §3 "NDA (detail view)"). */
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

/** The billing summary under the service cards (spec 001 §9, computed with DECISIONS §4's rules). */
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

/** `GET /api/admin/users/{id}` (spec 001 §3 "User as listed to admins"). */
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
 * the console explains how the first one is made (the command-line task; DECISIONS §5).
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

/** `POST /api/admin/{nda|consulting-agreement}/{id}/share` and the invoice e-mails. */
export interface ShareDocumentRequest {
  /** One e-mail address; the document owner's e-mail when absent. */
  to?: string;
}

export interface ShareDocumentResult {
  /** The address the server handed the message to. */
  sentTo: string;
  /** The attachment's file name. */
  fileName: string;
}

/**
 * `POST /api/admin/consulting-agreement/{id}/amend`: the firm's new terms on the client's data. No
 * signature and no consent: the result is a `pending` version that the client re-signs.
 */
export interface AmendAgreementRequest {
  clientData: AgreementClientData;
  services: AgreementServiceSelection[];
}

/** What an admin can print (the console prints in the browser and records it here). */
export const ADMIN_PRINTABLE_KINDS = ['nda', 'agreement', 'invoice'] as const;
export type AdminPrintableKind = (typeof ADMIN_PRINTABLE_KINDS)[number];

/**
 * Why the console fetches a document's PDF (`?purpose=` of the download routes): to save it, or
 * to print it in the browser. Each is recorded once in the audit log, as what it was.
 */
export const ADMIN_DOWNLOAD_PURPOSES = ['download', 'print'] as const;
export type AdminDownloadPurpose = (typeof ADMIN_DOWNLOAD_PURPOSES)[number];

export const AUDIT_ACTIONS = [
  'user.view',
  'user.promote',
  'document.view',
  'document.download',
  'document.print',
  'document.share',
  'invoice.email',
  'agreement.amend',
  'agreement.withdraw',
  // A client's own account (issue 17): the actor is the client.
  'account.password_change',
  'account.password_reset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit entry is about; `invoice` is a payment method's invoice (its id). */
export type AuditTargetKind = 'user' | 'nda' | 'agreement' | 'invoice';

/** One row of the admin audit log (DECISIONS §5): who, what, when and from where. */
export interface AuditLogEntry {
  id: number;
  /** ISO 8601 UTC. */
  at: string;
  actorUserId: number;
  actorEmail: string;
  action: AuditAction;
  targetKind: AuditTargetKind | null;
  targetId: number | null;
  /** The client whose account or document it is. */
  targetUserId: number | null;
  /**
   * That client's name and company as the console lists them, read when the log is; null without a
   * client or once the account is gone (the log outlives the accounts it names).
   */
  client: AuditLogClient | null;
  ipAddress: string;
  userAgent: string;
  /** Context without secrets: a recipient, a file name, a version. */
  detail: Record<string, string | number | boolean | null> | null;
  /**
   * For a share or an invoice e-mail: where its message stands in the mail outbox, read when the
   * log is. Absent on other entries (and on e-mails recorded before deliveries were tracked).
   */
  delivery?: MailDelivery;
}

/**
 * An e-mailed document's delivery (DECISIONS §2: shares go out through the outbox, with retries):
 * `queued` until the mail server accepts it or the attempts run out (`failed`). `purged`: the
 * outbox no longer holds the message; delivered ones are deleted after MAIL_OUTBOX_KEEP_SENT_DAYS.
 */
export interface MailDelivery {
  status: 'queued' | 'sent' | 'failed' | 'purged';
  /** ISO 8601 UTC: when the mail server accepted it. */
  sentAt: string | null;
  /** Attempts made so far (null once purged). */
  attempts: number | null;
}

/** The client an audit entry is about: no more than the console's list shows of them. */
export interface AuditLogClient {
  /** "Ada Lovelace". */
  name: string;
  companyName: string;
}

/**
 * `GET /api/admin/audit-log?limit=&before=&action=&clientId=`: newest first; pass `nextBefore` as
 * `before` for more (with the same filters).
 */
export interface AuditLogPage {
  entries: AuditLogEntry[];
  nextBefore: number | null;
}

export const AUDIT_LOG_LIMITS = { defaultLimit: 50, maxLimit: 200 } as const;

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

/** The console's toasts and screens (spec 001 §8, Admin). */
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
