import { DEFAULT_FIRM, formatLongDate } from '@consult/domain';
import { escapeHtml, type OutgoingMail } from '../mail/mail.service';
import type { PdfFile } from '../pdf/pdf-file';

/** What the delivery e-mails say of a signed document. */
export interface SignedDocumentSummary {
  /** "Mutual Non-Disclosure Agreement". */
  title: string;
  /** "NDA-000042", or "CA-000007 (version 2)". */
  reference: string;
  companyName: string;
  signerName: string;
  /** The account that signed: the client's copy goes there. */
  accountEmail: string;
  /** yyyy-MM-dd (UTC) */
  signedOn: string;
}

function mail(
  to: string,
  replyTo: string,
  subject: string,
  greeting: string,
  paragraphs: string[],
  file: PdfFile,
): OutgoingMail {
  const closing = ['Kind regards,', DEFAULT_FIRM.name, DEFAULT_FIRM.phone, DEFAULT_FIRM.website];
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8f7f4;font:15px/1.6 Arial,Helvetica,sans-serif;color:#1c2430">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #dde1e7;border-radius:8px;padding:24px">
${[greeting, ...paragraphs].map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('\n')}
<p style="margin:0">${closing.map(escapeHtml).join('<br>')}</p>
</div></body></html>`;
  return {
    to,
    replyTo: { name: DEFAULT_FIRM.name, address: replyTo },
    subject,
    text: [greeting, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), ...closing].join(
      '\n',
    ),
    html,
    attachments: [{ filename: file.fileName, content: file.pdf, contentType: 'application/pdf' }],
  };
}

/**
 * The two e-mails that hand over a sealed document once the client has signed it: the client's
 * copy to the account that signed, and the firm's to its inbox. Both attach exactly the stored PDF.
 */
export function signedDocumentMails(
  document: SignedDocumentSummary,
  file: PdfFile,
  verifyUrl: string,
  firmInbox: string,
): [client: OutgoingMail, firm: OutgoingMail] {
  const { title, reference, companyName } = document;
  const signedOn = formatLongDate(document.signedOn);
  const check = `Anyone who holds the PDF can check that it is the one we issued, unaltered, at ${verifyUrl}: the file never leaves their computer.`;
  return [
    mail(
      document.accountEmail,
      firmInbox,
      `Your signed ${title} (${reference})`,
      `Hello ${document.signerName},`,
      [
        `Thank you for signing the ${title} (${reference}) between ${DEFAULT_FIRM.name} and ${companyName} on ${signedOn}.`,
        `Your copy is attached: a PDF sealed with ${DEFAULT_FIRM.name}'s digital signature, with its signature certificate on the last page. Please keep it for your records; you can also download it from your client portal at any time.`,
        check,
      ],
      file,
    ),
    mail(
      firmInbox,
      firmInbox,
      `Signed: ${title} ${reference}: ${companyName}`,
      'Hello,',
      [
        `${document.signerName} (${document.accountEmail}) signed the ${title} (${reference}) for ${companyName} on ${signedOn}.`,
        'The sealed PDF is attached, exactly as the client received it. It is also kept in the client records of the admin console.',
      ],
      file,
    ),
  ];
}
