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

/**
 * A message in the firm's own layout: plain text and simple HTML with the same paragraphs, every
 * value escaped, signed with the firm's name, phone and website.
 */
export function firmMail({
  to,
  replyTo,
  subject,
  paragraphs,
  link,
  attachments,
}: FirmMailContent): OutgoingMail {
  const closing = ['Kind regards,', DEFAULT_FIRM.name, DEFAULT_FIRM.phone, DEFAULT_FIRM.website];
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), '', ...closing];
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8f7f4;font:15px/1.6 Arial,Helvetica,sans-serif;color:#1c2430">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #dde1e7;border-radius:8px;padding:24px">
${paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('\n')}
${link ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="color:#0b5cad">${escapeHtml(link.label)}</a></p>` : ''}
<p style="margin:0">${closing.map(escapeHtml).join('<br>')}</p>
</div></body></html>`;
  return {
    to,
    replyTo: { name: DEFAULT_FIRM.name, address: replyTo },
    subject,
    text: text.join('\n'),
    html,
    ...(attachments ? { attachments } : {}),
  };
}
