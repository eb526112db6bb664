import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { EmailAddress } from '@consult/ui';

interface ConfirmPromoteDialogProps {
  /** The account to promote, as the admin typed it (trimmed). */
  email: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before another account is made an admin (issue 18): the dialog names the account and what
 * the role gives. Cancel, Escape or a click outside leave everything as it was.
 */
export function ConfirmPromoteDialog({ email, onCancel, onConfirm }: ConfirmPromoteDialogProps) {
  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby="confirm-promote-title"
      aria-describedby="confirm-promote-description"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="confirm-promote-title" sx={{ overflowWrap: 'anywhere' }}>
        Make <EmailAddress email={email} /> an admin?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-promote-description">
          The account <EmailAddress email={email} /> will see every client and their documents, and
          can promote others. Its owner logs out and back in to open the console.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          Promote to Admin
        </Button>
      </DialogActions>
    </Dialog>
  );
}
