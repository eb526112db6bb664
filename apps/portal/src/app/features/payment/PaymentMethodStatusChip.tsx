import Chip from '@mui/material/Chip';
import type { PaymentMethodSummary } from '@consult/domain';
import { isInForce, paymentMethodStatusText } from './payment-method-status';

/** "In force" (filled), or "Replaced on …" / "Ended on …" (outlined, muted). */
export function PaymentMethodStatusChip({
  method,
}: {
  method: Pick<PaymentMethodSummary, 'status' | 'statusChangedAt'>;
}) {
  const inForce = isInForce(method);
  return (
    <Chip
      size="small"
      label={paymentMethodStatusText(method)}
      color={inForce ? 'success' : 'default'}
      variant={inForce ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600, maxWidth: '100%' }}
    />
  );
}
