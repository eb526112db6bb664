import { IsNull, type EntityManager } from 'typeorm';
import { paymentAmountRule, type PaymentMethodStatus } from '@consult/domain';
import { agreementKeyOf } from '../agreements/agreement-chain';
import type { ConsultingAgreement } from '../agreements/agreement.entity';
import { PaymentMethod } from './payment-method.entity';

/**
 * What happens to an agreement's payment method in force when the agreement changes
 * (docs/contracts-and-money.md). Both run in the caller's transaction, so the agreement and its
 * payment method never disagree, even for a moment another request could see. PaymentsModule
 * registers them with the agreements' AgreementLifecycle.
 */

/**
 * A payment method is in force while `active`: replaced and ended ones are history, even while the
 * client still sees them listed. Deleting one ends it, so an active one is never deleted.
 */
export const METHOD_IN_FORCE = { status: 'active', deletedAt: IsNull() } as const;

/** `METHOD_IN_FORCE`, of a method already read. */
export function isMethodInForce(method: { status: PaymentMethodStatus }): boolean {
  return method.status === 'active';
}

/**
 * Puts `next` in force for its agreement (`agreementKey`): the method in force until now, if any,
 * stays on record as replaced by it. The unique index on `activeAgreementKey` lets only one of two
 * simultaneous saves take the key.
 */
export async function putInForce(
  manager: EntityManager,
  agreementKey: number,
  next: PaymentMethod,
  now: Date,
): Promise<PaymentMethod> {
  const methods = manager.getRepository(PaymentMethod);
  const current = await methods.findOne({
    select: ['id'],
    where: { activeAgreementKey: agreementKey },
  });
  if (current) {
    await methods.update(
      { id: current.id, activeAgreementKey: agreementKey },
      { status: 'replaced', activeAgreementKey: null, statusChangedAt: now },
    );
  }
  const saved = await methods.save(next);
  if (current) await methods.update({ id: current.id }, { replacedById: saved.id });
  return saved;
}

/**
 * A newer version came into force: the method in force is copied onto it with the amount
 * recomputed for its schedule (one-time when the new version has no monthly service any more),
 * awaiting the client's confirmation; the old one is kept, replaced. An ACH authorisation does not
 * carry over: it was given for the old amount, so the client authorises again when confirming.
 */
export async function carryOverPaymentMethod(
  manager: EntityManager,
  inForce: ConsultingAgreement,
  now: Date,
): Promise<PaymentMethod | null> {
  const methods = manager.getRepository(PaymentMethod);
  const key = agreementKeyOf(inForce);
  const current = await methods.findOneBy({ activeAgreementKey: key, deletedAt: IsNull() });
  if (!current) return null;

  const monthly = paymentAmountRule(inForce.totals, current.isMonthly);
  const rule = monthly.ok ? monthly : paymentAmountRule(inForce.totals, false);
  if (!rule.ok) return null; // a one-time rule always applies
  const copy = methods.create({
    ...current,
    id: undefined,
    consultingAgreementId: inForce.id,
    isMonthly: monthly.ok ? current.isMonthly : false,
    amountCents: rule.amountCents,
    isPaidInFull: rule.isPaidInFull,
    status: 'active',
    activeAgreementKey: key,
    statusChangedAt: null,
    replacedById: null,
    needsConfirmation: true,
    achAuthorizedAt: null,
    achAuthorizationIp: null,
    achAuthorizationUserAgent: null,
    achAuthorizationVersion: null,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  });
  return putInForce(manager, key, copy, now);
}

/** The agreement was deleted by the client: its method in force ends (the row stays on record). */
export async function endPaymentMethod(
  manager: EntityManager,
  agreementKey: number,
  now: Date,
): Promise<void> {
  await manager
    .getRepository(PaymentMethod)
    .update(
      { activeAgreementKey: agreementKey },
      { status: 'ended', activeAgreementKey: null, statusChangedAt: now },
    );
}
