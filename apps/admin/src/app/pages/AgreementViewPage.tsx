import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Edit from '@mui/icons-material/Edit';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_FIRM, formatAgreementDate } from '@consult/domain';
import { DocumentView } from '@consult/ui/documents';
import { DocumentActionButtons } from '../features/documents/DocumentActionButtons';
import { DocumentScreen } from '../features/documents/DocumentScreen';
import { SignatureDetails } from '../features/documents/SignatureDetails';
import { ADMIN_ROUTES } from '../features/documents/document-links';
import { useRouteAgreement } from '../features/documents/route-agreement';
import { AdminPage } from '../features/layout/AdminPage';

/**
 * /consulting-agreement/{id}: any version of any client's agreement, read-only (DECISIONS §1),
 * with Edit (the firm's amendment) for the newest version.
 */
export function AgreementViewPage() {
  const { agreement, screen } = useRouteAgreement('Consulting Agreement');
  const superseded = agreement?.status === 'superseded';
  const amendedPending = agreement?.amendedByFirm && agreement.status === 'pending';
  return (
    <AdminPage title="Consulting Agreement" maxWidth="md">
      <DocumentScreen
        {...screen}
        actions={
          agreement && (
            <DocumentActionButtons
              name="Consulting Agreement"
              target={{ kind: 'agreement', id: agreement.id }}
              before={
                !superseded && (
                  <Button
                    component={RouterLink}
                    to={ADMIN_ROUTES.amendAgreement(agreement.id)}
                    variant="contained"
                    color="secondary"
                    startIcon={<Edit />}
                  >
                    Edit
                  </Button>
                )
              }
            />
          )
        }
        notes={
          agreement && (
            <>
              {superseded && (
                <Alert
                  severity="info"
                  action={
                    agreement.supersededById && (
                      <Button
                        component={RouterLink}
                        to={ADMIN_ROUTES.agreement(agreement.supersededById)}
                        color="inherit"
                      >
                        View the newer version
                      </Button>
                    )
                  }
                >
                  A newer version replaces this one. It stays on record as it was.
                </Alert>
              )}
              {agreement.amendedByFirm ? (
                <Alert severity={amendedPending ? 'warning' : 'info'}>
                  {amendedPending
                    ? `Amended by the firm on ${formatAgreementDate(agreement.signedDate)} — awaiting the client’s signature`
                    : `Amended by the firm on ${formatAgreementDate(agreement.signedDate)}; the client signed these terms as a newer version`}
                </Alert>
              ) : (
                <SignatureDetails record={agreement} />
              )}
            </>
          )
        }
      >
        {agreement && (
          <DocumentView
            model={agreement.document}
            firmName={DEFAULT_FIRM.name}
            reference={agreement.reference}
          />
        )}
      </DocumentScreen>
    </AdminPage>
  );
}
