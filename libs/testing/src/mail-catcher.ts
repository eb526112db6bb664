/**
 * The local mail catcher of the running system (MailDev, started by tools/scripts/run-local.mjs),
 * read through its REST API: `GET /email` lists what it caught, `GET /email/:id/attachment/:name`
 * serves an attachment. Its web view, on the same address, shows the HTML and the attachments.
 */
export const MAIL_CATCHER_URL = 'http://localhost:1080';

/** A message the mail catcher holds, in the fields the tests read. */
export interface CaughtMail {
  id: string;
  /** Every recipient (the SMTP envelope's and the To/Cc headers'), lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; size: number; url: string }>;
}

/** What MailDev's `GET /email` answers for one message (the fields used here). */
interface MailDevEmail {
  id: string;
  subject?: string;
  text?: string;
  html?: string;
  to?: Array<{ address: string }>;
  cc?: Array<{ address: string }>;
  envelope?: { to?: Array<{ address: string }> };
  attachments?: Array<{
    fileName?: string;
    generatedFileName: string;
    contentType: string;
    length: number;
  }> | null;
}

function toCaughtMail(email: MailDevEmail): CaughtMail {
  const recipients = [...(email.envelope?.to ?? []), ...(email.to ?? []), ...(email.cc ?? [])];
  return {
    id: email.id,
    to: [...new Set(recipients.map((recipient) => recipient.address.toLowerCase()))],
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
    attachments: (email.attachments ?? []).map((attachment) => ({
      filename: attachment.fileName ?? attachment.generatedFileName,
      contentType: attachment.contentType,
      size: attachment.length,
      url: `${MAIL_CATCHER_URL}/email/${encodeURIComponent(email.id)}/attachment/${encodeURIComponent(attachment.generatedFileName)}`,
    })),
  };
}

/**
 * The messages the mail catcher holds, newest first: all of them, or those whose SMTP envelope
 * names `to` (filtered by MailDev, so a long run's mail is not fetched again on every poll).
 */
export async function caughtMails({ to }: { to?: string } = {}): Promise<CaughtMail[]> {
  const query = to ? `?${new URLSearchParams({ 'envelope.to.address': to.toLowerCase() })}` : '';
  const response = await fetch(`${MAIL_CATCHER_URL}/email${query}`);
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
  const emails = (await response.json()) as MailDevEmail[];
  // MailDev lists in the order the messages arrived.
  return emails.map(toCaughtMail).reverse();
}

/**
 * The newest message to `to` whose subject matches `subject`, once it has arrived (the API sends
 * through its mail outbox, so it may take a moment); fails after `timeoutMs`.
 */
export async function waitForMail(
  to: string,
  subject: string | RegExp,
  timeoutMs = 15_000,
): Promise<CaughtMail> {
  const address = to.toLowerCase();
  const matches = (mail: CaughtMail) =>
    mail.to.includes(address) &&
    (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await caughtMails({ to: address })).find(matches);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} about ${subject} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The bytes of one of a caught message's attachments, as the mail carried them. */
export async function attachmentBytes(mail: CaughtMail, index = 0): Promise<Buffer> {
  const attachment = mail.attachments[index];
  if (!attachment) throw new Error(`message ${mail.id} has no attachment ${index}`);
  const response = await fetch(attachment.url);
  if (!response.ok) throw new Error(`the attachment answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
