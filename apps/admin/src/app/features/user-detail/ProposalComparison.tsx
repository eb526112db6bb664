import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HourglassTop from '@mui/icons-material/HourglassTop';
import {
  formatAgreementDate,
  formatCents,
  type AdminAgreementProposal,
  type AdminAgreementRecord,
} from '@consult/domain';
import { WithdrawProposalButton } from '../amend/WithdrawProposalButton';
import { AgreementStatusChip } from '../documents/AgreementStatusChip';
import { formatMomentDate } from '../documents/document-format';
import { ServiceBreakdown } from './ServiceBreakdown';

function VersionPanel({
  label,
  heading,
  chip,
  children,
}: {
  label: string;
  heading: string;
  chip: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-label={label}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        {chip}
      </Box>
      {children}
    </Paper>
  );
}

const difference = (from: number, to: number) => {
  const change = to - from;
  if (change === 0) return 'the same grand total';
  return `${change > 0 ? '+' : '−'}${formatCents(Math.abs(change))} on the grand total`;
};

/**
 * The version in force and the firm's proposal beside it (docs/contracts-and-money.md): side by
 * side on wider screens, stacked on a phone. Until the client signs the proposal, the version in
 * force binds; the proposal can be withdrawn.
 */
export function ProposalComparison({
  agreement,
  proposal,
}: {
  agreement: AdminAgreementRecord;
  proposal: AdminAgreementProposal;
}) {
  const inForceTotal = agreement.totals.grandTotalCents;
  const proposedTotal = proposal.totals.grandTotalCents;
  return (
    <Box
      sx={{
        mt: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <VersionPanel
        label={`In force: version ${agreement.version}`}
        heading={`Version ${agreement.version}`}
        chip={<AgreementStatusChip status={agreement.status} />}
      >
        <Typography variant="body2" color="text.secondary">
          {agreement.clientSignedAt
            ? `Signed on ${formatMomentDate('agreement', agreement.clientSignedAt)}`
            : `Signed on ${formatAgreementDate(agreement.signedDate)}`}
          {' · binds until the client signs the proposal'}
        </Typography>
        <ServiceBreakdown
          label={`Services of version ${agreement.version} (in force)`}
          services={agreement.services}
          fallbackTotalCents={inForceTotal}
        />
      </VersionPanel>
      <VersionPanel
        label={`Proposed: version ${proposal.version}`}
        heading={`Version ${proposal.version}`}
        chip={<AgreementStatusChip status="pending" />}
      >
        <Typography variant="body2" color="text.secondary">
          Proposed on {formatMomentDate('agreement', proposal.proposedAt)} ·{' '}
          {difference(inForceTotal, proposedTotal)}
        </Typography>
        <ServiceBreakdown
          label={`Services of version ${proposal.version} (proposed)`}
          services={proposal.services}
          fallbackTotalCents={proposedTotal}
        />
        <Typography
          sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
          color="warning.dark"
        >
          <HourglassTop fontSize="small" aria-hidden />
          Awaiting the client’s signature
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1.5 }}>
          <WithdrawProposalButton
            proposalId={proposal.id}
            proposalVersion={proposal.version}
            reference={agreement.reference}
            inForceVersion={agreement.version}
          />
        </Box>
      </VersionPanel>
    </Box>
  );
}
