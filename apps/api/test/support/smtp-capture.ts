import { createServer, type AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP server accepted: the SMTP envelope, the raw text and the parsed mail. */
export interface CapturedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: Email;
}

export interface SmtpCapture {
  /** An SMTP_URL for the app under test. */
  url: string;
  messages: CapturedMail[];
  /** When each message was offered (MAIL FROM), refused ones included, in epoch milliseconds. */
  offers: number[];
  /** Resolves once `count` messages have arrived (or fails after `timeoutMs`). */
  waitForMessages(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  /** From now on, refuses every message with this temporary (4xx) reply; null accepts again. */
  refuse(responseCode: number | null): void;
  close(): Promise<void>;
}

export interface SmtpCaptureOptions {
  /** Listen on this port (to bring a "down" server back where the app expects it); else a free one. */
  port?: number;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it is sent. It accepts any credentials
 * (over plain text: it is a test server), so an SMTP_URL with a user and password works too.
 */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const offers: number[] = [];
  let refusal: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onMailFrom(_address, _session, callback) {
      offers.push(Date.now());
      if (refusal === null) return callback();
      const error = new Error('Try again later') as Error & { responseCode: number };
      error.responseCode = refusal;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw)
          .then((parsed) => {
            messages.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
              },
              raw: raw.toString('utf8'),
              parsed,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // smtp-server keeps its net.Server in `server`.
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    offers,
    refuse(responseCode) {
      refusal = responseCode;
    },
    async waitForMessages(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} e-mail(s), received ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP_URL on which nothing listens: a port that was free a moment ago. */
export async function unreachableSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

/**
 * The two e-mails that hand over a sealed document when a client signs one ("Your signed …" to the
 * client, "Signed: …" to the firm's inbox): suites about other mail leave them aside.
 */
export function isSignedDocumentDelivery(mail: CapturedMail): boolean {
  return /^(Your signed |Signed: )/.test(mail.parsed.subject ?? '');
}

/** The link every new account is mailed to verify its address (issue 17). */
export function isEmailVerification(mail: CapturedMail): boolean {
  return /^Please verify your email address/.test(mail.parsed.subject ?? '');
}

/** The token of a verification e-mail's link (`…/verify-email?token=…`). */
export function verificationToken(mail: CapturedMail): string {
  const match = /\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '');
  if (!match) throw new Error(`no verification link in "${mail.parsed.subject}"`);
  return match[1];
}
