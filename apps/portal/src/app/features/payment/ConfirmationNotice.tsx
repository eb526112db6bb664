import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { PaymentMethodSummary } from '@consult/domain';
import { paymentAmountLabel } from '../profile/payment-method-label';
import { PAYMENT_BUTTONS, PAYMENT_STATUS_NOTICES } from './payment-messages';
import { editPath, needsConfirmation } from './payment-method-status';

type ConfirmableMethod = Pick<
  PaymentMethodSummary,
  'id' | 'status' | 'needsConfirmation' | 'agreementVersion' | 'amount'
>;

/**
 * "The agreement changed: please confirm this payment method for version N ($…)", with Confirm:
 * a method carried over to a newer version of its agreement, its amount recomputed, is confirmed
 * by saving it again in its edit form. Nothing for any other method.
 */
export function ConfirmationNotice({
  method,
  onConfirm,
}: {
  method: ConfirmableMethod;
  /** Opens the edit form in place; by default Confirm links to it. */
  onConfirm?: () => void;
}) {
  if (!needsConfirmation(method)) return null;
  const text = PAYMENT_STATUS_NOTICES.needsConfirmation(
    method.agreementVersion,
    paymentAmountLabel(method),
  );
  const action = onConfirm ? (
    <Button color="inherit" variant="outlined" size="small" onClick={onConfirm}>
      {PAYMENT_BUTTONS.confirm}
    </Button>
  ) : (
    <Button
      component={RouterLink}
      to={editPath(method.id)}
      color="inherit"
      variant="outlined"
      size="small"
    >
      {PAYMENT_BUTTONS.confirm}
    </Button>
  );
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
      <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{text}</Box>
      <Box sx={{ mt: 1 }}>{action}</Box>
    </Alert>
  );
}
