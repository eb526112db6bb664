import { PAYMENT_TOASTS } from '@consult/domain';

/** The payment pages' toasts (req DOCS-8): failures are titled 'Error'. */
export const PAYMENT_TOAST = { errorTitle: 'Error', ...PAYMENT_TOASTS } as const;

export const PAYMENT_TITLES = {
  selection: 'Choose a Payment Method',
  new: 'New Payment Details',
  view: 'Payment Details',
  edit: 'Edit Payment Details',
  all: 'All Payment Methods',
} as const;

export const PAYMENT_BUTTONS = {
  continue: 'Continue',
  backToProfile: 'Back to Profile',
  viewDetails: 'View Details',
  edit: 'Edit',
  changeMethod: 'Change Payment Method',
  cancel: 'Cancel',
  saveNew: 'Save Payment Details',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  downloadInvoice: 'Download Invoice',
  delete: 'Delete',
  addNew: 'Add New Payment Method',
  backToMethods: 'Back to Payment Methods',
  retry: 'Retry Loading',
  confirm: 'Confirm',
  viewInForce: 'View the payment method in force',
} as const;

export const PAYMENT_SCREENS = {
  listError: 'Error Loading Payment Methods',
  viewError: 'Error Loading Payment Method',
  agreementError: 'Error Loading Agreement',
  empty: 'No payment methods yet',
  noneForSelection: 'You have no payment methods yet.',
  notFound: 'This payment method does not exist, or it has been deleted.',
  agreementNotFound: 'This agreement does not exist, or it has been deleted.',
  inForceHeading: 'Payment methods in force',
  historyHeading: 'Payment method history',
  historyIntro: 'Replaced and ended payment methods stay on record; they no longer bill anything.',
  noneInForce: 'No payment method is in force.',
} as const;

/**
 * One method in force per agreement (docs/contracts-and-money.md, "Payment methods"): what the
 * lists, the profile and a method's view say about replaced, ended and carried-over methods.
 */
export const PAYMENT_STATUS_NOTICES = {
  needsConfirmation: (version: number | null | undefined, amount: string) =>
    `The agreement changed: please confirm this payment method for version ${version ?? 'the newest version'} (${amount})`,
  confirming: (version: number | null | undefined, amount: string) =>
    `Saving confirms this payment method for version ${version ?? 'the newest version'} of the agreement (${amount}).`,
  replacedTitle: 'This payment method was replaced',
  replaced: (date: string | null) =>
    `A newer payment method for the same agreement replaced it${date ? ` on ${date}` : ''}. It stays on record and no longer bills anything.`,
  endedTitle: 'This payment method has ended',
  ended: (date: string | null) =>
    `It ended${date ? ` on ${date}` : ''}, when its agreement or the method was deleted. It stays on record and no longer bills anything.`,
  replaces: (label: string, reference: string) =>
    `${label} is the payment method in force for agreement ${reference}. Saving a new payment method replaces it: it stays on record as replaced.`,
  historyCount: (count: number) =>
    `${count} earlier payment method${count === 1 ? '' : 's'} (replaced or ended)`,
} as const;

/** Paid in full follows the schedule (docs/contracts-and-money.md): shown, never chosen. */
export const PAID_IN_FULL_TEXT = {
  yes: 'Yes, in one payment',
  no: 'No, monthly instalments',
} as const;

export const DELETE_PAYMENT_METHOD_DIALOG = {
  title: 'Delete Payment Method',
  text: 'Are you sure you want to delete this payment method? This action cannot be undone.',
} as const;
