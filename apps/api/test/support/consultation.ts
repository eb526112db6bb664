import { DataSource } from 'typeorm';
import { Consultation } from '../../src/consultation/consultation.entity';
import { eventually, outboxDrained } from './mail-outbox';
import type { SmtpCapture } from './smtp-capture';
import { useTestAppWithMail } from './suite';
import { MARKETING_ORIGIN, type TestApp } from './test-app';

export const FIRM_INBOX = 'consultations@northbridge.test';
const MAIL_FROM = '"Northbridge Advisory Group" <no-reply@northbridge.test>';

export const submit = (app: TestApp, body: unknown) =>
  app
    .http()
    .post('/api/consultation')
    .set('Origin', MARKETING_ORIGIN)
    .send(body as object);

/**
 * The suite of POST /api/consultation (consultation*.int-spec.ts): the app, its mail server (whose
 * messages each test starts without), and the helpers around them.
 */
export function consultationSuite() {
  const { t, smtp } = useTestAppWithMail({ FIRM_INBOX, MAIL_FROM });

  beforeEach(() => {
    smtp.messages.length = 0;
  });

  // Mail goes out through the outbox, after the answer: each test's mail is delivered before the
  // next.
  afterEach(() => outboxDrained(t));

  const rows = (app: TestApp = t) => app.app.get(DataSource).getRepository(Consultation);

  /**
   * The request's row once both of its e-mails were accepted (the outbox records it after the
   * fact).
   */
  const delivered = (email: string, app: TestApp = t) =>
    eventually(async () => {
      const row = await rows(app).findOneByOrFail({ email });
      return row.firmNotifiedAt && row.confirmationSentAt ? row : null;
    }, `both e-mails of ${email} to be recorded as sent`);

  /**
   * Both e-mails of the request from `email`: the confirmation to it, the notification Reply-To
   * it.
   */
  const mailsAbout = (email: string, capture: SmtpCapture = smtp) =>
    eventually(async () => {
      const mails = capture.messages.filter(
        (mail) =>
          mail.envelope.to.includes(email) ||
          (mail.parsed.replyTo ?? []).some((address) => address.address === email),
      );
      return mails.length >= 2 ? mails : null;
    }, `both e-mails about ${email}`);

  return { t, smtp, rows, delivered, mailsAbout };
}
