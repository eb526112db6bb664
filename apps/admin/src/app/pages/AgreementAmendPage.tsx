import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { useGetAdminAgreementQuery } from '@consult/api-client';
import { AmendAgreementForm } from '../features/amend/AmendAgreementForm';
import { AgreementStatusChip } from '../features/documents/AgreementStatusChip';
import { DocumentScreen } from '../features/documents/DocumentScreen';
import { ADMIN_ROUTES } from '../features/documents/document-links';
import { AdminPage } from '../features/layout/AdminPage';
import { parseRouteId } from '../features/layout/route-id';

/**
 * /consulting-agreement/{id}/edit: the firm amends a client's agreement (DECISIONS §2). Only the
 * newest version can be amended; a superseded one points to its successor.
 */
export function AgreementAmendPage() {
  const id = parseRouteId(useParams().id);
  const {
    data: agreement,
    error,
    isLoading,
  } = useGetAdminAgreementQuery(id ?? 0, {
    skip: id === null,
    refetchOnFocus: false,
  });
  const superseded = agreement?.status === 'superseded';
  return (
    <AdminPage title="Amend Consulting Agreement" maxWidth="md">
      <DocumentScreen
        name="Amend Consulting Agreement"
        isLoading={isLoading}
        error={id === null ? { status: 404 } : error}
        failedToast="Failed to fetch agreement"
        ready={Boolean(agreement)}
        subtitle={
          agreement &&
          `${agreement.reference} · Version ${agreement.version} · ${agreement.companyName}`
        }
        chips={agreement && <AgreementStatusChip status={agreement.status} />}
        notes={
          agreement &&
          (superseded ? (
            <Alert
              severity="info"
              action={
                agreement.supersededById && (
                  <Button
                    component={RouterLink}
                    to={ADMIN_ROUTES.amendAgreement(agreement.supersededById)}
                    color="inherit"
                  >
                    Amend the newest version
                  </Button>
                )
              }
            >
              A newer version replaces this one: only the newest version can be amended.
            </Alert>
          ) : (
            <Alert severity="info">
              Saving creates version {agreement.version + 1}, pending until the client reviews and
              re-signs it in the portal. This version stays on record.
            </Alert>
          ))
        }
        bare
      >
        {agreement && !superseded && <AmendAgreementForm agreement={agreement} />}
      </DocumentScreen>
    </AdminPage>
  );
}
