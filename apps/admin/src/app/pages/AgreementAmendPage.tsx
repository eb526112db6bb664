import Alert from '@mui/material/Alert';
import { AMENDMENT_MESSAGES, type Agreement } from '@consult/domain';
import { AmendAgreementForm } from '../features/amend/AmendAgreementForm';
import { DocumentScreen } from '../features/documents/DocumentScreen';
import { LinkedNote } from '../features/documents/LinkedNote';
import { ADMIN_ROUTES } from '../features/documents/document-links';
import { useRouteAgreement } from '../features/documents/route-agreement';
import { AdminPage } from '../features/layout/AdminPage';

/** The version number the API gives the next proposal: one past every version so far. */
const nextVersion = (agreement: Agreement) =>
  Math.max(agreement.version, ...(agreement.history ?? []).map((entry) => entry.version)) + 1;

/** Why this version cannot be amended, with the way on; null when it can. */
function NotAmendable({ agreement }: { agreement: Agreement }) {
  if (agreement.status === 'superseded') {
    return (
      <LinkedNote
        to={agreement.supersededById ? ADMIN_ROUTES.amendAgreement(agreement.supersededById) : null}
        label="Amend the newest version"
      >
        A newer version replaces this one: only the newest version can be amended.
      </LinkedNote>
    );
  }
  if (agreement.status !== 'active') {
    return (
      <LinkedNote to={ADMIN_ROUTES.agreement(agreement.id)} label="View this version">
        {AMENDMENT_MESSAGES.notInForce}.
      </LinkedNote>
    );
  }
  const proposal = agreement.pendingAmendment;
  if (proposal) {
    return (
      <LinkedNote
        severity="warning"
        to={ADMIN_ROUTES.agreement(proposal.id)}
        label="View the proposal"
      >
        {AMENDMENT_MESSAGES.proposalExists}.
      </LinkedNote>
    );
  }
  return null;
}

/**
 * /consulting-agreement/{id}/edit: the firm proposes an amendment of a client's agreement
 * (req RULES-2; docs/contracts-and-money.md). Only the version in force can be amended, and only
 * while no other proposal awaits the client; saving sends a proposal, and the version in force
 * stays in force until the client signs it.
 */
export function AgreementAmendPage() {
  const { agreement, screen } = useRouteAgreement('Amend Consulting Agreement');
  const amendable =
    agreement?.status === 'active' && !agreement.pendingAmendment ? agreement : null;
  return (
    <AdminPage title="Amend Consulting Agreement" maxWidth="md">
      <DocumentScreen
        {...screen}
        notes={
          agreement &&
          (amendable ? (
            <Alert severity="info">
              Saving sends version {nextVersion(amendable)} to the client as a proposal to sign.
              Version {amendable.version} stays in force until the client signs it.
            </Alert>
          ) : (
            <NotAmendable agreement={agreement} />
          ))
        }
        bare
      >
        {amendable && <AmendAgreementForm agreement={amendable} />}
      </DocumentScreen>
    </AdminPage>
  );
}
