import type { DocumentModel, SignatureEvidence } from './documents';

/**
 * Mutual NDAs (req DOCS-2, DOCS-3, DOCS-5, DOCS-7; RULES-4). `signature` in a response is the evidence
 * object of req RULES-4; the typed full name the spec calls `signature` in the request is answered
 * as `typedSignature`.
 */
export interface CreateNdaRequest {
  companyName: string;
  companyAddress: string;
  companyCity: string;
  companyState: string;
  companyZip: string;
  signerName: string;
  signerTitle: string;
  /** yyyy-MM-dd, the signer's today; the server's UTC date when omitted. */
  agreementDate?: string;
  /** The typed full name: the signature. */
  signature: string;
  agreeToSignElectronically: true;
}

/** An NDA as `GET /api/ndas` lists it. */
export interface NdaSummary {
  id: number;
  /** "NDA-000042". */
  reference: string;
  companyName: string;
  companyAddress: string;
  companyCity: string;
  companyState: string;
  companyZip: string;
  signerName: string;
  signerTitle: string;
  /** yyyy-MM-dd. */
  agreementDate: string;
  typedSignature: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  signature: SignatureEvidence;
}

/** One NDA (`GET /api/nda/{id}`, `POST /api/nda`): the summary plus the document exactly as signed. */
export interface Nda extends NdaSummary {
  document: DocumentModel;
  /** The electronic records disclosure accepted before signing. */
  consent: { version: string; acceptedAt: string } | null;
}

/** Lengths beyond the shared LIMITS: a signer's full name (first and last) and the typed signature. */
export const NDA_LIMITS = {
  signerNameMax: 200,
} as const;

export const NDA_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  singleLine: (label: string) => `${label} must be on one line`,
  signatureMismatch: 'Your typed signature must match the signer name',
  agreementDateInvalid: 'Please enter a valid agreement date (yyyy-MM-dd)',
  agreementDateNotToday: 'The agreement date must be the date you sign',
  mustBeText: (label: string) => `${label} must be text`,
} as const;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** 'MMMM d, yyyy' (req DOCS-9): "2025-03-05" → "March 5, 2025". Other text is returned as is. */
export function formatLongDate(isoDate: string): string {
  if (!isIsoDate(isoDate.slice(0, 10))) return isoDate;
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** yyyy-MM-dd of a moment in UTC. */
export function utcIsoDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** yyyy-MM-dd of a moment in the local time zone (the browser's "today"). */
export function localIsoDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/**
 * A signature is dated the day it is made: the signer's local date may be a day before or after
 * the UTC date (time zones reach from UTC-12 to UTC+14), never more.
 */
export function isSigningDate(isoDate: string, now: Date): boolean {
  if (!isIsoDate(isoDate)) return false;
  const dayMs = 86_400_000;
  const offset = Date.parse(`${isoDate}T00:00:00Z`) - Date.parse(`${utcIsoDate(now)}T00:00:00Z`);
  return Math.abs(offset) <= dayMs;
}

/** Typed signatures compared as people mean them: one rule for the portal and the API. */
export { sameName, signatureKey } from './signature-name';

/** "NDA-000042". */
export function ndaReference(id: number): string {
  return `NDA-${String(id).padStart(6, '0')}`;
}

/**
 * `<prefix>-<company>-<yyyy-MM-dd>.<extension>`, in plain ASCII (safe in a Content-Disposition
 * header and on any file system): the name of a signed document's file.
 */
export function documentFileName(
  prefix: string,
  companyName: string,
  isoDate: string,
  extension: 'pdf' | 'html' = 'pdf',
): string {
  const slug =
    companyName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/g, '') || 'client';
  const date = isIsoDate(isoDate) ? isoDate : 'undated';
  return `${prefix}-${slug}-${date}.${extension}`;
}

/** `mutual-nda-<company>-<yyyy-MM-dd>.pdf`. */
export function ndaFileName(companyName: string, agreementDate: string): string {
  return documentFileName('mutual-nda', companyName, agreementDate);
}
