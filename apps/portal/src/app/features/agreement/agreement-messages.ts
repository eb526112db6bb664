import { formatAgreementDate } from '@consult/domain';

/** The agreement screens' messages (spec 001 §2, §8). Toasts of failures are titled 'Error'. */
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
} as const;

export const AGREEMENT_BUTTONS = {
  accept: 'Accept Agreement',
  resign: 'Update & Re-sign Agreement',
  edit: 'Edit Agreement',
  cancelEditing: 'Cancel Editing',
  reviewAndResign: 'Review and Re-sign',
} as const;

/** A version the firm amended (DECISIONS §2), until the client re-signs it. */
export const amendedByFirmText = (isoDate: string) =>
  `Amended by the firm on ${formatAgreementDate(isoDate)} — awaiting your signature`;

/** A firm's amendment that a newer version (the client's signature) has replaced. */
export const amendedAndReplacedText = (isoDate: string) =>
  `Amended by the firm on ${formatAgreementDate(isoDate)}; the client signed these terms as a newer version`;

export const STATUS_LABELS = {
  active: 'Active',
  pending: 'Pending',
  superseded: 'Superseded',
} as const;
