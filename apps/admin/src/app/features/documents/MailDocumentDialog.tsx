import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Send from '@mui/icons-material/Send';
import {
  ADMIN_MESSAGES,
  EMAIL_VERIFICATION_MESSAGES,
  MESSAGES,
  isEmailAddress,
} from '@consult/domain';

/** A client's account address, and whether they have verified it (issue 17). */
export interface ClientAddress {
  email: string;
  verified: boolean;
}

interface MailDocumentDialogProps {
  /** "E-mail Mutual NDA" */
  title: string;
  /**
   * The client's own address: where the document goes unless the admin changes it, when the client
   * has verified it. Unverified, the field starts empty and the admin must type another address:
   * the API sends nothing to an unverified address.
   */
  client: ClientAddress;
  /**
   * Where this document is meant to go, when it says: an invoice's billing e-mail. The field
   * starts with it (issue 18); the admin may still change it.
   */
  billingEmail?: string | null;
  /**
   * A proposed amendment the client has not signed: it goes only to an address the admin types
   * (the field starts empty and the address is always sent; the API never sends one by default),
   * and its e-mail says it awaits the client's signature.
   */
  unsigned?: boolean;
  pending: boolean;
  onClose: () => void;
  /**
   * Sends to `to`, or to the client when it is undefined; answers whether it was sent, or the
   * server's message about the address it refused (shown under the field).
   */
  onSend: (to: string | undefined) => Promise<MailOutcome>;
}

/** How a send went: sent, failed (the action toasts why), or the address refused (issue 18). */
export type MailOutcome = boolean | { recipientError: string };

/**
 * Confirms where a document is e-mailed before the API sends it as a PDF attachment (req
 * RULES-2): to the client's address once they have verified it, or to one other address the admin
 * types. Rendered while open.
 */
export function MailDocumentDialog({
  title,
  client,
  billingEmail,
  unsigned = false,
  pending,
  onClose,
  onSend,
}: MailDocumentDialogProps) {
  const billing = billingEmail?.trim() || null;
  const [to, setTo] = useState(unsigned ? '' : (billing ?? (client.verified ? client.email : '')));
  const [error, setErrorText] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // A message goes under the field, and the field gets the focus back (issue 18).
  const setError = (message: string | null) => {
    setErrorText(message);
    if (message) input.current?.focus();
  };
  const unverified = EMAIL_VERIFICATION_MESSAGES.clientNotVerified(client.email);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = to.trim();
    if (!address) {
      setError(ADMIN_MESSAGES.recipientRequired);
      return;
    }
    // The API's e-mail rule (libs/domain isEmailAddress), which also refuses a list of addresses.
    if (!isEmailAddress(address)) {
      setError(MESSAGES.emailInvalid);
      return;
    }
    const sameAsClient = address.toLowerCase() === client.email.toLowerCase();
    if (sameAsClient && !client.verified) {
      setError(unverified);
      return;
    }
    const outcome = await onSend(sameAsClient && !unsigned ? undefined : address);
    if (outcome === true) onClose();
    else if (outcome) setError(outcome.recipientError);
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby="mail-document-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="mail-document-title">{title}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent>
          {unsigned && (
            <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
              This proposed amendment awaits the client’s signature, and the e-mail says so. Enter
              the address to send it to.
            </Alert>
          )}
          {billing && (
            <DialogContentText sx={{ mb: 2 }}>
              The PDF is sent as an attachment to the invoice’s billing e-mail address. Change the
              address to send it to someone else.
            </DialogContentText>
          )}
          {unsigned ? null : billing && client.verified ? null : client.verified ? (
            <DialogContentText sx={{ mb: 2 }}>
              The PDF is sent as an attachment to the client’s e-mail address. Change the address to
              send it to someone else.
            </DialogContentText>
          ) : (
            <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
              {unverified}
            </Alert>
          )}
          <TextField
            label="Recipient e-mail"
            type="email"
            value={to}
            onChange={(event) => {
              setTo(event.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            autoComplete="email"
            required
            fullWidth
            autoFocus
            inputRef={input}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" startIcon={<Send />} disabled={pending}>
            {pending ? 'Sending…' : 'Send'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
