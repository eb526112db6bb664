import Chip from '@mui/material/Chip';
import { PAYMENT_METHOD_STATUS_LABELS, type PaymentMethodStatus } from '@consult/domain';
import { formatMomentDate } from './document-format';

/** "In force", or "Replaced on March 9, 2025" / "Ended on …" for a method kept as history. */
export function paymentStatusText(
  status: PaymentMethodStatus,
  statusChangedAt: string | null | undefined,
): string {
  const label = PAYMENT_METHOD_STATUS_LABELS[status] ?? status;
  if (status === 'active' || !statusChangedAt) return label;
  return `${label} on ${formatMomentDate('payment', statusChangedAt)}`;
}

/**
 * A payment method's status (docs/contracts-and-money.md): the one in force for its agreement
 * filled, a replaced or ended one outlined, with its date, as history.
 */
export function PaymentStatusChip({
  status,
  statusChangedAt,
}: {
  status: PaymentMethodStatus;
  statusChangedAt: string | null | undefined;
}) {
  return (
    <Chip
      size="small"
      label={paymentStatusText(status, statusChangedAt)}
      color={status === 'active' ? 'success' : 'default'}
      variant={status === 'active' ? 'filled' : 'outlined'}
    />
  );
}

/** Carried over to a new version of its agreement: the client has yet to confirm it. */
export const AWAITING_CONFIRMATION = 'Awaiting the client’s confirmation';

export function AwaitingConfirmationChip({ show }: { show: boolean | undefined }) {
  if (!show) return null;
  return <Chip size="small" color="warning" variant="outlined" label={AWAITING_CONFIRMATION} />;
}
