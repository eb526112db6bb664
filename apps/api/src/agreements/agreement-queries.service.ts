import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type EntityManager, type Repository } from 'typeorm';
import type { AgreementVersionEntry } from '@consult/domain';
import { selectWithEvidence } from '../signing/signature-evidence';
import { IN_FORCE, chainOf, chainWhere, chainsOf, type AgreementChain } from './agreement-chain';
import { toVersionEntry } from './agreement-response';
import { ConsultingAgreement } from './agreement.entity';

/** The columns a list needs: everything but the document itself. */
export const SUMMARY_COLUMNS = selectWithEvidence<ConsultingAgreement>([
  'id',
  'version',
  'previousVersionId',
  'supersededById',
  'status',
  'amendedByFirm',
  'originalId',
  'proposedAt',
  'resolvedAt',
  'declineNote',
  'grandTotalCents',
  'companyName',
  'companyStreet',
  'companyCity',
  'companyState',
  'companyZip',
  'companyPhone',
  'signerName',
  'signerTitle',
  'signedDate',
  'services',
  'totals',
  'createdAt',
]);

/** The columns a version history needs. */
const HISTORY_COLUMNS = selectWithEvidence<ConsultingAgreement>(
  ['id', 'version', 'status', 'amendedByFirm', 'proposedAt', 'resolvedAt', 'grandTotalCents'],
  { signedAt: true },
);

/** The columns the console's client list and detail need of every version. */
const CONSOLE_COLUMNS = selectWithEvidence<ConsultingAgreement>(
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

/** What a payment method needs of its agreement: its figures and company, never its document. */
const BILLING_COLUMNS: (keyof ConsultingAgreement)[] = [
  'id',
  'userId',
  'originalId',
  'version',
  'status',
  'supersededById',
  'companyName',
  'companyStreet',
  'companyCity',
  'companyState',
  'companyZip',
  'companyPhone',
  'signerName',
  'signedDate',
  'accountEmail',
  'services',
  'totals',
  'grandTotalCents',
];

/** What a method's answer needs of the agreement version it bills. */
export type BilledAgreement = Pick<
  ConsultingAgreement,
  'id' | 'originalId' | 'companyName' | 'version' | 'totals'
>;

/**
 * The agreement versions other modules read (the console, payments, the profile) and the history
 * shown beside every version. Nothing here is scoped to the signed-in client unless it says so.
 */
@Injectable()
export class AgreementQueriesService {
  constructor(
    @InjectRepository(ConsultingAgreement)
    private readonly agreements: Repository<ConsultingAgreement>,
  ) {}

  /** Every version of an agreement, oldest first, for its version history. */
  async historyOf(
    agreement: Pick<ConsultingAgreement, 'id' | 'originalId'>,
  ): Promise<AgreementVersionEntry[]> {
    const versions = await this.agreements.find({
      select: HISTORY_COLUMNS,
      where: chainWhere(agreement),
      order: { version: 'ASC', id: 'ASC' },
    });
    return versions.map(toVersionEntry);
  }

  /** The proposal awaiting the client on this agreement, when `agreement` is the version in force. */
  async pendingProposalOf(agreement: ConsultingAgreement): Promise<ConsultingAgreement | null> {
    if (agreement.status !== 'active') return null;
    return this.agreements.findOne({
      select: SUMMARY_COLUMNS,
      where: { ...chainOf(agreement), status: 'pending' },
    });
  }

  /** Any version with its consent, superseded ones, proposals and deleted ones included; or null. */
  find(id: number): Promise<ConsultingAgreement | null> {
    return this.agreements.findOne({ where: { id }, relations: { consent: true } });
  }

  /** The company of a version (a payment method's billing company's fallback), or null. */
  async companyOf(id: number): Promise<string | null> {
    const agreement = await this.agreements.findOne({
      select: ['id', 'companyName'],
      where: { id },
    });
    return agreement?.companyName ?? null;
  }

  /**
   * Every agreement (or the client's), as its chain of versions, newest first: those the client
   * deleted too, since signed records stay with the firm.
   */
  async consoleChains(userId?: number): Promise<AgreementChain[]> {
    const versions = await this.agreements.find({
      select: CONSOLE_COLUMNS,
      where: userId === undefined ? {} : { userId },
      order: { version: 'ASC', id: 'ASC' },
    });
    return chainsOf(versions).sort(
      (a, b) =>
        (b.current.evidence.signedAt ?? b.current.createdAt).getTime() -
          (a.current.evidence.signedAt ?? a.current.createdAt).getTime() ||
        b.current.id - a.current.id,
    );
  }

  /** Whether the client has an agreement in force; in the caller's transaction. */
  hasAgreementInForce(manager: EntityManager, userId: number): Promise<boolean> {
    return manager.getRepository(ConsultingAgreement).existsBy({ userId, ...IN_FORCE });
  }

  /**
   * The client's version with what a payment method needs of it, or null: one they deleted too
   * when `includeDeleted` (the version a method already pays, as it is now).
   */
  billingVersion(
    userId: number,
    id: number,
    { includeDeleted }: { includeDeleted: boolean },
  ): Promise<ConsultingAgreement | null> {
    return this.agreements.findOne({
      select: BILLING_COLUMNS,
      where: includeDeleted ? { id, userId } : { id, userId, deletedAt: IsNull() },
    });
  }

  /** The client's versions these payment methods bill: their company, version and totals. */
  async billedVersions(userId: number, ids: number[]): Promise<Map<number, BilledAgreement>> {
    if (ids.length === 0) return new Map();
    const agreements = await this.agreements.find({
      select: ['id', 'originalId', 'companyName', 'version', 'totals'],
      where: { userId, id: In([...new Set(ids)]) },
    });
    return new Map(agreements.map((agreement) => [agreement.id, agreement]));
  }
}
