import { DEFAULT_FIRM, EMAIL_VERIFICATION } from '@consult/domain';
import { firmMail } from '../mail/firm-mail';
import type { OutgoingMail } from '../mail/mail.service';

/** Who the link is for. */
export interface VerificationRecipient {
  firstName: string;
  username: string;
  email: string;
}

/**
 * The link that proves the client owns their address (issue 17). It says what it is for and what
 * to do when they did not make the account: nothing, and the address stays unverified.
 */
export function emailVerificationMail(
  recipient: VerificationRecipient,
  link: string,
  firmInbox: string,
): OutgoingMail {
  return firmMail({
    to: recipient.email,
    replyTo: firmInbox,
    subject: `Please verify your email address for the ${DEFAULT_FIRM.name} client portal`,
    paragraphs: [
      `Hello ${recipient.firstName},`,
      `Please confirm that ${recipient.email} is the address of your ${DEFAULT_FIRM.name} client portal account (username ${recipient.username}). Until you do, we do not e-mail you signed documents or invoices; you can still download them from the portal.`,
      `The link works once, within ${EMAIL_VERIFICATION.linkHours} hours. If you did not create this account, ignore this message: the address stays unverified and nothing is sent to it.`,
    ],
    link: { href: link, label: 'Verify my email address' },
  });
}
