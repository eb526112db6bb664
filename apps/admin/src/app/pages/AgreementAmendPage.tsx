import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { AmendAgreementForm } from '../features/amend/AmendAgreementForm';
import { DocumentScreen } from '../features/documents/DocumentScreen';
import { ADMIN_ROUTES } from '../features/documents/document-links';
import { useRouteAgreement } from '../features/documents/route-agreement';
import { AdminPage } from '../features/layout/AdminPage';

/**
 * /consulting-agreement/{id}/edit: the firm amends a client's agreement (DECISIONS §2). Only the
 * newest version can be amended; a superseded one points to its successor.
 */
export function AgreementAmendPage() {
  const { agreement, screen } = useRouteAgreement('Amend Consulting Agreement');
  const superseded = agreement?.status === 'superseded';
  return (
    <AdminPage title="Amend Consulting Agreement" maxWidth="md">
      <DocumentScreen
        {...screen}
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
