import { Injectable } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';

export interface MailAddress {
  name: string;
  address: string;
}

/** One message: plain text and its HTML version, both built by the caller (values escaped). */
export interface OutgoingMail {
  to: string | MailAddress;
  replyTo?: string | MailAddress;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The Message-ID header; the outbox sets one per message and keeps it on every attempt. */
  messageId?: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** What a failed send left behind, without anything secret (never the SMTP URL or credentials). */
export interface MailFailure {
  message: string;
  code?: string;
  responseCode?: number;
  command?: string;
}

/** Sends mail from MAIL_FROM. Throws when the server does not accept the message. */
@Injectable()
export class MailService {
  constructor(private readonly mailer: MailerService) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.mailer.sendMail({
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments,
      messageId: mail.messageId,
    });
  }
}

/** The loggable, storable part of a nodemailer error. */
export function describeMailFailure(error: unknown): MailFailure {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, responseCode, command } = error as Error & {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  return {
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
    ...(typeof command === 'string' ? { command } : {}),
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes a value for HTML text or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}
