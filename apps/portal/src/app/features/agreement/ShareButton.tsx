import Button from '@mui/material/Button';
import Share from '@mui/icons-material/Share';
import {
  DEFAULT_FIRM,
  formatAgreementDate,
  formatCents,
  type AgreementSummary,
} from '@consult/domain';

type Shared = Pick<
  AgreementSummary,
  'id' | 'reference' | 'version' | 'companyName' | 'signedDate' | 'totals' | 'signature'
> &
  Partial<Pick<AgreementSummary, 'proposedAt'>>;

/** What is shared: the agreement's reference, parties, date and total, and its portal address. */
export function shareContent(agreement: Shared, origin: string) {
  const title = `Consulting Services Agreement ${agreement.reference}`;
  const total = agreement.totals
    ? ` Grand total: ${formatCents(agreement.totals.grandTotalCents)}.`
    : '';
  // An unsigned version (a firm proposal) is never said to be signed.
  const when = agreement.signature
    ? `signed ${formatAgreementDate(agreement.signedDate)}`
    : agreement.proposedAt
      ? `proposed ${formatAgreementDate(agreement.proposedAt)}, not signed`
      : 'not signed';
  const text = `${title} (version ${agreement.version}) between ${DEFAULT_FIRM.name} and ${agreement.companyName}, ${when}.${total}`;
  const url = `${origin}/consulting-agreement/${agreement.id}`;
  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(
    `${text}\n\nOpen it in the client portal (sign-in required):\n${url}`,
  )}`;
  return { title, text, url, mailto };
}

/**
 * Share (req DOCS-2): the device's share sheet where there is one, else an e-mail with the
 * agreement's details and its address in the portal.
 */
export function ShareButton({ agreement }: { agreement: Shared }) {
  const content = shareContent(agreement, window.location.origin);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  if (!canShare) {
    return (
      <Button variant="outlined" startIcon={<Share />} href={content.mailto}>
        Share
      </Button>
    );
  }
  const share = async () => {
    try {
      await navigator.share({ title: content.title, text: content.text, url: content.url });
    } catch {
      // Dismissed by the user, or refused by the device: nothing was shared, nothing to say.
    }
  };
  return (
    <Button variant="outlined" startIcon={<Share />} onClick={() => void share()}>
      Share
    </Button>
  );
}
