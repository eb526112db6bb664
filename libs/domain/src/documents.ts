/**
 * Signed documents (req RULES-4): the plain model every document template builds (the mutual NDA
 * now; the consulting agreement and the invoice next), the signature evidence, and the electronic
 * records disclosure. `@consult/documents` renders a model as canonical text and as HTML; the portal
 * renders the same model on screen.
 */
export type DocumentKind = 'mutual-nda' | 'consulting-agreement' | 'invoice';

/** A paragraph of a section, optionally labelled: "1.2", "(a)". */
export interface DocumentParagraph {
  kind: 'paragraph';
  label?: string;
  /** A short lead-in set in bold before the text ("Confidential Information."). */
  heading?: string;
  text: string;
}

/** A table (fee schedules, invoice lines). Every cell is plain text. */
export interface DocumentTable {
  kind: 'table';
  caption?: string;
  columns: string[];
  rows: string[][];
}

export type DocumentBlock = DocumentParagraph | DocumentTable;

export interface DocumentSection {
  /** "1", "2", ... */
  number: string;
  heading: string;
  blocks: DocumentBlock[];
}

export interface DocumentParty {
  /** How the document refers to the party: "the Firm", "the Client". */
  role: string;
  name: string;
  addressLines: string[];
  /** Who signs for the party. */
  representative?: { name: string; title: string };
}

export interface DocumentSignatureBlock {
  /** The party's name. */
  party: string;
  role: string;
  signerName: string;
  signerTitle: string;
  /** ISO date (yyyy-MM-dd) of the signature. */
  date: string;
  /** The typed signature, or null while the document is a draft awaiting this signature. */
  signature: string | null;
  /** A line under the block ("Adopted by the Firm as its standard form ..."). */
  note?: string;
}

/** A document as plain data: what the signer reads, what is hashed, what the PDF shows. */
export interface DocumentModel {
  kind: DocumentKind;
  /** The template's version; a signed model is stored as it was, so later versions never alter it. */
  templateVersion: string;
  title: string;
  /** ISO date (yyyy-MM-dd) the document takes effect. */
  effectiveDate: string;
  /** The opening sentence, before the parties ("This Agreement is made as of ... between:"). */
  preamble: string;
  parties: DocumentParty[];
  /** Paragraphs after the parties ("The Parties wish to ..."). */
  recitals: string[];
  sections: DocumentSection[];
  /** The sentence before the signatures ("IN WITNESS WHEREOF ..."). */
  closing: string;
  signatures: DocumentSignatureBlock[];
}

/** What `signature` holds in every response for a signed document (req RULES-4). */
export interface SignatureEvidence {
  /** ISO 8601, UTC. */
  signedAt: string;
  ipAddress: string;
  userAgent: string;
  /** SHA-256 of the document's canonical text as signed: 64 lower-case hex characters. */
  documentHash: string;
}

/** The evidence the PDF's last page lists (req RULES-4). */
export interface SignatureCertificate {
  documentTitle: string;
  /** "NDA-000042". */
  documentReference: string;
  templateVersion: string;
  parties: string[];
  signer: { name: string; title: string; company: string; accountEmail: string };
  typedSignature: string;
  evidence: SignatureEvidence;
  consent: { version: string; acceptedAt: string; ipAddress: string; userAgent: string } | null;
  /** ISO 8601, UTC: when the firm sealed the PDF (once, when it was signed). */
  sealedAt: string;
  /** The public page where anyone can check a copy ("https://…/verify"). */
  verifyUrl: string;
}

/** The marketing site's page that checks a PDF against the firm's records. */
export const VERIFY_PATH = '/verify';

/** How a signed document stands today, as `/verify` tells it. */
/**
 * Where a sealed document stands today:
 * - `current`: in force;
 * - `superseded`: a later version of the agreement, signed by the client, is in force;
 * - `withdrawn`: the client withdrew it from their account after signing (a delete); the firm keeps
 *   the signed record, but the document no longer stands in the client's account.
 */
export type VerifiedDocumentStatus = 'current' | 'superseded' | 'withdrawn';

/**
 * `GET /api/verify/{sha256}` for a PDF the firm issued: what the document is, and no more than
 * the one who holds it can read in it anyway.
 */
export interface VerifiedDocument {
  issued: true;
  kind: 'nda' | 'agreement';
  title: string;
  /** "NDA-000042" or "CA-000007". */
  reference: string;
  /** 1 for an NDA and a first agreement version. */
  version: number;
  status: VerifiedDocumentStatus;
  /** yyyy-MM-dd (UTC): the day the client signed. */
  signedOn: string;
  signer: { name: string; company: string };
}

/** `GET /api/verify/{sha256}`: a document the firm issued, or a plain "not issued by us". */
export type DocumentVerification = VerifiedDocument | { issued: false };

/** `GET /api/esign-consent`: whether the signed-in client has accepted the current disclosure. */
export interface EsignConsentStatus {
  accepted: boolean;
  /** The current disclosure's version. */
  version: string;
  /** ISO 8601 UTC when accepted, else null. */
  acceptedAt: string | null;
}

/** `POST /api/esign-consent`. */
export interface AcceptEsignConsentRequest {
  version: string;
}

export const ESIGN_MESSAGES = {
  agreeRequired: 'Please confirm that you agree to sign electronically',
  consentRequired: 'Please accept the electronic records disclosure first',
  versionRequired: 'Please say which version of the disclosure you accept',
  versionOutdated:
    'The electronic records disclosure has changed. Please reload the page and review it again.',
  renderBusy: 'We are generating many documents right now. Please try again in a minute.',
  renderFailed: 'The document could not be generated. Please try again.',
  renderPerUser:
    'You are already generating documents. Please wait until they are ready, then try again.',
} as const;

/** `GET /api/verify/{sha256}` (the marketing site's /verify page). */
export const VERIFY_MESSAGES = {
  badFingerprint: 'A document fingerprint is a SHA-256 digest: 64 characters, 0-9 and a-f.',
  tooManyRequests: 'Too many documents checked from your network. Please try again later.',
} as const;

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function isSha256Hex(value: string): boolean {
  return SHA256_HEX.test(value);
}
