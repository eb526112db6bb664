import { useId, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What confirming does, one paragraph each; the dialog's accessible description. */
  description: ReactNode | readonly ReactNode[];
  /** Anything to fill in before confirming (a note), below the description. */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the action runs ("Deleting..."). */
  busyLabel?: string;
  /** While the action runs, neither button nor Escape does anything. */
  busy?: boolean;
  /** The confirm button's colour: `error` for what removes or ends something. */
  color?: ButtonProps['color'];
  /** The confirm button is refused, such as while a note is too long. */
  confirmDisabled?: boolean;
  /** Cancel takes the focus when the dialog opens (the dialog itself does otherwise). */
  focusCancel?: boolean;
  /** A fixed width for the dialog; without it, MUI's default, as wide as the text needs. */
  maxWidth?: DialogProps['maxWidth'];
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The one confirmation of the portal and the console: a title, what will happen, Cancel and the
 * action. Cancel, Escape or a click outside leave everything as it was; while the action runs, the
 * dialog stays and both buttons wait.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  busyLabel = confirmLabel,
  busy = false,
  color = 'error',
  confirmDisabled = false,
  focusCancel = false,
  maxWidth,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const id = useId();
  const paragraphs: readonly ReactNode[] = Array.isArray(description) ? description : [description];
  const paragraphId = (index: number) => `${id}-text-${index}`;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={paragraphs.map((_, index) => paragraphId(index)).join(' ')}
      fullWidth={maxWidth !== undefined}
      maxWidth={maxWidth}
    >
      <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {paragraphs.map((paragraph, index) => (
          <DialogContentText
            key={index}
            id={paragraphId(index)}
            sx={{
              mt: index > 0 ? 1.5 : 0,
              mb: children && index === paragraphs.length - 1 ? 2 : 0,
            }}
          >
            {paragraph}
          </DialogContentText>
        ))}
        {children}
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus={focusCancel}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={color}
          onClick={onConfirm}
          disabled={busy || confirmDisabled}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
