import { IsNull, type Repository } from 'typeorm';
import { AGREEMENT_MESSAGES } from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import type { ConsultingAgreement } from './agreement.entity';

/**
 * An agreement is a chain of versions (docs/contracts-and-money.md): version 1, named by its own
 * id, and every later version (re-signings and the firm's proposals), which name it in
 * `originalId`. These are the chain's rules, used by every query that reads or changes one.
 */

/** The key that names an agreement across its versions: its first version's id. */
export function agreementKeyOf(agreement: Pick<ConsultingAgreement, 'id' | 'originalId'>): number {
  return agreement.originalId ?? agreement.id;
}

/** Every version of the agreement `agreement` belongs to. */
export function chainWhere(agreement: Pick<ConsultingAgreement, 'id' | 'originalId'>) {
  const key = agreementKeyOf(agreement);
  return [{ id: key }, { originalId: key }];
}

/** The later versions of an agreement (every version but the first names it in `originalId`): proposals are among them. */
export function chainOf(agreement: Pick<ConsultingAgreement, 'id' | 'originalId'>) {
  return { originalId: agreementKeyOf(agreement) };
}

/**
 * The client has an agreement in force through its `active` version, unless they deleted it. Only
 * one version of an agreement is active: re-signing, or signing a proposal, supersedes the other.
 */
export const IN_FORCE = { status: 'active', deletedAt: IsNull() } as const;

/** `IN_FORCE`, of a version already read. */
export function isInForce(version: Pick<ConsultingAgreement, 'status' | 'deletedAt'>): boolean {
  return version.status === 'active' && version.deletedAt === null;
}

/** One agreement: its version in force, the firm's proposal awaiting the client, every version. */
export interface AgreementChain {
  /**
   * The version in force: the `active` one; for an agreement with none, its newest version that
   * was not a proposal (or its newest).
   */
  current: ConsultingAgreement;
  proposal: ConsultingAgreement | null;
  /** In the order they were given. */
  versions: ConsultingAgreement[];
}

/**
 * Versions grouped into agreements, in the order of each agreement's first version given. Given
 * oldest first, an agreement with no version in force shows its newest.
 */
export function chainsOf(versions: ConsultingAgreement[]): AgreementChain[] {
  const byKey = new Map<number, ConsultingAgreement[]>();
  for (const version of versions) {
    const key = agreementKeyOf(version);
    const chain = byKey.get(key);
    if (chain) chain.push(version);
    else byKey.set(key, [version]);
  }
  return [...byKey.values()].map((chain) => ({
    current:
      chain.find((version) => version.status === 'active') ??
      chain.filter((version) => version.status !== 'pending').at(-1) ??
      chain[chain.length - 1],
    proposal: chain.find((version) => version.status === 'pending') ?? null,
    versions: chain,
  }));
}

/**
 * Locks the version in force for the rest of the transaction (a conditional update of its own
 * status), or answers 409 when it no longer is in force.
 */
export async function claimInForce(
  repository: Repository<ConsultingAgreement>,
  inForce: ConsultingAgreement,
  message: string = AGREEMENT_MESSAGES.superseded,
): Promise<void> {
  const claimed = await repository.update(
    { id: inForce.id, status: 'active', supersededById: IsNull(), deletedAt: IsNull() },
    { status: 'active' },
  );
  // MySQL reports 0 affected rows for an update that changes nothing; look again to be sure.
  if (!claimed.affected) {
    const still = await repository.existsBy({
      id: inForce.id,
      status: 'active',
      supersededById: IsNull(),
      deletedAt: IsNull(),
    });
    if (!still) throw new DomainError('CONFLICT', message);
  }
}

/** The next version number of an agreement: one more than any version it has, proposals included. */
export async function nextVersion(
  repository: Repository<ConsultingAgreement>,
  agreement: Pick<ConsultingAgreement, 'id' | 'originalId'>,
): Promise<number> {
  const newest = await repository.findOne({
    select: ['id', 'version'],
    where: chainWhere(agreement),
    order: { version: 'DESC' },
  });
  return (newest?.version ?? 0) + 1;
}
