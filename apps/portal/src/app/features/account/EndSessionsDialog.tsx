import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface EndSessionsDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before signing out one session, or all the others. */
export function EndSessionsDialog({
  open,
  title,
  text,
  confirmLabel,
  busy,
  onCancel,
  onConfirm,
}: EndSessionsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="end-sessions-title"
      aria-describedby="end-sessions-text"
    >
      <DialogTitle id="end-sessions-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="end-sessions-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {busy ? 'Signing out...' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
