/** The NDA screens' messages (req DOCS-2, DOCS-8). Toasts of failures are titled 'Error'. */
export const NDA_TOASTS = {
  errorTitle: 'Error',
  saved: 'NDA saved successfully',
  deleted: 'NDA deleted successfully',
  downloaded: 'Document downloaded successfully',
  openedForPrinting: 'Document opened for printing',
  saveFailed: 'Failed to save NDA',
  fetchFailed: 'Failed to fetch NDA',
  downloadFailed: 'Failed to download NDA',
  deleteFailed: 'Failed to delete NDA',
  printFailed: 'Failed to generate document for printing',
  popupBlocked: 'Popup blocked. Please allow popups and try again.',
} as const;

export const NDA_SCREENS = {
  listError: 'Error Loading NDAs',
  viewError: 'Error Loading NDA',
  empty: 'No NDAs found',
} as const;

export const deleteNdaConfirmation = (companyName: string) =>
  `Are you sure you want to delete the NDA with ${companyName}?`;
