import { useParams } from 'react-router';
import { useGetAdminNdaQuery } from '@consult/api-client';
import { DEFAULT_FIRM, formatLongDate } from '@consult/domain';
import { DocumentView } from '@consult/ui/documents';
import { DeletedByClientChip } from '../features/documents/DeletedByClientChip';
import { DocumentActionButtons } from '../features/documents/DocumentActionButtons';
import { DocumentScreen } from '../features/documents/DocumentScreen';
import { SignatureDetails } from '../features/documents/SignatureDetails';
import { AdminPage } from '../features/layout/AdminPage';
import { parseRouteId } from '../features/layout/route-id';

/**
 * /nda/{id}: any client's NDA, read-only, as signed (req RULES-1); one the client deleted from
 * their portal is marked so (the firm keeps it).
 */
export function NdaViewPage() {
  const id = parseRouteId(useParams().id);
  const {
    data: nda,
    error,
    isLoading,
  } = useGetAdminNdaQuery(id ?? 0, {
    skip: id === null,
    refetchOnFocus: false,
  });
  return (
    <AdminPage title="Mutual NDA" maxWidth="md">
      <DocumentScreen
        name="Mutual NDA"
        isLoading={isLoading}
        error={id === null ? { status: 404 } : error}
        failedToast="Failed to fetch NDA"
        ready={Boolean(nda)}
        subtitle={
          nda && `${nda.reference} · ${nda.companyName} · ${formatLongDate(nda.agreementDate)}`
        }
        chips={nda && <DeletedByClientChip kind="nda" deletedAt={nda.deletedByClientAt} />}
        actions={
          nda && (
            <DocumentActionButtons
              name="Mutual NDA"
              client={{ email: nda.ownerEmail, verified: nda.ownerEmailVerified }}
              target={{
                kind: 'nda',
                id: nda.id,
                companyName: nda.companyName,
                date: nda.agreementDate,
              }}
            />
          )
        }
        notes={nda && <SignatureDetails record={nda} />}
      >
        {nda && (
          <DocumentView
            model={nda.document}
            firmName={DEFAULT_FIRM.name}
            reference={nda.reference}
          />
        )}
      </DocumentScreen>
    </AdminPage>
  );
}
