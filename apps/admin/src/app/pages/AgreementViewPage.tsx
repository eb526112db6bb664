import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Edit from '@mui/icons-material/Edit';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_FIRM, type Agreement, type AgreementStatus } from '@consult/domain';
import { DocumentView } from '@consult/ui/documents';
import { WithdrawProposalButton } from '../features/amend/WithdrawProposalButton';
import { DocumentActionButtons } from '../features/documents/DocumentActionButtons';
import { DocumentScreen } from '../features/documents/DocumentScreen';
import { LinkedNote } from '../features/documents/LinkedNote';
import { SignatureDetails } from '../features/documents/SignatureDetails';
import { VersionHistory } from '../features/documents/VersionHistory';
import { ADMIN_ROUTES } from '../features/documents/document-links';
import { formatMomentDate } from '../features/documents/document-format';
import { useRouteAgreement } from '../features/documents/route-agreement';
import { AdminPage } from '../features/layout/AdminPage';

/** The statuses of a version the client never signed: the firm's proposals. */
const UNSIGNED = new Set<AgreementStatus>(['pending', 'declined', 'withdrawn']);

const dateOf = (moment: string | null | undefined) =>
  moment ? formatMomentDate('agreement', moment) : null;

/** The version in force of the agreement, from its history. */
const inForceOf = (agreement: Agreement) =>
  (agreement.history ?? []).find((entry) => entry.status === 'active');

/** What the status of this version means for the firm, in one note. */
function StatusNote({ agreement }: { agreement: Agreement }) {
  const inForce = inForceOf(agreement);
  const stays = inForce
    ? `Version ${inForce.version} stays in force until then.`
    : 'The version signed before stays in force until then.';
  const proposedOn = dateOf(agreement.proposedAt ?? agreement.createdAt);
  switch (agreement.status) {
    case 'pending':
      return (
        <Alert severity="warning">
          Proposed on {proposedOn} by the firm — awaiting the client’s signature. {stays}
        </Alert>
      );
    case 'declined':
      return (
        <Alert severity="info">
          Proposed on {proposedOn}; declined by the client
          {agreement.resolvedAt ? ` on ${dateOf(agreement.resolvedAt)}` : ''}. It never came into
          force.
          {agreement.declineNote ? ` Their note: “${agreement.declineNote}”` : ''}
        </Alert>
      );
    case 'withdrawn':
      return (
        <Alert severity="info">
          Proposed on {proposedOn}; withdrawn by the firm
          {agreement.resolvedAt ? ` on ${dateOf(agreement.resolvedAt)}` : ''}. It never came into
          force.
        </Alert>
      );
    case 'superseded':
      return (
        <LinkedNote
          to={agreement.supersededById ? ADMIN_ROUTES.agreement(agreement.supersededById) : null}
          label="View the newer version"
        >
          A newer version replaces this one. It stays on record as it was.
        </LinkedNote>
      );
    default: {
      const proposal = agreement.pendingAmendment;
      if (!proposal) return null;
      return (
        <LinkedNote
          severity="warning"
          to={ADMIN_ROUTES.agreement(proposal.id)}
          label="View the proposal"
        >
          Version {proposal.version}, proposed on {dateOf(proposal.proposedAt)}, awaits the client’s
          signature; this version stays in force until then. Withdraw the proposal before amending
          again.
        </LinkedNote>
      );
    }
  }
}

/**
 * /consulting-agreement/{id}: any version of any client's agreement, read-only (req RULES-1;
 * docs/contracts-and-money.md): its status, its signature record (or that the client has not
 * signed it), and the version history. Edit (the firm's amendment) is offered on the version in
 * force while no proposal waits; a proposal can be withdrawn from here.
 */
export function AgreementViewPage() {
  const { agreement, screen } = useRouteAgreement('Consulting Agreement');
  const canAmend = agreement?.status === 'active' && !agreement.pendingAmendment;
  const pending = agreement?.status === 'pending';
  return (
    <AdminPage title="Consulting Agreement" maxWidth="md">
      <DocumentScreen
        {...screen}
        actions={
          agreement && (
            <DocumentActionButtons
              name="Consulting Agreement"
              target={{ kind: 'agreement', id: agreement.id }}
              client={{ email: agreement.ownerEmail, verified: agreement.ownerEmailVerified }}
              unsigned={UNSIGNED.has(agreement.status)}
              before={
                canAmend ? (
                  <Button
                    component={RouterLink}
                    to={ADMIN_ROUTES.amendAgreement(agreement.id)}
                    variant="contained"
                    color="secondary"
                    startIcon={<Edit />}
                  >
                    Edit
                  </Button>
                ) : (
                  pending && (
                    <WithdrawProposalButton
                      proposalId={agreement.id}
                      proposalVersion={agreement.version}
                      reference={agreement.reference}
                      inForceVersion={inForceOf(agreement)?.version}
                    />
                  )
                )
              }
            />
          )
        }
        notes={
          agreement && (
            <>
              <StatusNote agreement={agreement} />
              <SignatureDetails record={agreement} />
              <VersionHistory
                history={agreement.history}
                reference={agreement.reference}
                currentId={agreement.id}
                framed
              />
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
