import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RateReview from '@mui/icons-material/RateReview';
import { Link as RouterLink } from 'react-router';
import { AMENDMENT_TEXT, type PendingAmendmentSummary } from '@consult/domain';
import { AGREEMENT_BUTTONS, inForceUntilSignedText, proposalText } from './agreement-messages';

interface PendingAmendmentNoticeProps {
  proposal: PendingAmendmentSummary;
  /** The version in force, which the proposal would replace once signed. */
  inForceVersion: number;
  /** Names the agreement where several are listed (the profile): "CA-000004, Lindqvist Logistics". */
  agreementName?: string;
  id?: string;
  /** More to say, after what the proposal is (the agreement page: why Edit waits). */
  children?: ReactNode;
}

/**
 * "Awaiting your signature" (docs/contracts-and-money.md): the firm's proposal waiting on a version
 * in force, with its version and total, and the way to review it. Shown on the agreement list and
 * the profile.
 */
export function PendingAmendmentNotice({
  proposal,
  inForceVersion,
  agreementName,
  id,
  children,
}: PendingAmendmentNoticeProps) {
  return (
    <Alert
      id={id}
      severity="warning"
      role="status"
      sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
    >
      <AlertTitle>
        {AMENDMENT_TEXT.awaitingSignature}
        {agreementName ? `: ${agreementName}` : ''}
      </AlertTitle>
      {proposalText(proposal)} {inForceUntilSignedText(inForceVersion)}
      {children}
      <Box sx={{ mt: 1.5 }}>
        <Button
          component={RouterLink}
          to={`/consulting-agreement/${proposal.id}`}
          variant="contained"
          color="warning"
          startIcon={<RateReview />}
          aria-label={`${AGREEMENT_BUTTONS.reviewAmendment}: version ${proposal.version}${agreementName ? ` of ${agreementName}` : ''}`}
        >
          {AGREEMENT_BUTTONS.reviewAmendment}
        </Button>
      </Box>
    </Alert>
  );
}
