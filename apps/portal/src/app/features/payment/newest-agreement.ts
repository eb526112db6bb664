import type { AgreementSummary } from '@consult/domain';

/** The client's newest agreement still in force (not superseded), from the agreement list. */
export function newestAgreement(list: unknown): AgreementSummary | null {
  if (!Array.isArray(list)) return null;
  return (list as AgreementSummary[])
    .filter((item) => item.status !== 'superseded')
    .reduce<AgreementSummary | null>(
      (newest, item) => (!newest || item.id > newest.id ? item : newest),
      null,
    );
}
