import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import Print from '@mui/icons-material/Print';
import Share from '@mui/icons-material/Share';
import { Link as RouterLink } from 'react-router';
import { formatAgreementDate, formatCents, type AgreementSummary } from '@consult/domain';
import { AgreementServices } from './AgreementServices';
import { AgreementStatusChip } from './AgreementStatusChip';
import { PendingAmendmentNotice } from './PendingAmendmentNotice';
import { DetailGrid, DocumentCard } from '@consult/ui/documents';

interface AgreementCardProps {
  agreement: AgreementSummary;
  onDelete: (agreement: AgreementSummary) => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One agreement in the list (req DOCS-2): its version in force with company, status, signed date,
 * signer, services with their sub-services and subtotals, the grand total, and its actions. Print,
 * Download and Share open the agreement, where its toolbar does them. A proposal from the firm
 * waiting on it shows as "Awaiting your signature", and Edit waits until it is signed or declined.
 */
export function AgreementCard({ agreement, onDelete }: AgreementCardProps) {
  const view = `/consulting-agreement/${agreement.id}`;
  const grandTotal = agreement.totals?.grandTotalCents;
  const name = `agreement ${agreement.reference}`;
  const proposal = agreement.pendingAmendment ?? null;
  const noticeId = `agreement-${agreement.id}-proposal`;
  const actions = (
    <>
      {agreement.status === 'active' && proposal && (
        <Button
          variant="contained"
          startIcon={<Edit />}
          disabled
          aria-label={`Edit ${name}`}
          aria-describedby={noticeId}
        >
          Edit
        </Button>
      )}
      {agreement.status === 'active' && !proposal && (
        <Button
          component={RouterLink}
          to={`${view}?mode=edit`}
          variant="contained"
          startIcon={<Edit />}
          aria-label={`Edit ${name}`}
        >
          Edit
        </Button>
      )}
      <Button
        component={RouterLink}
        to={view}
        variant="outlined"
        startIcon={<Print />}
        aria-label={`Print ${name}`}
      >
        Print
      </Button>
      <Button
        component={RouterLink}
        to={view}
        variant="outlined"
        startIcon={<Download />}
        aria-label={`Download ${name}`}
      >
        Download
      </Button>
      <Button
        component={RouterLink}
        to={view}
        variant="outlined"
        startIcon={<Share />}
        aria-label={`Share ${name}`}
      >
        Share
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<Delete />}
        onClick={() => onDelete(agreement)}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
    </>
  );
  return (
    <DocumentCard
      id={`agreement-${agreement.id}`}
      overline={`${agreement.reference} · Version ${agreement.version}`}
      title={agreement.companyName}
      chips={<AgreementStatusChip status={agreement.status} />}
      titleVariant="h5"
      actions={actions}
    >
      {proposal && (
        <Box sx={{ mb: 2 }}>
          <PendingAmendmentNotice
            id={noticeId}
            proposal={proposal}
            inForceVersion={agreement.version}
          />
        </Box>
      )}
      <DetailGrid columns={{ xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }} marginBottom={2}>
        {agreement.signature ? (
          <Detail label="Signed">{formatAgreementDate(agreement.signedDate)}</Detail>
        ) : (
          <Detail label="Proposed">
            {agreement.proposedAt ? formatAgreementDate(agreement.proposedAt) : '—'}
          </Detail>
        )}
        <Detail label="Signer">
          {agreement.signerName}, {agreement.signerTitle}
        </Detail>
        <Detail label="Grand total">
          <Box component="span" sx={{ fontWeight: 700, fontSize: 18 }}>
            {typeof grandTotal === 'number' ? formatCents(grandTotal) : '—'}
          </Box>
        </Detail>
      </DetailGrid>
      <Typography
        component="h3"
        variant="body2"
        color="text.secondary"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        Services
      </Typography>
      <AgreementServices services={agreement.services} />
    </DocumentCard>
  );
}
