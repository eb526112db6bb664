import { DEFAULT_FIRM } from '@consult/domain';
import { firmHtmlPage, firmMail } from '../mail/firm-mail';
import { escapeHtml, type OutgoingMail } from '../mail/mail.service';
import type { Consultation } from './consultation.entity';

/**
 * The two e-mails of a consultation request, as plain text and simple HTML. Every value from the
 * request is escaped in the HTML; the single-line fields were refused at validation if they held a
 * line break, so none can add a header.
 */

function fullName(request: Consultation): string {
  return `${request.firstName} ${request.lastName}`;
}

export function companyType(request: Pick<Consultation, 'isPublic' | 'isPrivate'>): string {
  const types = [request.isPublic && 'Public company', request.isPrivate && 'Private company'];
  const chosen = types.filter((type): type is string => Boolean(type));
  return chosen.length > 0 ? chosen.join(', ') : 'Not specified';
}

function utc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function htmlTable(rows: Array<[string, string]>): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:6px 16px 6px 0;vertical-align:top;color:#566173;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" style="border-collapse:collapse">\n${cells}\n</table>`;
}

function textTable(rows: Array<[string, string]>): string {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`).join('\n');
}

/** To the firm's inbox: every detail; replying answers the requester. */
export function firmNotification(request: Consultation, firmInbox: string): OutgoingMail {
  const name = fullName(request);
  const rows: Array<[string, string]> = [
    ['Company', request.companyName],
    ['Company type', companyType(request)],
    ['Name', name],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Service', request.serviceType],
    ['Received', utc(request.createdAt)],
    ['Reference', `#${request.id}`],
  ];
  const subject = `Consultation request: ${request.companyName} (${name})`;
  return {
    to: firmInbox,
    replyTo: { name, address: request.email },
    subject,
    text: [
      'A new consultation request arrived through the website.',
      '',
      textTable(rows),
      '',
      'Primary goals:',
      request.primaryGoals,
      '',
      `Reply to this e-mail to answer ${name} directly.`,
    ].join('\n'),
    html: firmHtmlPage(
      subject,
      `<h1 style="font:700 20px Georgia,serif;margin:0 0 16px">New consultation request</h1>
${htmlTable(rows)}
<h2 style="font:700 16px Georgia,serif;margin:24px 0 8px">Primary goals</h2>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(request.primaryGoals)}</p>
<p style="margin:24px 0 0;color:#566173">Reply to this e-mail to answer ${escapeHtml(name)} directly.</p>`,
    ),
  };
}

/** The most of the first name the confirmation repeats. */
export const GREETING_NAME_MAX = 30;

/**
 * The first name as the confirmation greets the requester, or null to greet no one by name: cut to
 * GREETING_NAME_MAX characters, and left out when it looks like a link, an address or a domain
 * ("www.x.io", "x.com/offer", "a@b"), which is how a relay would carry its message.
 */
export function greetingName(firstName: string): string | null {
  const name = firstName.trim();
  if (name === '' || /[:/@\\]|www\.|\.[a-z]{2,}/i.test(name)) return null;
  return [...name].slice(0, GREETING_NAME_MAX).join('').trim();
}

/**
 * To the requester: a short confirmation that repeats nothing they typed but their first name
 * (greetingName): not the company, the last name or the goals, not even as the recipient's display
 * name, so the public form cannot make the firm send someone else a message of the sender's
 * choosing (issue 17). The firm's own mail keeps every field. Replies go to the firm's inbox.
 */
export function requesterConfirmation(request: Consultation, firmInbox: string): OutgoingMail {
  const subject = `Your consultation request to ${DEFAULT_FIRM.name}`;
  const name = greetingName(request.firstName);
  const greeting = name === null ? 'Hello,' : `Dear ${name},`;
  const intro = `Thank you for your interest in ${DEFAULT_FIRM.name}. We have received your request for a business consultation, and one of our partners will be in touch with you shortly.`;
  const closing =
    'If you did not send this request, you can ignore this e-mail. If anything has changed in the meantime, simply reply to it.';
  return firmMail({
    to: request.email,
    replyTo: firmInbox,
    subject,
    paragraphs: [greeting, intro, closing],
  });
}
