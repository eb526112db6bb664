import { PAYMENT_TOASTS } from '@consult/domain';

/** The payment pages' toasts (spec 001 §8): failures are titled 'Error'. */
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
} as const;

export const PAYMENT_SCREENS = {
  listError: 'Error Loading Payment Methods',
  viewError: 'Error Loading Payment Method',
  agreementError: 'Error Loading Agreement',
  empty: 'No payment methods yet',
  noneForSelection: 'You have no payment methods yet.',
  notFound: 'This payment method does not exist, or it has been deleted.',
  agreementNotFound: 'This agreement does not exist, or it has been deleted.',
} as const;

export const DELETE_PAYMENT_METHOD_DIALOG = {
  title: 'Delete Payment Method',
  text: 'Are you sure you want to delete this payment method? This action cannot be undone.',
} as const;
