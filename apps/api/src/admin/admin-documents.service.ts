import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  ADMIN_MESSAGES,
  EMAIL_VERIFICATION_MESSAGES,
  MESSAGES,
  agreementReference,
  invoiceReference,
  ndaReference,
  utcIsoDate,
  type AdminAgreementView,
  type AdminDocumentOwner,
  type AdminInvoiceView,
  type AdminNdaView,
  type AdminDownloadPurpose,
  type AuditAction,
  type AuditTargetKind,
  type ShareDocumentResult,
} from '@consult/domain';
import { agreementKeyOf } from '../agreements/agreement-chain';
import { AgreementPdfService } from '../agreements/agreement-pdf.service';
import { AgreementQueriesService } from '../agreements/agreement-queries.service';
import { toAgreementResponse } from '../agreements/agreement-response';
import type { ConsultingAgreement } from '../agreements/agreement.entity';
import { AuditService } from '../audit/audit.service';
import { DomainError } from '../common/errors/domain-error';
import { ConfigService } from '../config/config.service';
import { MailOutbox } from '../mail/mail-outbox.service';
import { NdaPdfService } from '../nda/nda-pdf.service';
import { toNdaResponse } from '../nda/nda-response';
import type { Nda } from '../nda/nda.entity';
import { NdaService } from '../nda/nda.service';
import { InvoicePdfService } from '../payments/invoice-pdf.service';
import type { PaymentMethod } from '../payments/payment-method.entity';
import { PaymentQueriesService } from '../payments/payment-queries.service';
import { toPaymentMethodResponse } from '../payments/payment-response';
import type { PdfFile } from '../pdf/pdf-file';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AdminMailRateLimitService } from './admin-mail-rate-limit.service';
import { documentShareMail, isUnsigned, type UnsignedStatus } from './admin-mails';

/**
 * The client documents the console opens by id: an NDA, any version of an agreement, or the
 * invoice of a payment method (named by the payment method's id).
 */
export type AdminDocumentType = 'nda' | 'agreement' | 'invoice';

/** How a mailed document is recorded: a share, or the payments tab's "Email Invoice". */
export type MailAction = Extract<AuditAction, 'document.share' | 'invoice.email'>;

/** Who is acting and the request they act through (its IP, user agent and logger). */
export interface AdminActor {
  user: User;
  request: FastifyRequest;
}

/** A document the console can download, print or e-mail, whoever owns it. */
interface ClientDocument {
  type: AdminDocumentType;
  /** How the e-mail words it: a signed agreement between the parties, or an invoice. */
  kind: 'agreement' | 'invoice';
  id: number;
  userId: number;
  title: string;
  reference: string;
  companyName: string;
  /** yyyy-MM-dd. */
  date: string;
  /** An agreement version the client never signed: why (their signature awaited, or never given). */
  unsigned?: UnsignedStatus;
  /** The document's PDF, drawn (when it is not sealed) for the admin who asked. */
  render(requester: number): Promise<PdfFile>;
}

/**
 * When the client deleted a signed document from their portal (ISO 8601 UTC), else null: the
 * console's mark, which only the admin routes send (the client's own answers never carry it).
 */
const deletedByClient = (document: { deletedAt: Date | null }): string | null =>
  document.deletedAt?.toISOString() ?? null;

/**
 * Any client's NDAs, agreement versions and invoices for the admin console (req DOCS-6): read,
 * download or print as PDF, and e-mail as a PDF attachment (req RULES-2). A deleted or
 * unknown document is 404 here too. Every access is written to the audit log (req RULES-5) once
 * it has succeeded.
 */
@Injectable()
export class AdminDocumentsService {
  constructor(
    private readonly ndas: NdaService,
    private readonly agreements: AgreementQueriesService,
    private readonly methods: PaymentQueriesService,
    private readonly users: UsersService,
    private readonly ndaPdfs: NdaPdfService,
    private readonly agreementPdfs: AgreementPdfService,
    private readonly invoicePdfs: InvoicePdfService,
    private readonly outbox: MailOutbox,
    private readonly rateLimit: AdminMailRateLimitService,
    private readonly audit: AuditService,
    private readonly config: ConfigService,
  ) {}

  /** The NDA as its owner saw it, with when the client deleted it (the firm keeps it). */
  async viewNda(id: number, actor: AdminActor): Promise<AdminNdaView> {
    const nda = await this.findNda(id);
    await this.record(actor, 'document.view', 'nda', nda.id, nda.userId);
    return {
      ...toNdaResponse(nda, nda.consent ?? null),
      deletedByClientAt: deletedByClient(nda),
      ...(await this.ownerOf(nda.userId)),
    };
  }

  /** Any version of an agreement, with when the client deleted the agreement (the firm keeps it). */
  async viewAgreement(id: number, actor: AdminActor): Promise<AdminAgreementView> {
    const agreement = await this.findAgreement(id);
    await this.record(actor, 'document.view', 'agreement', agreement.id, agreement.userId);
    return {
      ...toAgreementResponse(
        agreement,
        agreement.consent ?? null,
        await this.agreements.historyOf(agreement),
        await this.agreements.pendingProposalOf(agreement),
      ),
      deletedByClientAt: deletedByClient(agreement),
      ...(await this.ownerOf(agreement.userId)),
    };
  }

  /**
   * A payment method as its owner sees it (masked: last four digits only), with the agreement
   * version it pays: the invoice on screen, audited once as the invoice's view.
   */
  async viewPaymentMethod(id: number, actor: AdminActor): Promise<AdminInvoiceView> {
    const method = await this.findPaymentMethod(id);
    const agreement = await this.agreements.find(method.consultingAgreementId);
    await this.record(actor, 'document.view', 'invoice', method.id, method.userId);
    return {
      ...toPaymentMethodResponse(method, agreement),
      agreement:
        agreement &&
        toAgreementResponse(
          agreement,
          agreement.consent ?? null,
          await this.agreements.historyOf(agreement),
        ),
      accountEmail: agreement?.accountEmail ?? null,
      ...(await this.ownerOf(method.userId)),
    };
  }

  /**
   * The document's PDF, recorded once: as `document.download`, or as `document.print` when the
   * console fetched it to print it in the browser (req RULES-5: a print is not also a download).
   */
  async download(
    type: AdminDocumentType,
    id: number,
    actor: AdminActor,
    purpose: AdminDownloadPurpose = 'download',
  ): Promise<PdfFile> {
    const document = await this.load(type, id);
    const file = await document.render(actor.user.id);
    const action = purpose === 'print' ? 'document.print' : 'document.download';
    await this.record(actor, action, type, document.id, document.userId, {
      fileName: file.fileName,
    });
    return file;
  }

  /**
   * E-mails the document as a PDF to its owner's current e-mail address, or to `to`. Counted
   * against the admin's mail limit before anything else. The owner's address must be verified
   * (issue 17): sending to it unverified, by default or typed, is 409 and sends nothing; another
   * address the admin chose is theirs to answer for (it is in the audit log). The message is
   * queued in the mail outbox and the answer comes once it is stored: with the mail server down it
   * is delivered when the server is back.
   */
  async share(
    type: AdminDocumentType,
    id: number,
    to: string | undefined,
    actor: AdminActor,
    action: MailAction = 'document.share',
  ): Promise<ShareDocumentResult> {
    await this.rateLimit.consume(String(actor.user.id));
    const document = await this.load(type, id);
    const owner = await this.ownerOf(document.userId);
    const chosen = to?.trim() || null;
    // A version the client has not signed goes only where the admin says, never by default.
    if (document.unsigned && !chosen) {
      throw new DomainError('BAD_REQUEST', ADMIN_MESSAGES.recipientRequired, {
        fields: { to: ADMIN_MESSAGES.recipientRequired },
      });
    }
    if (!owner.ownerEmailVerified && (!chosen || chosen.toLowerCase() === owner.ownerEmail)) {
      const message = EMAIL_VERIFICATION_MESSAGES.clientNotVerified(owner.ownerEmail);
      throw new DomainError('CONFLICT', message, { fields: { to: message } });
    }
    const recipient = chosen ?? owner.ownerEmail;
    const file = await document.render(actor.user.id);
    const message = documentShareMail(
      { ...document, fileName: file.fileName, pdf: file.pdf },
      recipient,
      this.config.get('mail').firmInbox,
    );
    const [queued] = await this.outbox.enqueue([
      { ...message, topic: { kind: `${action}:${type}`, id: document.id } },
    ]);
    actor.request.log.info(
      {
        event: 'admin.share_queued',
        documentType: type,
        documentId: document.id,
        messageId: queued.messageId,
      },
      'A shared document is queued for e-mail',
    );
    await this.record(actor, action, type, document.id, document.userId, {
      to: recipient,
      toOwner: !to,
      fileName: file.fileName,
      // The audit log reads the message's delivery by it.
      messageId: queued.messageId,
    });
    return { sentTo: recipient, fileName: file.fileName };
  }

  private async load(type: AdminDocumentType, id: number): Promise<ClientDocument> {
    if (type === 'invoice') {
      const method = await this.findPaymentMethod(id);
      return {
        type,
        kind: 'invoice',
        id: method.id,
        userId: method.userId,
        title: 'Invoice',
        reference: invoiceReference(method.id),
        companyName:
          method.billingCompanyName ??
          (await this.agreements.companyOf(method.consultingAgreementId)) ??
          '',
        date: utcIsoDate(method.createdAt),
        render: (requester) => this.invoicePdfs.render(method, requester),
      };
    }
    if (type === 'nda') {
      const nda = await this.findNda(id);
      return {
        type,
        kind: 'agreement',
        id: nda.id,
        userId: nda.userId,
        title: nda.document.title,
        reference: ndaReference(nda.id),
        companyName: nda.companyName,
        date: nda.agreementDate,
        render: () => this.ndaPdfs.sealed(nda),
      };
    }
    const agreement = await this.findAgreement(id);
    const reference = agreementReference(agreementKeyOf(agreement));
    return {
      type,
      kind: 'agreement',
      id: agreement.id,
      userId: agreement.userId,
      title: agreement.document.title,
      reference: agreement.version > 1 ? `${reference} (version ${agreement.version})` : reference,
      companyName: agreement.companyName,
      date: agreement.signedDate,
      unsigned: isUnsigned(agreement.status) ? agreement.status : undefined,
      render: (requester) => this.agreementPdfs.fileOf(agreement, requester),
    };
  }

  /** Any NDA, those the client deleted included: signed records stay with the firm. */
  private async findNda(id: number): Promise<Nda> {
    const nda = await this.ndas.find(id);
    if (!nda) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    return nda;
  }

  /** Any version, superseded ones, proposals and those the client deleted included. */
  private async findAgreement(id: number): Promise<ConsultingAgreement> {
    const agreement = await this.agreements.find(id);
    if (!agreement) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    return agreement;
  }

  /** Any payment method: in force, replaced, ended, or deleted by the client. */
  private async findPaymentMethod(id: number): Promise<PaymentMethod> {
    const method = await this.methods.find(id);
    if (!method) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    return method;
  }

  /** The document owner's account address, and whether they have verified it. */
  private async ownerOf(userId: number): Promise<AdminDocumentOwner> {
    const owner = await this.users.contactOf(userId);
    if (!owner) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    return { ownerEmail: owner.email, ownerEmailVerified: owner.emailVerifiedAt !== null };
  }

  private record(
    { user, request }: AdminActor,
    action: AuditAction,
    targetKind: AuditTargetKind,
    targetId: number,
    targetUserId: number,
    detail?: Record<string, string | boolean>,
  ): Promise<void> {
    return this.audit.record(request, user, {
      action,
      targetKind,
      targetId,
      targetUserId,
      detail,
    });
  }
}
