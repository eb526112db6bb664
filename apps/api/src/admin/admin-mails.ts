import {
  ADMIN_MESSAGES,
  DEFAULT_FIRM,
  formatLongDate,
  type AgreementStatus,
} from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import { firmMail } from '../mail/firm-mail';
import type { OutgoingMail } from '../mail/mail.service';

/** The statuses of an agreement version the client never signed (a proposal of the firm's). */
const UNSIGNED_STATUSES = ['pending', 'declined', 'withdrawn'] as const;
export type UnsignedStatus = (typeof UNSIGNED_STATUSES)[number];

export const isUnsigned = (status: AgreementStatus): status is UnsignedStatus =>
  (UNSIGNED_STATUSES as readonly AgreementStatus[]).includes(status);

/** What the e-mail says of a version the client has not signed, after what it is. */
const UNSIGNED_NOTES: Record<UnsignedStatus, string> = {
  pending:
    "This is a proposed amendment that awaits the client's signature: it is not signed and not in force until the client signs it.",
  declined:
    'This was a proposed amendment that the client declined: it was never signed or in force.',
  withdrawn:
    'This was a proposed amendment that the firm withdrew: it was never signed or in force.',
};

/** A client document the console e-mails as a PDF attachment (req RULES-2). */
export interface SharedDocument {
  /** A signed document between the firm and the client, or an invoice the firm issued. */
  kind: 'agreement' | 'invoice';
  /** The document's title: "Mutual Non-Disclosure Agreement", "Invoice". */
  title: string;
  /** "NDA-000042", "CA-000043 (version 2)". */
  reference: string;
  companyName: string;
  /** yyyy-MM-dd: the date the document takes effect, or the invoice's date. */
  date: string;
  /** An agreement version the client has not signed: a proposal, awaiting them or not. */
  unsigned?: UnsignedStatus;
  fileName: string;
  pdf: Buffer;
}

// eslint-disable-next-line no-control-regex
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Refuses (400) a value headed for a mail header that could add a header or a recipient: a line
 * break or control character anywhere, or for an address, a list of addresses. The DTO already
 * refused such a `to`; this is the last check on every header value, stored ones included.
 */
export function assertHeaderSafe(field: 'recipient' | 'subject', value: string): void {
  const list = field === 'recipient' && (/[\s,;]/.test(value) || value.split('@').length !== 2);
  if (LINE_BREAK_OR_CONTROL.test(value) || list) {
    throw new DomainError('BAD_REQUEST', ADMIN_MESSAGES.headerUnsafe(field));
  }
}

/**
 * The message that carries a shared document: who sends it and what it is, in plain text and
 * simple HTML (every value escaped), with the PDF attached. Replies go to the firm's inbox.
 */
export function documentShareMail(
  document: SharedDocument,
  to: string,
  firmInbox: string,
): OutgoingMail {
  const awaiting = document.unsigned === 'pending' ? " (awaiting the client's signature)" : '';
  const subject = `${document.title} ${document.reference}${awaiting}: ${document.companyName}`;
  assertHeaderSafe('recipient', to);
  assertHeaderSafe('subject', subject);

  const date = formatLongDate(document.date);
  const intro =
    document.kind === 'invoice'
      ? `Please find attached ${DEFAULT_FIRM.name}'s invoice ${document.reference} to ${document.companyName}, dated ${date}.`
      : document.unsigned
        ? `Please find attached a copy of the ${document.title} (${document.reference}) that ${DEFAULT_FIRM.name} proposed to ${document.companyName} on ${date}, from the firm's records. ${UNSIGNED_NOTES[document.unsigned]}`
        : `Please find attached a copy of the ${document.title} (${document.reference}) between ${DEFAULT_FIRM.name} and ${document.companyName}, effective ${date}, from the firm's records.`;
  const closing =
    'If you have any questions about it, or did not expect this e-mail, simply reply to it.';
  return firmMail({
    to,
    replyTo: firmInbox,
    subject,
    paragraphs: ['Hello,', intro, closing],
    attachments: [
      { filename: document.fileName, content: document.pdf, contentType: 'application/pdf' },
    ],
  });
}
