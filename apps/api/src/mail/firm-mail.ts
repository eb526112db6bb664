import { DEFAULT_FIRM } from '@consult/domain';
import { escapeHtml, type MailAttachment, type OutgoingMail } from './mail.service';

/** What a message from the firm says: its paragraphs (the greeting first), a link, attachments. */
export interface FirmMailContent {
  to: string;
  /** Where a reply goes (the firm's inbox). */
  replyTo: string;
  subject: string;
  paragraphs: string[];
  link?: { href: string; label: string };
  attachments?: MailAttachment[];
}

/** The firm's HTML page around a message's body (already escaped HTML), titled by its subject. */
export function firmHtmlPage(subject: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8f7f4;font:15px/1.6 Arial,Helvetica,sans-serif;color:#1c2430">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #dde1e7;border-radius:8px;padding:24px">
${body}
</div></body></html>`;
}

const paragraphHtml = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

/**
 * A message in the firm's own layout: plain text and simple HTML with the same paragraphs (a blank
 * line between them in the text), every value escaped, signed with the firm's name, phone and
 * website.
 */
export function firmMail({
  to,
  replyTo,
  subject,
  paragraphs,
  link,
  attachments,
}: FirmMailContent): OutgoingMail {
  const { name, phone, website } = DEFAULT_FIRM;
  const blocks = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : [])];
  const text = [...blocks, ['Kind regards,', name, phone, website].join('\n')].join('\n\n');
  const websiteLink = `<a href="${escapeHtml(website)}" style="color:#1b365d">${escapeHtml(website.replace(/^https?:\/\//, ''))}</a>`;
  const html = firmHtmlPage(
    subject,
    [
      ...paragraphs.map((paragraph) => paragraphHtml(escapeHtml(paragraph))),
      ...(link
        ? [
            paragraphHtml(
              `<a href="${escapeHtml(link.href)}" style="color:#0b5cad">${escapeHtml(link.label)}</a>`,
            ),
          ]
        : []),
      `<p style="margin:0">Kind regards,<br>${escapeHtml(name)}<br>${escapeHtml(phone)}<br>${websiteLink}</p>`,
    ].join('\n'),
  );
  return {
    to,
    replyTo: { name, address: replyTo },
    subject,
    text,
    html,
    ...(attachments ? { attachments } : {}),
  };
}
