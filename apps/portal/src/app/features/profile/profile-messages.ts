/** Messages of the profile screens (req SITE-8). */
export const PROFILE_MESSAGES = {
  fetchProfileFailed: 'Failed to fetch profile',
  fetchPaymentMethodsFailed: 'Failed to fetch payment methods',
  incompletePrompt: 'Please complete your business profile below:',
  updateSuccess: 'Profile updated successfully',
  updateErrorTitle: 'Error',
  updateUnauthenticated: 'Please log in again to continue',
  updateFailed: 'Failed to update profile',
} as const;
