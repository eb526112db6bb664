import type { AdminDocumentRef } from '@consult/api-client';
import type { AdminDocumentKind, AdminDocumentEntry } from '@consult/domain';

/**
 * The console's own routes (req RULES-1): the read-only views of any client's documents, the
 * amendment form and the user detail. An invoice is named by its payment method's id.
 */
export const ADMIN_ROUTES = {
  dashboard: '/admin-dashboard',
  promote: '/admin-promote',
  auditLog: '/admin-audit-log',
  user: (id: number) => `/admin-users/${id}`,
  nda: (id: number) => `/nda/${id}`,
  agreement: (id: number) => `/consulting-agreement/${id}`,
  amendAgreement: (id: number) => `/consulting-agreement/${id}/edit`,
  invoice: (id: number) => `/payment-method/${id}`,
} as const;

export function documentViewPath({ kind, id }: AdminDocumentRef): string {
  if (kind === 'nda') return ADMIN_ROUTES.nda(id);
  if (kind === 'agreement') return ADMIN_ROUTES.agreement(id);
  return ADMIN_ROUTES.invoice(id);
}

/** The dashboard's document kinds as the admin API names them (a payment's document is its invoice). */
export function refOf(entry: Pick<AdminDocumentEntry, 'kind' | 'id'>): AdminDocumentRef {
  return { kind: entry.kind === 'payment' ? 'invoice' : entry.kind, id: entry.id };
}

export const KIND_ORDER: readonly AdminDocumentKind[] = ['nda', 'agreement', 'payment'];
