import { errorStatus, useGetAgreementQuery } from '@consult/api-client';

/** The agreement a payment method pays, for its reference, company and totals. */
export function useAgreementToPay(agreementId: number | null) {
  const query = useGetAgreementQuery(agreementId ?? 0, { skip: agreementId === null });
  return { ...query, status: errorStatus(query.error) };
}
