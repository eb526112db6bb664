import { DataSource } from 'typeorm';
import type { Nda } from '@consult/domain';
import { allPaymentTypes } from '@consult/testing/node';
import { AuditLog } from '../../src/audit/audit-log.entity';
import { createSignedInAdmin, documentTexts } from './admin';
import { signAgreement } from './agreements';
import { createSignedInUser } from './factories';
import { outboxDrained } from './mail-outbox';
import { pdfPages, signNda, squash } from './ndas';
import { isEmailVerification, isSignedDocumentDelivery } from './smtp-capture';
import { useTestAppWithMail } from './suite';

/**
 * The suite of the console's document routes (admin-documents-*.int-spec.ts, admin-audit-log):
 * an app that mails through its own server, and the helpers its tests share.
 */
export function adminDocumentsSuite() {
  const { t, smtp } = useTestAppWithMail({ MAIL_FROM: 'portal@firm.example' });

  // Shares are answered once queued and mailed by the outbox: each test's mail is out before the
  // next.
  afterEach(() => outboxDrained(t));

  const auditRows = () => t.app.get(DataSource).getRepository(AuditLog);

  /**
   * The mail to `address`, but for the delivery of documents the client signed and the link that
   * verifies a new account's address.
   */
  const mailsTo = (address: string) =>
    smtp.messages.filter(
      (mail) =>
        mail.envelope.to.includes(address) &&
        !isSignedDocumentDelivery(mail) &&
        !isEmailVerification(mail),
    );

  async function waitForMailTo(address: string, count = 1, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (mailsTo(address).length < count) {
      if (Date.now() > deadline) throw new Error(`no e-mail reached ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return mailsTo(address);
  }

  /** A client who signed an NDA and an agreement, and an admin. */
  async function scenario() {
    const admin = await createSignedInAdmin(t);
    const client = await createSignedInUser(t);
    const nda = await signNda(t, client.cookie);
    const agreement = await signAgreement(t, client.cookie, { services: allPaymentTypes() });
    return { admin, client, nda, agreement };
  }

  return { t, smtp, auditRows, mailsTo, waitForMailTo, scenario };
}

/**
 * Expects the PDF to hold every text of the document model, and its reference. The page footers
 * ("<title> · <reference> Page 2 of 5") are taken out first: they fall inside paragraphs that run
 * over a page break.
 */
export async function expectPdfOf(pdf: Buffer, document: Nda['document'], reference: string) {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const footer = new RegExp(
    `${escapeRegExp(squash(document.title))}·[a-z]+-\\d+page\\d+of\\d+`,
    'g',
  );
  const text = squash((await pdfPages(pdf)).join('\n')).replace(footer, '');
  for (const line of [...documentTexts(document), reference]) expect(text).toContain(squash(line));
  return text;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
