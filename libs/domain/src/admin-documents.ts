import type { Agreement, AgreementClientData, AgreementServiceSelection } from './agreement';
import type { Nda } from './nda';
import type { PaymentMethod } from './payment';

/**
 * The console's own views of one client document, and what an admin does with it: share it, amend
 * an agreement, download or print it (req DOCS-6, DOCS-7; RULES-2, RULES-5).
 */

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
