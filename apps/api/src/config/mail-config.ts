import { DEFAULT_FIRM } from '@consult/domain';
import type { EnvReader } from './env-reader';

/** `smtpUrl` null means the local mail catcher (LOCAL_MAIL_CATCHER_URL). */
export interface MailConfig {
  smtpUrl: string | null;
  from: string;
  firmInbox: string;
  outbox: MailOutboxConfig;
}

/** The mail outbox (docs/configuration.md): how often it looks for due mail, and its retries. */
export interface MailOutboxConfig {
  /** MAIL_OUTBOX_POLL_MS: how often each instance looks for mail that is due. */
  pollMs: number;
  /** MAIL_RETRY_BASE_MS: the wait after the first failed attempt; it doubles after each one. */
  retryBaseMs: number;
  /** MAIL_RETRY_MAX_MS: the longest wait between two attempts. */
  retryMaxMs: number;
  /** MAIL_MAX_ATTEMPTS: attempts before a message is marked failed (and an error logged). */
  maxAttempts: number;
  /** MAIL_OUTBOX_KEEP_SENT_DAYS: how long a sent message's row (its text) is kept. */
  keepSentDays: number;
}

/** SMTP_URL, MAIL_FROM, the outbox's timings and FIRM_INBOX. */
export function readMailConfig(read: EnvReader): MailConfig {
  const smtpUrl = read.optional('SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    read.problem('SMTP_URL must look like smtp://user:pass@host:port or smtps://...');
  }
  const from = read.string(
    'MAIL_FROM',
    `"${DEFAULT_FIRM.name}" <no-reply@northbridge-advisory.example>`,
  );
  // An address, or a display name and an address in angle brackets, on one line.
  if (!/^(?:[^\r\n<>@]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(from)) {
    read.problem(`MAIL_FROM must be an address or "Name <address>" (got "${from}")`);
  }
  const outbox: MailOutboxConfig = {
    pollMs: read.integer('MAIL_OUTBOX_POLL_MS', 1000, { min: 10, max: 600000 }),
    retryBaseMs: read.integer('MAIL_RETRY_BASE_MS', 5000, { min: 10, max: 3600000 }),
    retryMaxMs: read.integer('MAIL_RETRY_MAX_MS', 600000, { min: 10, max: 86400000 }),
    maxAttempts: read.integer('MAIL_MAX_ATTEMPTS', 50, { min: 1, max: 1000 }),
    keepSentDays: read.number('MAIL_OUTBOX_KEEP_SENT_DAYS', 30, { min: 0, max: 3650 }),
  };
  if (outbox.retryMaxMs < outbox.retryBaseMs) {
    read.problem(
      `MAIL_RETRY_MAX_MS must be at least MAIL_RETRY_BASE_MS (got ${outbox.retryMaxMs} < ${outbox.retryBaseMs})`,
    );
  }
  return {
    smtpUrl,
    from,
    firmInbox: read.email('FIRM_INBOX', DEFAULT_FIRM.email),
    outbox,
  };
}
