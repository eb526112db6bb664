import Chip from '@mui/material/Chip';
import { AGREEMENT_STATUS_LABELS, type AgreementStatus } from '@consult/domain';

const COLORS: Partial<Record<AgreementStatus, 'success' | 'warning'>> = {
  active: 'success',
  pending: 'warning',
};

const isKnown = (status: string): status is AgreementStatus => status in AGREEMENT_STATUS_LABELS;

/**
 * A version's status as both apps name it (docs/contracts-and-money.md): 'In force' and 'Proposed'
 * filled in their colours; 'Declined', 'Withdrawn' and 'Superseded' outlined, as history. A status
 * the portal does not know shows as it came, in red.
 */
export function AgreementStatusChip({ status }: { status: string }) {
  if (!isKnown(status)) {
    return <Chip size="small" label={status} color="error" variant="outlined" />;
  }
  const color = COLORS[status];
  return (
    <Chip
      size="small"
      label={AGREEMENT_STATUS_LABELS[status]}
      color={color ?? 'default'}
      variant={color ? 'filled' : 'outlined'}
    />
  );
}
