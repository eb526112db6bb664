import Chip from '@mui/material/Chip';

const STATUS = {
  active: { label: 'Active', color: 'success' },
  pending: { label: 'Pending', color: 'warning' },
} as const;

/**
 * An agreement's status (spec 001 §4): 'active' and 'pending' have their own colours; any other
 * value (a superseded version, or a status the console does not know) shows red, as inactive.
 */
export function AgreementStatusChip({ status }: { status: string }) {
  const known = status === 'active' || status === 'pending' ? STATUS[status] : null;
  return (
    <Chip
      size="small"
      label={known ? known.label : status.charAt(0).toUpperCase() + status.slice(1)}
      color={known ? known.color : 'error'}
      variant={known ? 'filled' : 'outlined'}
    />
  );
}
