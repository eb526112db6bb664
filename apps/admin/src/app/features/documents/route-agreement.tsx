import { useParams } from 'react-router';
import { useGetAdminAgreementQuery } from '@consult/api-client';
import { parseRouteId } from '../layout/route-id';
import { AgreementStatusChip } from './AgreementStatusChip';
import { DeletedByClientChip } from './DeletedByClientChip';

/**
 * The agreement version the route's `{id}` names (the read-only view and the amendment both show
 * one), and the DocumentScreen settings they share: loading, the errors, the subtitle, the
 * status chip and, when the client deleted the agreement from their portal, the mark saying so.
 * An id that is not a number is a 404.
 */
export function useRouteAgreement(name: string) {
  const id = parseRouteId(useParams().id);
  const {
    data: agreement,
    error,
    isLoading,
  } = useGetAdminAgreementQuery(id ?? 0, {
    skip: id === null,
    refetchOnFocus: false,
  });
  const screen = {
    name,
    isLoading,
    error: id === null ? { status: 404 } : error,
    failedToast: 'Failed to fetch agreement',
    ready: Boolean(agreement),
    subtitle:
      agreement &&
      `${agreement.reference} · Version ${agreement.version} · ${agreement.companyName}`,
    chips: agreement && (
      <>
        <AgreementStatusChip status={agreement.status} />
        <DeletedByClientChip kind="agreement" deletedAt={agreement.deletedByClientAt} />
      </>
    ),
  };
  return { agreement, screen };
}
