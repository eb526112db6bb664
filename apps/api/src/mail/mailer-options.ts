import type { MailerOptions } from '@nestjs-modules/mailer';
import type { AppConfig } from '../config/app-config';

/** Where mail goes when SMTP_URL is not set: the local mail catcher (MailDev, started by `npm start`). */
export const LOCAL_MAIL_CATCHER_URL = 'smtp://localhost:1025';

/**
 * Bounded waits, so a slow or unreachable mail server delays an answer by seconds, never minutes
 * (nodemailer's own defaults are 2 minutes to connect and 10 minutes of socket inactivity).
 */
export const MAIL_TIMEOUTS_MS = {
  connection: 10_000,
  greeting: 10_000,
  socket: 20_000,
  /** The whole send, from the first connection attempt to the server's acceptance. */
  send: 30_000,
} as const;

export function mailerOptions(mail: AppConfig['mail']): MailerOptions {
  return {
    transport: {
      url: mail.smtpUrl ?? LOCAL_MAIL_CATCHER_URL,
      connectionTimeout: MAIL_TIMEOUTS_MS.connection,
      greetingTimeout: MAIL_TIMEOUTS_MS.greeting,
      socketTimeout: MAIL_TIMEOUTS_MS.socket,
    },
    defaults: { from: mail.from },
    sendTimeout: MAIL_TIMEOUTS_MS.send,
  };
}
