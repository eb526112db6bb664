import type { DocumentModel, SignatureEvidence } from './documents';
import { documentFileName } from './nda';

/**
 * Consulting agreements (req DOCS-2–DOCS-5, DOCS-7–DOCS-9; RULES-2, RULES-4). The browser sends the client's
 * choices; the API recomputes every figure from them with the pricing functions (`pricing.ts`) and
 * answers with its own totals, in integer cents. Fees, down payments, hours and months are whole
 * numbers typed by the client: fees and down payments are whole US dollars.
 */

/** How a service is paid (req DOCS-3). `annual` is read in old or amended data, never offered. */
export const AGREEMENT_PAYMENT_TYPES = ['hourly', 'monthly', 'project', 'success'] as const;
export type AgreementPaymentType = (typeof AGREEMENT_PAYMENT_TYPES)[number] | 'annual';

export const PAYMENT_TYPE_LABELS: Record<AgreementPaymentType, string> = {
  hourly: 'Hourly',
  monthly: 'Monthly retainer',
  project: 'Fixed project fee',
  success: 'Success-based',
  annual: 'Annual',
};

/** One service as the client chose it (req DOCS-3): names are the catalogue's names. */
export interface AgreementServiceSelection {
  name: string;
  subServices: string[];
  paymentType: AgreementPaymentType;
  /** Whole dollars per sub-service (per hour, per month, per year, or for the project). */
  fee: number;
  /** Whole dollars, success-based only. */
  downPayment?: number;
  /** Hourly only. */
  hours?: number;
  /** Monthly only. */
  months?: number;
}

/** The client block of `POST /api/consulting-agreement` (req DOCS-7). */
export interface AgreementClientData {
  companyName: string;
  companyStreet: string;
  companyCity: string;
  companyState: string;
  companyZip: string;
  companyPhone: string;
  signerName: string;
  signerTitle: string;
  /** yyyy-MM-dd, the signer's today (as for NDAs). */
  date: string;
}

export interface CreateAgreementRequest {
  clientData: AgreementClientData;
  services: AgreementServiceSelection[];
  /** Present only when editing: the agreement this one replaces (a new version is made). */
  agreementId?: number;
  /** The typed full name: the signature. Must match the signer name. */
  signature: string;
  agreeToSignElectronically: true;
}

/**
 * The status of one version of an agreement (req RULES-2; docs/contracts-and-money.md):
 *
 * - `active`: in force. At most one version of an agreement is in force: the client signed it.
 * - `pending`: a firm amendment the client has not signed yet: a proposal. The version signed
 *   before stays in force until the client signs it.
 * - `declined`: a proposal the client declined (with an optional note). Never in force.
 * - `withdrawn`: a proposal the firm withdrew before the client signed it. Never in force.
 * - `superseded`: was in force until a newer version the client signed replaced it.
 */
export type AgreementStatus = 'active' | 'pending' | 'declined' | 'withdrawn' | 'superseded';

/** How both apps name a version's status in its version history. */
export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  active: 'In force',
  pending: 'Proposed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  superseded: 'Superseded',
};

/** One version of an agreement as its version history lists it, oldest first. */
export interface AgreementVersionEntry {
  id: number;
  version: number;
  status: AgreementStatus;
  /** The firm wrote this version (an amendment proposed to the client). */
  amendedByFirm: boolean;
  /** ISO 8601 UTC when the client signed this version; null for a version never signed. */
  clientSignedAt: string | null;
  /** ISO 8601 UTC when the firm proposed it (amendments only). */
  proposedAt: string | null;
  /** ISO 8601 UTC when it was declined or withdrawn. */
  resolvedAt: string | null;
  grandTotalCents: number;
}

/** A proposal waiting for the client, as the agreement in force carries it. */
export interface PendingAmendmentSummary {
  id: number;
  version: number;
  /** ISO 8601 UTC. */
  proposedAt: string;
  grandTotalCents: number;
}

/** A service line with the server's figures. */
export interface AgreementServiceLine extends AgreementServiceSelection {
  /** fee × sub-services × (hours | months | 12 where they apply) + down payment, in cents. */
  subtotalCents: number;
}

export interface AgreementTotals {
  /** Sum of the service subtotals, in cents. */
  grandTotalCents: number;
  /** Subtotals summed per payment type, in catalogue order of the types present. */
  byPaymentType: { paymentType: AgreementPaymentType; totalCents: number }[];
  /** The longest monthly duration, or null when no service is monthly. */
  longestMonths: number | null;
  /** What a monthly schedule charges each month (grand total ÷ longest months); else the total. */
  monthlyPaymentCents: number;
  /** Sum of the success-based down payments, in cents. */
  downPaymentCents: number;
}

/** An agreement as `GET /api/consulting-agreements` lists it. */
export interface AgreementSummary {
  id: number;
  /** "CA-000042". */
  reference: string;
  /** 1 for the first signature, 2 after the first re-signing, ... */
  version: number;
  /** The version this one replaced, if any. */
  previousVersionId: number | null;
  /** The newest version of this agreement, when this one is superseded. */
  supersededById: number | null;
  status: AgreementStatus;
  /**
   * The firm wrote this version (req RULES-2): a proposal (`pending`) until the client signs it
   * exactly as proposed, or declines it, or the firm withdraws it. Always sent by the API.
   */
  amendedByFirm?: boolean;
  /** The id of version 1: what names the agreement across its versions. Always sent by the API. */
  agreementKey?: number;
  /** ISO 8601 UTC when the firm proposed this version (amendments only). Always sent. */
  proposedAt?: string | null;
  /** ISO 8601 UTC when this proposal was declined or withdrawn. Always sent. */
  resolvedAt?: string | null;
  /** The client's note when declining. Always sent. */
  declineNote?: string | null;
  /**
   * On the version in force: the firm's proposal awaiting the client's signature, if any. Always
   * sent (null elsewhere).
   */
  pendingAmendment?: PendingAmendmentSummary | null;
  companyName: string;
  companyStreet: string;
  companyCity: string;
  companyState: string;
  companyZip: string;
  companyPhone: string;
  signerName: string;
  signerTitle: string;
  /** yyyy-MM-dd. */
  signedDate: string;
  typedSignature: string;
  services: AgreementServiceLine[];
  totals: AgreementTotals;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** The client's signature evidence; null for a version the client has not signed (a proposal). */
  signature: SignatureEvidence | null;
}

/** One agreement (`GET /api/consulting-agreement/{id}`): the summary and the document as signed. */
export interface Agreement extends AgreementSummary {
  document: DocumentModel;
  /** Every version of this agreement, oldest first. */
  history: AgreementVersionEntry[];
  consent: { version: string; acceptedAt: string } | null;
}

/** Bounds that keep every figure an exact integer number of cents (far below 2^53). */
export const AGREEMENT_LIMITS = {
  maxFee: 10_000_000,
  maxHours: 10_000,
  maxMonths: 120,
  maxServices: 6,
} as const;

export const AGREEMENT_MESSAGES = {
  noService: 'Please select at least one service',
  clientInformation: 'Please fill in all client information fields',
  noSubService: (service: string) => `Please select at least one sub-service for ${service}`,
  unknownService: (service: string) => `Unknown service: ${service}`,
  unknownSubService: (service: string, sub: string) => `${sub} is not a sub-service of ${service}`,
  duplicateService: (service: string) => `${service} is listed more than once`,
  duplicateSubService: (service: string) => `${service} lists a sub-service more than once`,
  paymentType: 'Please choose how each service is paid: hourly, monthly, project or success-based',
  successNotOffered: (service: string) =>
    `Success-based fees are offered only for Capital Markets Advisory, Go-to-Market Strategy and Digital Solutions, not for ${service}`,
  feeDigits: 'Fees must be whole dollars of $0 or more, such as 15,000',
  downPaymentDigits: 'The down payment must be whole dollars of $0 or more, such as 2,500',
  feeTooLarge: 'Fees must be at most $10,000,000',
  hours: 'Hours must be a whole number of 1 or more',
  months: 'Months must be a whole number of 1 or more',
  hoursTooLarge: 'Hours must be at most 10,000',
  monthsTooLarge: 'Months must be at most 120',
  zeroTotal:
    'An agreement must bill something: its total is $0. Enter a fee above $0 for at least one service.',
  signatureMismatch: 'Your typed signature must match the signer name',
  dateInvalid: 'Please enter a valid agreement date (yyyy-MM-dd)',
  dateNotToday: 'The agreement date must be the date you sign',
  superseded: 'This agreement has a newer version; edit the newest one',
  servicesUnreadable: 'Error displaying services information',
} as const;

/** "CA-000042". */
export function agreementReference(id: number): string {
  return `CA-${String(id).padStart(6, '0')}`;
}

/** 'MM/dd/yyyy' (req DOCS-9): "2025-03-05" → "03/05/2025". Other text is returned as is. */
export function formatAgreementDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : isoDate;
}

/** `consulting-agreement-<company>-<yyyy-MM-dd>.<extension>`, as the API names the agreement's PDF. */
export function agreementFileName(
  companyName: string,
  signedDate: string,
  extension: 'pdf' | 'html' = 'pdf',
): string {
  return documentFileName('consulting-agreement', companyName, signedDate, extension);
}
