import type { AgreementSummary } from '@consult/domain';

/**
 * The client's newest agreement in force, from the agreement list: a superseded version, a
 * proposal awaiting signature or a declined one never takes a payment method.
 */
export function newestAgreement(list: unknown): AgreementSummary | null {
  if (!Array.isArray(list)) return null;
  return (list as AgreementSummary[])
    .filter((item) => item.status === 'active')
    .reduce<AgreementSummary | null>(
      (newest, item) => (!newest || item.id > newest.id ? item : newest),
      null,
    );
}
