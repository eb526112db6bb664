/** The admin audit log (req RULES-5) and the delivery of the e-mails it records. */

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

/** One row of the admin audit log (req RULES-5): who, what, when and from where. */
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
 * An e-mailed document's delivery (req RULES-2: shares go out through the outbox, with retries):
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
