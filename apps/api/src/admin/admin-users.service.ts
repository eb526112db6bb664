import { Injectable } from '@nestjs/common';
import { feeTerms } from '@consult/documents';
import {
  ADMIN_DOCUMENT_NAMES,
  ADMIN_MESSAGES,
  PAYMENT_METHOD_TYPE_LABELS,
  agreementReference,
  billingSummary,
  centsToAmount,
  invoiceReference,
  ndaReference,
  type AdminAgreementRecord,
  type AdminDocumentEntry,
  type AdminNdaRecord,
  type AdminPaymentRecord,
  type AdminServiceItem,
  type AdminUserDetail,
  type AdminUserListItem,
  type PromoteUserResult,
} from '@consult/domain';
import { agreementKeyOf, isInForce, type AgreementChain } from '../agreements/agreement-chain';
import { AgreementQueriesService } from '../agreements/agreement-queries.service';
import { toVersionEntry } from '../agreements/agreement-response';
import type { ConsultingAgreement } from '../agreements/agreement.entity';
import { AuditService } from '../audit/audit.service';
import { DomainError } from '../common/errors/domain-error';
import type { Nda } from '../nda/nda.entity';
import { NdaService } from '../nda/nda.service';
import { isMethodInForce } from '../payments/payment-lifecycle';
import { PaymentQueriesService } from '../payments/payment-queries.service';
import { toPaymentRecord } from '../payments/payment-response';
import { ProfileService } from '../profile/profile.service';
import { UsersService, type AccountRecord } from '../users/users.service';
import type { AdminActor } from './admin-documents.service';

/** A payment method and the agreement it pays, named by the agreement's first version. */
interface PaymentRow {
  record: AdminPaymentRecord;
  userId: number;
  agreementOriginalId: number;
}

/** The documents of one client, newest first, those the client deleted included. */
interface ClientDocuments {
  ndas: Nda[];
  agreements: AgreementChain[];
  payments: PaymentRow[];
}

const noDocuments = (): ClientDocuments => ({ ndas: [], agreements: [], payments: [] });

/**
 * The console's view of the accounts (req DOCS-3, DOCS-6): the list with each client's document
 * flags, one client's full detail, and promotion. No answer carries a secret: the password hash
 * and the encrypted bank numbers are never selected, and cards and accounts show their last four.
 * Each table is read through the module that owns it.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly accounts: UsersService,
    private readonly profiles: ProfileService,
    private readonly ndas: NdaService,
    private readonly agreements: AgreementQueriesService,
    private readonly payments: PaymentQueriesService,
    private readonly audit: AuditService,
  ) {}

  /** Every account, newest first, with its flags and current documents. */
  async list(): Promise<AdminUserListItem[]> {
    const users = await this.accounts.listAccounts();
    const documents = await this.documentsOf();
    return users.map((user) => {
      const own = documents.get(user.id) ?? noDocuments();
      return {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        emailVerified: user.emailVerifiedAt !== null,
        companyName: user.companyName,
        createdAt: user.createdAt.toISOString(),
        ...flagsOf(own),
        isAdmin: user.isAdmin,
        documents: documentEntries(user, own),
      };
    });
  }

  /** One account in full; 404 'User not found'. Recorded in the audit log as `user.view`. */
  async detail(id: number, actor: AdminActor): Promise<AdminUserDetail> {
    const user = await this.accounts.findAccount(id);
    if (!user) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    const profile = await this.profiles.findByUserId(id);
    const own = (await this.documentsOf(id)).get(id) ?? noDocuments();
    const active = own.agreements.find(({ current }) => isInForce(current))?.current ?? null;

    await this.audit.record(actor.request, actor.user, {
      action: 'user.view',
      targetKind: 'user',
      targetId: id,
      targetUserId: id,
    });
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      firstName: user.firstName,
      lastName: user.lastName,
      companyName: user.companyName,
      phone: user.phone,
      address: user.address,
      city: user.city,
      state: user.state,
      zipCode: user.zipCode,
      createdAt: user.createdAt.toISOString(),
      isAdmin: user.isAdmin,
      ...flagsOf(own),
      serviceType: JSON.stringify(active ? serviceItems(active, own.payments) : []),
      billingSummary: active ? billingSummary(active.totals) : null,
      profile: {
        companyName: user.companyName || null,
        title: profile?.title || null,
        sector: profile?.sector || null,
        website: profile?.website || null,
        bio: profile?.bio || null,
      },
      agreements: own.agreements.map((agreement) => agreementRecord(agreement, own.payments)),
      payments: own.payments.map((payment) => payment.record),
      ndas: own.ndas.map(ndaRecord),
    };
  }

  /**
   * Makes the account with this e-mail an admin (idempotent). The role is read from the database
   * on every admin request, so the account's very next request is an admin's.
   */
  async promote(email: string, actor: AdminActor): Promise<PromoteUserResult> {
    const user = await this.accounts.findByEmail(email);
    if (!user) {
      throw new DomainError(
        'NOT_FOUND',
        ADMIN_MESSAGES.noAccountWithEmail(email.trim().toLowerCase()),
      );
    }
    const alreadyAdmin = user.isAdmin;
    await this.accounts.setAdmin(user, true, `admin:${actor.user.id}`);
    await this.audit.record(actor.request, actor.user, {
      action: 'user.promote',
      targetKind: 'user',
      targetId: user.id,
      targetUserId: user.id,
      detail: { email: user.email, alreadyAdmin },
    });
    return { id: user.id, email: user.email, isAdmin: true, alreadyAdmin };
  }

  /**
   * Every NDA, agreement (as its chain of versions) and payment method, grouped by user: those the
   * client deleted too, since signed records stay with the firm.
   */
  private async documentsOf(userId?: number): Promise<Map<number, ClientDocuments>> {
    const [ndas, agreements] = await Promise.all([
      this.ndas.listForConsole(userId),
      this.agreements.consoleChains(userId),
    ]);
    const payments = await this.paymentsOf(
      agreements.flatMap((chain) => chain.versions),
      userId,
    );

    const grouped = new Map<number, ClientDocuments>();
    const of = (id: number) => {
      let documents = grouped.get(id);
      if (!documents) {
        documents = noDocuments();
        grouped.set(id, documents);
      }
      return documents;
    };
    for (const nda of ndas) of(nda.userId).ndas.push(nda);
    for (const chain of agreements) of(chain.current.userId).agreements.push(chain);
    for (const payment of payments) of(payment.userId).payments.push(payment);
    return grouped;
  }

  /** Every payment method, newest first, masked, each with the agreement version it bills. */
  private async paymentsOf(
    versions: ConsultingAgreement[],
    userId?: number,
  ): Promise<PaymentRow[]> {
    const methods = await this.payments.listForConsole(userId);
    const versionOf = new Map(versions.map((version) => [version.id, version]));
    return methods.map((method) => {
      const billed = versionOf.get(method.consultingAgreementId) ?? null;
      return {
        record: toPaymentRecord(method, billed),
        userId: method.userId,
        agreementOriginalId: billed ? agreementKeyOf(billed) : method.consultingAgreementId,
      };
    });
  }
}

/**
 * The badges: an NDA and an agreement in force that the client has not deleted (a proposal
 * awaiting the client leaves the version in force, and its badge, as they were), and a payment
 * method in force.
 */
function flagsOf(documents: ClientDocuments) {
  return {
    hasSignedNda: documents.ndas.some((nda) => nda.deletedAt === null),
    hasSignedAgreement: documents.agreements.some(({ current }) => isInForce(current)),
    hasPaymentMethod: documents.payments.some(({ record }) => isMethodInForce(record)),
  };
}

function fullName(user: Pick<AccountRecord, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

function documentEntries(user: AccountRecord, documents: ClientDocuments): AdminDocumentEntry[] {
  const common = {
    userId: user.id,
    userName: fullName(user),
    companyName: user.companyName,
  };
  return [
    ...documents.ndas.map((nda) => ({
      ...common,
      kind: 'nda' as const,
      id: nda.id,
      name: ADMIN_DOCUMENT_NAMES.nda,
      reference: ndaReference(nda.id),
      date: nda.agreementDate,
      status: null,
      deletedByClientAt: nda.deletedAt?.toISOString() ?? null,
    })),
    ...documents.agreements.map(({ current: agreement }) => ({
      ...common,
      kind: 'agreement' as const,
      id: agreement.id,
      name: ADMIN_DOCUMENT_NAMES.agreement,
      reference: agreementReference(agreementKeyOf(agreement)),
      date: agreement.signedDate,
      status: agreement.status,
      deletedByClientAt: agreement.deletedAt?.toISOString() ?? null,
    })),
    ...documents.payments
      .filter(({ record }) => isMethodInForce(record))
      .map(({ record: payment }) => ({
        ...common,
        kind: 'payment' as const,
        id: payment.id,
        name: ADMIN_DOCUMENT_NAMES.payment,
        reference: invoiceReference(payment.id),
        date: payment.createdAt.slice(0, 10),
        status: null,
        deletedByClientAt: null,
      })),
  ];
}

/** The agreement's payment method in force. */
function paymentFor(
  agreement: ConsultingAgreement,
  payments: PaymentRow[],
): AdminPaymentRecord | undefined {
  const key = agreementKeyOf(agreement);
  return payments.find(
    (payment) => payment.agreementOriginalId === key && isMethodInForce(payment.record),
  )?.record;
}

/** The active agreement's services as the detail's service cards show them (req DOCS-3). */
function serviceItems(agreement: ConsultingAgreement, payments: PaymentRow[]): AdminServiceItem[] {
  const payment = paymentFor(agreement, payments);
  const paymentMethod = payment ? PAYMENT_METHOD_TYPE_LABELS[payment.paymentType] : 'Invoice';
  return agreement.services.map((line) => ({
    name: line.name,
    description: feeTerms(line),
    paymentType: line.paymentType,
    fee: line.fee,
    months: line.months ?? null,
    hours: line.hours ?? null,
    downPayment: line.downPayment ?? null,
    paymentMethod,
    subServices: [...line.subServices],
    subtotalCents: line.subtotalCents,
  }));
}

function agreementRecord(
  { current: agreement, proposal, versions }: AgreementChain,
  payments: PaymentRow[],
): AdminAgreementRecord {
  return {
    id: agreement.id,
    reference: agreementReference(agreementKeyOf(agreement)),
    version: agreement.version,
    previousVersionId: agreement.previousVersionId,
    status: agreement.status,
    amendedByFirm: agreement.amendedByFirm,
    companyName: agreement.companyName,
    signerName: agreement.signerName,
    signerTitle: agreement.signerTitle,
    signedDate: agreement.signedDate,
    services: agreement.services,
    totals: agreement.totals,
    amount: centsToAmount(agreement.totals.grandTotalCents),
    paymentType: paymentFor(agreement, payments)?.paymentType ?? null,
    createdAt: agreement.createdAt.toISOString(),
    deletedByClientAt: agreement.deletedAt?.toISOString() ?? null,
    clientSignedAt: agreement.evidence.signedAt?.toISOString() ?? null,
    proposal:
      proposal && proposal.proposedAt
        ? {
            id: proposal.id,
            version: proposal.version,
            proposedAt: proposal.proposedAt.toISOString(),
            services: proposal.services,
            totals: proposal.totals,
          }
        : null,
    history: versions.map(toVersionEntry),
  };
}

function ndaRecord(nda: Nda): AdminNdaRecord {
  return {
    id: nda.id,
    reference: ndaReference(nda.id),
    companyName: nda.companyName,
    signerName: nda.signerName,
    signerTitle: nda.signerTitle,
    agreementDate: nda.agreementDate,
    createdAt: nda.createdAt.toISOString(),
    deletedByClientAt: nda.deletedAt?.toISOString() ?? null,
  };
}
