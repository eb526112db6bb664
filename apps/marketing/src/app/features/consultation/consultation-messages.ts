import { FORM_HINTS } from '@consult/domain';

/** The consultation form's toasts (req SITE-8). */
export const CONSULTATION_TOASTS = {
  submitted: 'Request Submitted!',
  submittedDescription: "We'll be in touch with you shortly.",
  failed: 'Error',
  failedDescription: 'Failed to submit request. Please try again later.',
} as const;

export const PRIMARY_GOALS_LABEL = 'What are your primary goals in partnering with us?';

export const PRIMARY_GOALS_PLACEHOLDER =
  'Tell us about your business objectives, the challenges in front of you, and what you hope to achieve.';

/** Hints under the fields whose rule is not obvious, shown until the field has a message (issue 18). */
export const CONSULTATION_HINTS = {
  phone: FORM_HINTS.phone,
} as const;
