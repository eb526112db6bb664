import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DELETE_PAYMENT_METHOD_DIALOG } from './payment-messages';

interface DeletePaymentMethodDialogProps {
  /** The method's label ("Credit Card •••• 4242"), or null when the dialog is closed. */
  label: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before deleting a payment method (req DOCS-2). */
export function DeletePaymentMethodDialog({
  label,
  busy,
  onCancel,
  onConfirm,
}: DeletePaymentMethodDialogProps) {
  return (
    <Dialog
      open={label !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="delete-payment-method-title"
      aria-describedby="delete-payment-method-text"
    >
      <DialogTitle id="delete-payment-method-title">
        {DELETE_PAYMENT_METHOD_DIALOG.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-payment-method-text">
          {label && <strong>{label}. </strong>}
          {DELETE_PAYMENT_METHOD_DIALOG.text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
