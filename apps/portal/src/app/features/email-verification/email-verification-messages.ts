/** The portal's own words around e-mail verification (the shared ones are in libs/domain). */
export const EMAIL_VERIFICATION_TEXT = {
  resend: 'Resend the link',
  sending: 'Sending…',
  notSent: 'Link not sent',
  notSentFallback: 'The link could not be sent. Please try again later.',
  pageTitle: 'Verify your email address',
  checking: 'Checking your link…',
  verifiedTitle: 'Email address verified',
  verifiedNext: 'We will now email you your signed documents and invoices.',
  failedTitle: 'This link did not work',
  toProfile: 'Go to your profile',
  toLogIn: 'Log in',
  newLinkSignedOut: 'Log in to the portal to get a new link.',
} as const;
