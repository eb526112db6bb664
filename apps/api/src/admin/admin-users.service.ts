import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
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
import { ConsultingAgreement, agreementKeyOf } from '../agreements/agreement.entity';
import { toVersionEntry } from '../agreements/agreements.service';
import { AuditService } from '../audit/audit.service';
import { DomainError } from '../common/errors/domain-error';
import { Nda } from '../nda/nda.entity';
import { selectWithEvidence } from '../signing/signature-evidence';
import { PaymentMethod } from '../payments/payment-method.entity';
import { Profile } from '../profile/profile.entity';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { AdminActor } from './admin-documents.service';

/** Every column of an account but its password hash, which is never read here. */
const USER_COLUMNS: (keyof User)[] = [
  'id',
  'username',
  'email',
  'emailVerifiedAt',
  'firstName',
  'lastName',
  'companyName',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'isAdmin',
  'createdAt',
];

const NDA_COLUMNS = selectWithEvidence<Nda>(
  [
    'id',
    'userId',
    'companyName',
    'signerName',
    'signerTitle',
    'agreementDate',
    'createdAt',
    'deletedAt',
  ],
  { signedAt: true },
);

const AGREEMENT_COLUMNS = selectWithEvidence<ConsultingAgreement>(
  [
    'id',
    'userId',
    'originalId',
    'version',
    'previousVersionId',
    'status',
    'amendedByFirm',
    'companyName',
    'signerName',
    'signerTitle',
    'signedDate',
    'services',
    'totals',
    'grandTotalCents',
    'proposedAt',
    'resolvedAt',
    'createdAt',
    'deletedAt',
  ],
  { signedAt: true },
);

/** What a payment method shows staff: masked. The encrypted bank numbers are never read. */
const PAYMENT_COLUMNS: (keyof PaymentMethod)[] = [
  'id',
  'userId',
  'consultingAgreementId',
  'paymentType',
  'isMonthly',
  'amountCents',
  'billingCompanyName',
  'billingContact',
  'billingEmail',
  'cardBrand',
  'cardLast4',
  'accountNumberLast4',
  'createdAt',
  'status',
  'statusChangedAt',
  'needsConfirmation',
];

/** A payment method and the agreement it pays, named by the agreement's first version. */
interface PaymentRow {
  record: AdminPaymentRecord;
  userId: number;
  agreementOriginalId: number;
}

/** One agreement: its version in force, the firm's proposal awaiting the client, every version. */
interface AgreementChain {
  /** The version in force (the newest version, for an agreement that has none in force). */
  current: ConsultingAgreement;
  proposal: ConsultingAgreement | null;
  versions: ConsultingAgreement[];
}

/** The documents of one client, newest first, those the client deleted included. */
interface ClientDocuments {
  ndas: Nda[];
  agreements: AgreementChain[];
  payments: PaymentRow[];
}

const noDocuments = (): ClientDocuments => ({ ndas: [], agreements: [], payments: [] });

/**
 * The console's view of the accounts (spec 001 §3, §6): the list with each client's document
 * flags, one client's full detail, and promotion. No answer carries a secret: the password hash
 * and the encrypted bank numbers are never selected, and cards and accounts show their last four.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Profile) private readonly profiles: Repository<Profile>,
    @InjectRepository(Nda) private readonly ndas: Repository<Nda>,
    @InjectRepository(ConsultingAgreement)
    private readonly agreements: Repository<ConsultingAgreement>,
    @InjectRepository(PaymentMethod) private readonly methods: Repository<PaymentMethod>,
    private readonly accounts: UsersService,
    private readonly audit: AuditService,
  ) {}

  /** Every account, newest first, with its flags and current documents. */
  async list(): Promise<AdminUserListItem[]> {
    const users = await this.users.find({
      select: USER_COLUMNS,
      order: { createdAt: 'DESC', id: 'DESC' },
    });
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
    const user = await this.users.findOne({ select: USER_COLUMNS, where: { id } });
    if (!user) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    const profile = await this.profiles.findOneBy({ userId: id });
    const own = (await this.documentsOf(id)).get(id) ?? noDocuments();
    const active =
      own.agreements.find(
        ({ current }) => current.status === 'active' && current.deletedAt === null,
      )?.current ?? null;

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
    const where = userId === undefined ? {} : { userId };
    const [ndas, versions] = await Promise.all([
      this.ndas.find({
        select: NDA_COLUMNS,
        where,
        order: { evidence: { signedAt: 'DESC' }, id: 'DESC' },
      }),
      this.agreements.find({
        select: AGREEMENT_COLUMNS,
        where,
        order: { version: 'ASC', id: 'ASC' },
      }),
    ]);
    const payments = await this.paymentsOf(versions, userId);
    const agreements = chainsOf(versions);

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
    const methods = await this.methods.find({
      select: PAYMENT_COLUMNS,
      where: userId === undefined ? {} : { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const versionOf = new Map(versions.map((version) => [version.id, version]));
    return methods.map((method) => {
      const billed = versionOf.get(method.consultingAgreementId) ?? null;
      return {
        record: paymentRecord(method, billed),
        userId: method.userId,
        agreementOriginalId: billed ? agreementKeyOf(billed) : method.consultingAgreementId,
      };
    });
  }
}

/** Versions (oldest first) grouped into agreements, newest agreement first. */
function chainsOf(versions: ConsultingAgreement[]): AgreementChain[] {
  const byKey = new Map<number, ConsultingAgreement[]>();
  for (const version of versions) {
    const key = agreementKeyOf(version);
    const chain = byKey.get(key);
    if (chain) chain.push(version);
    else byKey.set(key, [version]);
  }
  return [...byKey.values()]
    .map((chain) => ({
      current:
        chain.find((version) => version.status === 'active') ??
        chain.filter((version) => version.status !== 'pending').at(-1) ??
        chain[chain.length - 1],
      proposal: chain.find((version) => version.status === 'pending') ?? null,
      versions: chain,
    }))
    .sort(
      (a, b) =>
        (b.current.evidence.signedAt ?? b.current.createdAt).getTime() -
          (a.current.evidence.signedAt ?? a.current.createdAt).getTime() ||
        b.current.id - a.current.id,
    );
}

/**
 * The badges: an NDA and an agreement in force that the client has not deleted (a proposal
 * awaiting the client leaves the version in force, and its badge, as they were), and a payment
 * method in force.
 */
function flagsOf(documents: ClientDocuments) {
  return {
    hasSignedNda: documents.ndas.some((nda) => nda.deletedAt === null),
    hasSignedAgreement: documents.agreements.some(
      ({ current }) => current.status === 'active' && current.deletedAt === null,
    ),
    hasPaymentMethod: documents.payments.some(({ record }) => record.status === 'active'),
  };
}

function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

function documentEntries(user: User, documents: ClientDocuments): AdminDocumentEntry[] {
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
      .filter(({ record }) => record.status === 'active')
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
    (payment) => payment.agreementOriginalId === key && payment.record.status === 'active',
  )?.record;
}

function paymentRecord(
  method: PaymentMethod,
  billed: ConsultingAgreement | null,
): AdminPaymentRecord {
  const isCard = method.paymentType === 'pay by credit card';
  const isAch = method.paymentType === 'pay by ach';
  return {
    id: method.id,
    consultingAgreementId: method.consultingAgreementId,
    billingCompanyName: method.billingCompanyName,
    billingContact: method.billingContact,
    billingEmail: method.billingEmail,
    amount: centsToAmount(method.amountCents),
    amountCents: method.amountCents,
    paymentType: method.paymentType,
    isMonthly: method.isMonthly,
    isAutoPayment: isCard || isAch,
    last4: isCard ? method.cardLast4 : isAch ? method.accountNumberLast4 : null,
    cardBrand: isCard ? method.cardBrand : null,
    createdAt: method.createdAt.toISOString(),
    status: method.status,
    statusChangedAt: method.statusChangedAt?.toISOString() ?? null,
    agreementVersion: billed?.version ?? null,
    agreementTotalCents: billed?.grandTotalCents ?? null,
    needsConfirmation: method.needsConfirmation,
  };
}

/** The active agreement's services as the detail's service cards show them (spec 001 §3). */
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
