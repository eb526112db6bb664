import type { DocumentKind } from '@consult/domain';

/** "2025-03-05 14:03:22 UTC" from an ISO 8601 moment; text that is not a date is returned as is. */
export function formatUtcTimestamp(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return `${new Date(time).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** What a document's date is called: an invoice has an invoice date, an agreement an effective date. */
export function documentDateLabel(kind: DocumentKind): string {
  return kind === 'invoice' ? 'Invoice Date' : 'Effective Date';
}
