import {
  formatAgreementDate,
  formatLongDate,
  utcIsoDate,
  type AdminDocumentKind,
} from '@consult/domain';

/** A document's date as the spec writes it: agreements MM/dd/yyyy, NDAs and invoices 'MMMM d, yyyy'. */
export function formatDocumentDate(kind: AdminDocumentKind, isoDate: string): string {
  return kind === 'agreement' ? formatAgreementDate(isoDate) : formatLongDate(isoDate);
}

/** The day of an ISO 8601 UTC moment, written as that kind of document writes its dates. */
export function formatMomentDate(kind: AdminDocumentKind, moment: string): string {
  const date = new Date(moment);
  return formatDocumentDate(kind, Number.isNaN(date.getTime()) ? moment : utcIsoDate(date));
}

/**
 * A date in a list that mixes kinds (All Documents, a card's tiles): one format for every kind,
 * 'MMMM d, yyyy', so a column never mixes 11/25/2026 and November 25, 2026 (docs/decisions.md,
 * "One date format per column").
 */
export function formatListDate(isoDate: string): string {
  return formatLongDate(isoDate);
}

/** The mark of a signed document the client deleted from their portal (the firm keeps it). */
export function deletedByClientText(
  kind: AdminDocumentKind,
  deletedAt: string,
  /** In a list that mixes kinds: its one format (formatListDate). */
  inMixedList = false,
): string {
  return `Deleted by the client on ${formatMomentDate(inMixedList ? 'nda' : kind, deletedAt)}`;
}
