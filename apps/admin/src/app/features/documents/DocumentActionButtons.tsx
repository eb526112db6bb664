import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import Email from '@mui/icons-material/Email';
import LinkIcon from '@mui/icons-material/Link';
import Print from '@mui/icons-material/Print';
import { MailDocumentDialog, type ClientAddress } from './MailDocumentDialog';
import { useDocumentActions, type DocumentTarget } from './useDocumentActions';

interface DocumentActionButtonsProps {
  target: DocumentTarget;
  /** "Mutual NDA", "Consulting Agreement", "Invoice INV-000042". */
  name: string;
  /** The document's owner: where Share and Email Invoice send it by default, once verified. */
  client: ClientAddress;
  /** An invoice's billing e-mail: where Email Invoice sends it unless the admin changes it. */
  billingEmail?: string | null;
  /** A version the client has not signed (a proposal): Share needs an address the admin types. */
  unsigned?: boolean;
  /** Buttons before the standard ones (Edit). */
  before?: ReactNode;
}

/**
 * The toolbar of a document view: Download PDF, Print, Share by e-mail (an invoice: Email
 * Invoice, as the payments tab) and Copy Link.
 */
export function DocumentActionButtons({
  target,
  name,
  client,
  billingEmail,
  unsigned,
  before,
}: DocumentActionButtonsProps) {
  const actions = useDocumentActions();
  const [mailing, setMailing] = useState(false);
  const invoice = target.kind === 'invoice';
  return (
    <>
      {before}
      <Button
        variant="contained"
        startIcon={<Download />}
        disabled={actions.busy}
        onClick={() => void actions.download(target)}
      >
        {invoice ? 'Download Invoice' : 'Download PDF'}
      </Button>
      <Button
        variant="outlined"
        startIcon={<Print />}
        disabled={actions.busy}
        onClick={() => void actions.print(target)}
      >
        Print
      </Button>
      <Button
        variant="outlined"
        startIcon={<Email />}
        disabled={actions.busy}
        onClick={() => setMailing(true)}
      >
        {invoice ? 'Email Invoice' : 'Share'}
      </Button>
      <Button
        variant="outlined"
        startIcon={<LinkIcon />}
        onClick={() => void actions.copyLink(target)}
      >
        Copy Link
      </Button>
      {mailing && (
        <MailDocumentDialog
          title={`E-mail ${name}`}
          client={client}
          billingEmail={invoice ? billingEmail : undefined}
          unsigned={unsigned}
          pending={actions.busy}
          onClose={() => setMailing(false)}
          onSend={(to) =>
            invoice ? actions.emailInvoice(target.id, to) : actions.share(target, to)
          }
        />
      )}
    </>
  );
}
