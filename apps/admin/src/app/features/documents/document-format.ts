import { formatAgreementDate, formatLongDate, type AdminDocumentKind } from '@consult/domain';

/** A document's date as the spec writes it: agreements MM/dd/yyyy, NDAs and invoices 'MMMM d, yyyy'. */
export function formatDocumentDate(kind: AdminDocumentKind, isoDate: string): string {
  return kind === 'agreement' ? formatAgreementDate(isoDate) : formatLongDate(isoDate);
}
