/** Messages of the signing steps shared by the NDA and the consulting agreement. */
export const SIGNING_TOASTS = {
  errorTitle: 'Error',
  consentFailed: 'Failed to record your acceptance of the disclosure',
} as const;
