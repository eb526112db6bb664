import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DELETE_AGREEMENT_DIALOG } from './agreement-messages';

interface DeleteAgreementDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The confirmation before deleting an agreement (req DOCS-2), saying what else it does: its
 * payment method in force ends, and the firm keeps the signed record (docs/contracts-and-money.md).
 */
export function DeleteAgreementDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: DeleteAgreementDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="delete-agreement-title"
      aria-describedby="delete-agreement-text delete-agreement-consequences"
    >
      <DialogTitle id="delete-agreement-title">{DELETE_AGREEMENT_DIALOG.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-agreement-text">
          {DELETE_AGREEMENT_DIALOG.text}
        </DialogContentText>
        <DialogContentText id="delete-agreement-consequences" sx={{ mt: 1.5 }}>
          {DELETE_AGREEMENT_DIALOG.consequences}
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
