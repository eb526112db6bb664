import { useGetAgreementsQuery, useGetUserQuery } from '@consult/api-client';
import { newestAgreement } from './newest-agreement';

/**
 * Where "Add New Payment Method" leads: the choice of a method for the client's newest agreement
 * in force; without one, /payment-method-selection, which sends the client to their agreements.
 */
export function useAddPaymentMethodPath(): string {
  const { data: user } = useGetUserQuery();
  const { data: agreements } = useGetAgreementsQuery(undefined, { skip: !user });
  const agreement = newestAgreement(agreements);
  return agreement
    ? `/payment-method-selection?agreementId=${agreement.id}`
    : '/payment-method-selection';
}
