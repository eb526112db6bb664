import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { errorMessage, isSessionExpired, useDeclineAmendmentMutation } from '@consult/api-client';
import {
  AMENDMENT_LIMITS,
  AMENDMENT_MESSAGES,
  AMENDMENT_TEXT,
  type DeclineAmendmentRequest,
} from '@consult/domain';
import { ConfirmDialog, useToast } from '@consult/ui';
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
      <ConfirmDialog
        open={open}
        title={AMENDMENT_SCREENS.declineTitle}
        description={declineDialogText(amendment.version)}
        confirmLabel={AMENDMENT_SCREENS.confirmDecline}
        busyLabel={AMENDMENT_SCREENS.declining}
        busy={isLoading}
        confirmDisabled={tooLong}
        maxWidth="sm"
        onCancel={close}
        onConfirm={() => void decline()}
      >
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
      </ConfirmDialog>
    </>
  );
}
