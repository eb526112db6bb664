import { DEFAULT_FIRM, formatLongDate } from '@consult/domain';
import { firmMail } from '../mail/firm-mail';
import type { OutgoingMail } from '../mail/mail.service';
import type { PdfFile } from '../pdf/pdf-file';

/** What the delivery e-mails say of a signed document. */
export interface SignedDocumentSummary {
  /** "Mutual Non-Disclosure Agreement". */
  title: string;
  /** "NDA-000042", or "CA-000007 (version 2)". */
  reference: string;
  companyName: string;
  signerName: string;
  /** The account that signed. */
  userId: number;
  /** Its address when it signed (on the signature certificate). */
  accountEmail: string;
  /** yyyy-MM-dd (UTC) */
  signedOn: string;
}

/**
 * The e-mails that hand over a sealed document once the client has signed it: the client's copy to
 * the account's address, and the firm's to its inbox. Both attach exactly the stored PDF. With no
 * `clientAddress` (the account's address is not verified, issue 17) only the firm's is sent, and
 * it says so.
 */
export function signedDocumentMails(
  document: SignedDocumentSummary,
  file: PdfFile,
  verifyUrl: string,
  firmInbox: string,
  clientAddress: string | null,
): OutgoingMail[] {
  const { title, reference, companyName } = document;
  const signedOn = formatLongDate(document.signedOn);
  const check = `Anyone who holds the PDF can check that it is the one we issued, unaltered, at ${verifyUrl}: the file never leaves their computer.`;
  const attachments = [
    { filename: file.fileName, content: file.pdf, contentType: 'application/pdf' },
  ];
  const toFirm = firmMail({
    to: firmInbox,
    replyTo: firmInbox,
    subject: `Signed: ${title} ${reference}: ${companyName}`,
    paragraphs: [
      'Hello,',
      `${document.signerName} (${document.accountEmail}) signed the ${title} (${reference}) for ${companyName} on ${signedOn}.`,
      clientAddress
        ? 'The sealed PDF is attached, exactly as the client received it. It is also kept in the client records of the admin console.'
        : `The sealed PDF is attached. The client has not verified their email address yet, so no copy was e-mailed to them; they can download it from their client portal, and it is kept in the client records of the admin console.`,
    ],
    attachments,
  });
  if (!clientAddress) return [toFirm];
  return [
    firmMail({
      to: clientAddress,
      replyTo: firmInbox,
      subject: `Your signed ${title} (${reference})`,
      paragraphs: [
        `Hello ${document.signerName},`,
        `Thank you for signing the ${title} (${reference}) between ${DEFAULT_FIRM.name} and ${companyName} on ${signedOn}.`,
        `Your copy is attached: a PDF sealed with ${DEFAULT_FIRM.name}'s digital signature, with its signature certificate on the last page. Please keep it for your records; you can also download it from your client portal at any time.`,
        check,
      ],
      attachments,
    }),
    toFirm,
  ];
}
