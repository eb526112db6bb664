// Kept apart from useLogout so the logout notice does not pull the API client into every page.

/** Marks the log-in URL the browser is sent to after logout, so the page there confirms it. */
export const LOGGED_OUT_PARAM = 'loggedOut';

export const LOGGED_OUT_TOAST = {
  title: 'Success',
  description: 'Logged out successfully',
} as const;
