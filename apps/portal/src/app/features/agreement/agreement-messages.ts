import { AMENDMENT_LIMITS, formatAgreementDate, formatCents } from '@consult/domain';

/** The agreement screens' messages (req DOCS-2, DOCS-8). Toasts of failures are titled 'Error'. */
export const AGREEMENT_TOASTS = {
  errorTitle: 'Error',
  saved: 'Agreement saved successfully',
  updated: 'Agreement updated successfully',
  deleted: 'Agreement deleted successfully',
  downloaded: 'Document downloaded successfully',
  openedForPrinting: 'Document opened for printing',
  fetchListFailed: (serverText: string) => `Failed to fetch agreements: ${serverText}`,
  fetchFailed: 'Failed to fetch agreement',
  saveFailed: 'Failed to save agreement',
  deleteFailed: 'Failed to delete agreement',
  downloadFailed: 'Failed to download document',
  printFailed: 'Failed to generate document for printing',
  popupBlocked: 'Popup blocked. Please allow popups and try again.',
} as const;

export const AGREEMENT_SCREENS = {
  listError: 'Error Loading Agreements',
  retry: 'Retry Loading',
  viewError: 'Error Loading Agreement',
  empty: 'No agreements yet',
  createFirst: 'Create Your First Agreement',
  createNew: 'Create New Agreement',
  servicesUnreadable: 'Error displaying services information',
} as const;

export const DELETE_AGREEMENT_DIALOG = {
  title: 'Delete Agreement',
  text: 'Are you sure you want to delete this consulting agreement? This action cannot be undone.',
  /** What else deleting does (docs/contracts-and-money.md, "Signed records stay with the firm"). */
  consequences:
    'Its payment method in force will end, and any amendment awaiting your signature will be declined; the firm keeps a copy of the signed agreement.',
} as const;

export const AGREEMENT_BUTTONS = {
  accept: 'Accept Agreement',
  resign: 'Update & Re-sign Agreement',
  edit: 'Edit Agreement',
  cancelEditing: 'Cancel Editing',
  signAmendment: 'Sign Amendment',
  declineAmendment: 'Decline',
  reviewAmendment: 'Review amendment',
} as const;

/** The day a version was signed or proposed, as its header and cards say it. */
export const signedOnText = (date: string) => `Signed on ${formatAgreementDate(date)}`;
export const proposedOnText = (isoDate: string) => `Proposed on ${formatAgreementDate(isoDate)}`;

/** A firm amendment (docs/contracts-and-money.md): a proposal the client signs as is, or declines. */
export const AMENDMENT_SCREENS = {
  reviewHeading: 'Proposed Amendment',
  formName: 'Proposed amendment',
  /** While the version in force has a proposal waiting: no edit of it. */
  editBlockedTitle: 'Sign or decline the proposed amendment first',
  declineTitle: 'Decline this amendment?',
  declineNoteLabel: 'Note to the firm (optional)',
  confirmDecline: 'Decline amendment',
  declining: 'Declining...',
} as const;

/** "The firm proposed version 2 on 04/02/2025: grand total $70,000." */
export const proposalText = (proposal: {
  version: number;
  proposedAt: string;
  grandTotalCents: number;
}) =>
  `The firm proposed version ${proposal.version} on ${formatAgreementDate(proposal.proposedAt)}: grand total ${formatCents(proposal.grandTotalCents)}.`;

/** Until the client signs a proposal, the version signed before stays in force. */
export const inForceUntilSignedText = (inForceVersion: number | null) =>
  inForceVersion === null
    ? 'The version you signed before stays in force until you sign this one.'
    : `Version ${inForceVersion}, which you signed, stays in force until you sign this one.`;

/** Declining: the firm hears of it, and nothing else changes. */
export const declineDialogText = (version: number) =>
  `The firm will be told that you declined version ${version}, with your note if you write one. The version you signed before stays in force.`;

/** An unsigned version's record, where a signed one shows its signature evidence. */
export const unsignedVersionText = (version: {
  status: string;
  proposedAt?: string | null;
  resolvedAt?: string | null;
}) => {
  const proposed = version.proposedAt
    ? `${proposedOnText(version.proposedAt)} by the firm`
    : 'Proposed by the firm';
  const resolved = version.resolvedAt ? ` on ${formatAgreementDate(version.resolvedAt)}` : '';
  if (version.status === 'declined')
    return `${proposed}; you declined it${resolved}. Never signed.`;
  if (version.status === 'withdrawn')
    return `${proposed}; the firm withdrew it${resolved}. Never signed.`;
  return `${proposed} — awaiting your signature.`;
};

/** A version's dates in its history: signed; else proposed, and declined or withdrawn. */
export const versionDatesText = (entry: {
  status: string;
  clientSignedAt: string | null;
  proposedAt: string | null;
  resolvedAt: string | null;
}) => {
  if (entry.clientSignedAt) return signedOnText(entry.clientSignedAt);
  const parts = [entry.proposedAt ? proposedOnText(entry.proposedAt) : 'Not signed'];
  if (entry.resolvedAt && (entry.status === 'declined' || entry.status === 'withdrawn')) {
    parts.push(`${entry.status} on ${formatAgreementDate(entry.resolvedAt)}`);
  }
  return parts.join(' · ');
};

export const declineNoteCounter = (length: number) =>
  `${length} / ${AMENDMENT_LIMITS.declineNoteMax}`;
