import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
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
import { DetailGrid } from '@consult/ui/documents';

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
  const headingId = `agreement-${agreement.id}-heading`;
  const referenceId = `agreement-${agreement.id}-reference`;
  const view = `/consulting-agreement/${agreement.id}`;
  const grandTotal = agreement.totals?.grandTotalCents;
  const name = `agreement ${agreement.reference}`;
  const proposal = agreement.pendingAmendment ?? null;
  const noticeId = `agreement-${agreement.id}-proposal`;
  return (
    <Paper
      component="article"
      aria-labelledby={`${headingId} ${referenceId}`}
      elevation={0}
      sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography id={referenceId} variant="overline" color="secondary.dark" component="p">
          {agreement.reference} · Version {agreement.version}
        </Typography>
        <AgreementStatusChip status={agreement.status} />
      </Box>
      <Typography
        id={headingId}
        component="h2"
        variant="h5"
        sx={{ overflowWrap: 'anywhere', mb: 1.5 }}
      >
        {agreement.companyName}
      </Typography>
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
      <Box
        sx={{
          display: { xs: 'grid', sm: 'flex' },
          gridTemplateColumns: '1fr 1fr',
          flexWrap: 'wrap',
          gap: 1,
          mt: 2.5,
          '& .MuiButton-root': { whiteSpace: 'nowrap' },
        }}
      >
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
      </Box>
    </Paper>
  );
}
