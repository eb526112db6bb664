import type { AuditAction, AuditLogEntry } from '@consult/domain';
import { ADMIN_ROUTES } from '../documents/document-links';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.view': 'Viewed a user',
  'user.promote': 'Promoted to admin',
  'document.view': 'Viewed',
  'document.download': 'Downloaded',
  'document.print': 'Printed',
  'document.share': 'Shared by e-mail',
  'invoice.email': 'E-mailed an invoice',
  'agreement.amend': 'Proposed an amendment',
  'agreement.withdraw': 'Withdrew a proposed amendment',
  'account.password_change': 'Changed their password',
  'account.password_reset': 'Reset their password by e-mail',
};

const TARGET_NAMES = {
  user: 'User',
  nda: 'NDA',
  agreement: 'Agreement',
  invoice: 'Invoice',
} as const;

/** What an entry is about, and where the console shows it. */
export function auditTarget(entry: AuditLogEntry): { label: string; to: string | null } | null {
  if (!entry.targetKind || entry.targetId === null) return null;
  const label = `${TARGET_NAMES[entry.targetKind]} #${entry.targetId}`;
  const id = entry.targetId;
  const to =
    entry.targetKind === 'user'
      ? ADMIN_ROUTES.user(id)
      : entry.targetKind === 'nda'
        ? ADMIN_ROUTES.nda(id)
        : entry.targetKind === 'agreement'
          ? ADMIN_ROUTES.agreement(id)
          : ADMIN_ROUTES.invoice(id);
  return { label, to };
}

/** Detail kept for the API's own use: the queued message's id, shown as its delivery instead. */
const HIDDEN_DETAIL = new Set(['messageId']);

/** The entry's context as `[key, value]` pairs: `['to', 'a@b.example']`, `['fileName', 'x.pdf']`. */
export function auditDetailParts(entry: AuditLogEntry): Array<[string, string]> {
  return Object.entries(entry.detail ?? {})
    .filter(([key, value]) => !HIDDEN_DETAIL.has(key) && value !== null && value !== '')
    .map(([key, value]) => [key, String(value)]);
}

/** The entry's context as "recipient: a@b.example · fileName: x.pdf". */
export function auditDetail(entry: AuditLogEntry): string {
  return auditDetailParts(entry)
    .map(([key, value]) => `${key}: ${value}`)
    .join(' · ');
}

/**
 * Where an e-mailed document stands: waiting in the outbox (retrying), sent (accepted by the mail
 * server), given up, or no longer tracked (the outbox keeps sent messages for 30 days). Null for
 * entries that sent nothing.
 */
export function auditDelivery(
  entry: AuditLogEntry,
): { text: string; severity: 'success' | 'warning' | 'error' | 'info' } | null {
  const delivery = entry.delivery;
  if (!delivery) return null;
  const tries = (count: number | null) => `${count} attempt${count === 1 ? '' : 's'}`;
  switch (delivery.status) {
    case 'queued':
      return {
        text: delivery.attempts
          ? `Not sent yet: retrying (${tries(delivery.attempts)} so far)`
          : 'Waiting to be sent',
        severity: 'warning',
      };
    case 'sent':
      return {
        text: delivery.sentAt ? `Sent ${auditTime(delivery.sentAt)}` : 'Sent',
        severity: 'success',
      };
    case 'failed':
      return { text: `Not sent: gave up after ${tries(delivery.attempts)}`, severity: 'error' };
    case 'purged':
      return { text: 'Delivery no longer tracked', severity: 'info' };
  }
}

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** The time in the admin's own time zone. */
export function auditTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : WHEN.format(new Date(time));
}
