import { useEffect } from 'react';
import { errorStatus, useGetAgreementQuery } from '@consult/api-client';
import { useSessionExpired } from '../session/useSessionExpired';

/**
 * The agreement a payment method pays, for its reference, company and totals. A 401 means the
 * session has ended: the visitor goes to /log-in.
 */
export function useAgreementToPay(agreementId: number | null) {
  const query = useGetAgreementQuery(agreementId ?? 0, { skip: agreementId === null });
  const sessionExpired = useSessionExpired();
  const status = errorStatus(query.error);

  useEffect(() => {
    if (status === 401) sessionExpired();
  }, [status, sessionExpired]);

  return { ...query, status };
}
