import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { PasswordResetToken } from '../../src/account/password-reset-token.entity';
import { AuditLog } from '../../src/audit/audit-log.entity';
import type { CapturedMail, SmtpCapture } from './smtp-capture';
import { ORIGIN, type TestApp } from './test-app';

/* The password suites' requests and readers (password*.int-spec.ts). */

export const NEW_PASSWORD = 'a much longer passphrase, freshly chosen';

export const signedIn = async (t: TestApp, cookie: string) =>
  (await t.http().get('/api/user').set('Cookie', cookie)).status;

export const changePassword = (t: TestApp, cookie: string, body: object, origin = ORIGIN) =>
  t.http().post('/api/password').set('Origin', origin).set('Cookie', cookie).send(body);

export const askReset = (t: TestApp, email: string) =>
  t.http().post('/api/password-reset').set('Origin', ORIGIN).send({ email });

export const confirmReset = (t: TestApp, token: string, newPassword = NEW_PASSWORD) =>
  t.http().post('/api/password-reset/confirm').set('Origin', ORIGIN).send({ token, newPassword });

export const auditRows = (t: TestApp) => t.app.get(DataSource).getRepository(AuditLog);
export const tokenRows = (t: TestApp) => t.app.get(DataSource).getRepository(PasswordResetToken);

const RESET_SUBJECT = 'Reset your client portal password';

/** The reset e-mails `smtp` holds for `email` (registration sends other mail too). */
export const resetMailsTo = (smtp: SmtpCapture, email: string) =>
  smtp.messages.filter(
    (mail) => mail.parsed.subject === RESET_SUBJECT && mail.envelope.to.includes(email),
  );

/** Waits for the `count`-th reset e-mail to `email` and answers it. */
export async function resetMail(
  smtp: SmtpCapture,
  email: string,
  count: number,
): Promise<CapturedMail> {
  const deadline = Date.now() + 10_000;
  while (resetMailsTo(smtp, email).length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} reset e-mail(s) to ${email}`);
    await sleep(20);
  }
  return resetMailsTo(smtp, email)[count - 1];
}

/** The reset link a captured e-mail carries. */
export function resetLinkIn(mail: CapturedMail): URL {
  const match = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(
    mail.parsed.text ?? '',
  );
  if (!match) throw new Error(`no reset link in: ${mail.parsed.text}`);
  return new URL(match[1]);
}
