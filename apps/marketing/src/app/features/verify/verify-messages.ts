/** What /verify says when a file cannot be checked (the server's own message wins for a 429). */
export const VERIFY_PAGE_MESSAGES = {
  notPdf: 'Please choose a PDF file.',
  unavailable: 'We could not check the document right now. Please try again.',
} as const;
