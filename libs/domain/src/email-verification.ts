import { getScript } from 'unicode-properties';

/**
 * E-mail ownership (issue 17): an account's address receives no document, invoice or completion
 * mail until its owner has followed the link the API mailed to it (docs/security.md).
 */

/** The portal's page that a verification link opens: `<portal>/verify-email?token=…`. */
export const VERIFY_EMAIL_PATH = '/verify-email';

export const EMAIL_VERIFICATION = {
  /** Random bytes in a link's token (sent as base64url: 43 characters). */
  tokenBytes: 32,
  /** How long a link works. */
  linkHours: 48,
  /** Links an account may ask for again ("Resend the link") per window. */
  resendPoints: 3,
  resendWindowSeconds: 3600,
} as const;

/** A token as the links carry it: 32 bytes in base64url, no padding. */
export const EMAIL_VERIFICATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const EMAIL_VERIFICATION_MESSAGES = {
  /** Unknown, used, expired or mangled: one answer, so a link gives nothing away. */
  invalidLink:
    'This verification link is invalid, has already been used or has expired. Sign in to the portal to get a new one.',
  alreadyVerified: 'Your email address is already verified.',
  tooManyResends:
    'Too many verification emails sent. Please wait an hour, then ask for a new link.',
  /** The portal's banner. */
  banner: (email: string) =>
    `Please verify your email address (${email}): we sent you a link. Until you follow it, we will not email you documents or invoices.`,
  resent: (email: string) => `We sent a new verification link to ${email}.`,
  verified: (email: string) => `Thank you: ${email} is verified.`,
  /** Refused by an admin e-mail that would go to the client's own address. */
  clientNotVerified: (email: string) =>
    `The client has not verified ${email} yet, so documents are not emailed to it. Enter another address, or ask the client to verify theirs from the portal.`,
} as const;

/** `POST /api/email-verification/confirm`. */
export interface ConfirmEmailRequest {
  token: string;
}

/** What `POST /api/email-verification/confirm` answers: the address now verified. */
export interface EmailVerified {
  email: string;
  emailVerified: true;
}

/** What `POST /api/email-verification` answers: where the new link went. */
export interface EmailVerificationSent {
  sentTo: string;
}

/** Refused at registration (and on any change of an account's address). */
export const EMAIL_MIXED_SCRIPTS_MESSAGE =
  'Please enter an email address that does not mix alphabets (such as a Cyrillic letter among Latin ones)';

/** Scripts a character may belong to without counting as a script of its own (digits, ".", "-"). */
const NEUTRAL_SCRIPTS = new Set(['Common', 'Inherited', 'Unknown']);

/**
 * The mixes UTS #39 "Highly Restrictive" allows in one label besides a single script: Latin with
 * the scripts written together with Han in Japanese, Chinese and Korean.
 */
const ALLOWED_MIXES: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

/** The scripts of a label's letters (Common and Inherited characters left out). */
export function scriptsOf(label: string): Set<string> {
  const scripts = new Set<string>();
  for (const character of label) {
    const script = getScript(character.codePointAt(0) ?? 0);
    if (!NEUTRAL_SCRIPTS.has(script)) scripts.add(script);
  }
  return scripts;
}

/**
 * Whether an address mixes scripts in one label, as a look-alike does ("pаypal@example.com" with a
 * Cyrillic "а"): UTS #39 restriction level "Highly Restrictive", applied to the local part as a
 * whole and to each label of the domain. A label in one script, Cyrillic or Greek included, passes;
 * so do Latin with Han and Kana, Bopomofo or Hangul. Whether the rest is an address at all is the
 * e-mail validator's to say.
 */
export function mixesScripts(address: string): boolean {
  const at = address.lastIndexOf('@');
  const labels =
    at === -1 ? [address] : [address.slice(0, at), ...address.slice(at + 1).split('.')];
  return labels.some((label) => {
    const scripts = scriptsOf(label);
    if (scripts.size <= 1) return false;
    return !ALLOWED_MIXES.some((allowed) => [...scripts].every((script) => allowed.has(script)));
  });
}
