import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { errorMessage, isSessionExpired, useDeclineAmendmentMutation } from '@consult/api-client';
import {
  AMENDMENT_LIMITS,
  AMENDMENT_MESSAGES,
  AMENDMENT_TEXT,
  type DeclineAmendmentRequest,
} from '@consult/domain';
import { useToast } from '@consult/ui';
import { submitButtonSx } from '@consult/ui/forms';
import {
  AGREEMENT_BUTTONS,
  AGREEMENT_TOASTS,
  AMENDMENT_SCREENS,
  declineDialogText,
  declineNoteCounter,
} from './agreement-messages';

/**
 * Decline (docs/contracts-and-money.md): the client turns down the firm's proposal, with an
 * optional note for the firm. The proposal becomes `declined`; the version signed before stays in
 * force, and the page shows the proposal as declined once the agreement is fetched again.
 */
export function DeclineAmendmentButton({
  amendment,
  disabled = false,
}: {
  amendment: { id: number; version: number };
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [declineAmendment, { isLoading }] = useDeclineAmendmentMutation();
  const { toast } = useToast();
  const tooLong = note.length > AMENDMENT_LIMITS.declineNoteMax;

  const close = () => {
    setOpen(false);
    setNote('');
  };

  const decline = async () => {
    if (tooLong) return;
    const trimmed = note.trim();
    const body: DeclineAmendmentRequest = trimmed ? { note: trimmed } : {};
    try {
      await declineAmendment({ id: amendment.id, body }).unwrap();
      close();
      toast({ title: AMENDMENT_TEXT.declined });
    } catch (error) {
      if (isSessionExpired(error)) return;
      toast({
        title: AGREEMENT_TOASTS.errorTitle,
        description: errorMessage(error, AMENDMENT_TEXT.declineFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="large"
        sx={submitButtonSx}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {AGREEMENT_BUTTONS.declineAmendment}
      </Button>
      <Dialog
        open={open}
        onClose={isLoading ? undefined : close}
        aria-labelledby="decline-amendment-title"
        aria-describedby="decline-amendment-text"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="decline-amendment-title">{AMENDMENT_SCREENS.declineTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="decline-amendment-text" sx={{ mb: 2 }}>
            {declineDialogText(amendment.version)}
          </DialogContentText>
          <TextField
            label={AMENDMENT_SCREENS.declineNoteLabel}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={4}
            fullWidth
            error={tooLong}
            helperText={
              tooLong
                ? `${AMENDMENT_MESSAGES.declineNoteTooLong} (${declineNoteCounter(note.length)})`
                : declineNoteCounter(note.length)
            }
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => void decline()}
            disabled={isLoading || tooLong}
          >
            {isLoading ? AMENDMENT_SCREENS.declining : AMENDMENT_SCREENS.confirmDecline}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
