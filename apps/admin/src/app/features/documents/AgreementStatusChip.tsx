import Chip from '@mui/material/Chip';
import { AGREEMENT_STATUS_LABELS, type AgreementStatus } from '@consult/domain';

const COLOURS: Partial<Record<AgreementStatus, 'success' | 'warning'>> = {
  active: 'success',
  pending: 'warning',
};

const isKnown = (status: string): status is AgreementStatus =>
  Object.prototype.hasOwnProperty.call(AGREEMENT_STATUS_LABELS, status);

/**
 * An agreement version's status as both apps name it (docs/contracts-and-money.md): 'In force' and
 * 'Proposed' filled in their colours; 'Declined', 'Withdrawn' and 'Superseded' outlined, as
 * history. A status the console does not know shows as it came, outlined in red.
 */
export function AgreementStatusChip({ status }: { status: string }) {
  if (!isKnown(status)) {
    return (
      <Chip
        size="small"
        label={status.charAt(0).toUpperCase() + status.slice(1)}
        color="error"
        variant="outlined"
      />
    );
  }
  const colour = COLOURS[status];
  return (
    <Chip
      size="small"
      label={AGREEMENT_STATUS_LABELS[status]}
      color={colour ?? 'default'}
      variant={colour ? 'filled' : 'outlined'}
    />
  );
}
