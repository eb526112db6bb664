import Chip from '@mui/material/Chip';
import type { AgreementStatus } from '@consult/domain';
import { STATUS_LABELS } from './agreement-messages';

const COLORS = { active: 'success', pending: 'warning', superseded: 'default' } as const;

/** An agreement's status (spec 001 §4): active once signed, pending after the firm amends it. */
export function AgreementStatusChip({ status }: { status: AgreementStatus | string }) {
  const known = status in STATUS_LABELS ? (status as AgreementStatus) : null;
  return (
    <Chip
      size="small"
      label={known ? STATUS_LABELS[known] : status}
      color={known ? COLORS[known] : 'error'}
      variant={known === 'superseded' ? 'outlined' : 'filled'}
    />
  );
}
