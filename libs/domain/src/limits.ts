/**
 * Field limits and messages shared by the forms (Yup) and the API (class-validator), so both
 * sides say the same thing (req SITE-5, RULES-5).
 */
export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 50,
  nameMax: 100,
  emailMax: 254,
  companyNameMax: 200,
  titleMax: 100,
  addressMax: 200,
  cityMax: 100,
  stateMax: 100,
  zipMax: 20,
  phoneMin: 10,
  phoneMax: 30,
  websiteMax: 2048,
  longTextMax: 5000,
  ratingMin: 1,
  ratingMax: 5,
} as const;

/**
 * The most a JSON body may hold, checked before anything reads it: entries (object keys and array
 * items over the whole body; the largest request, an agreement with every service and
 * sub-service, has under 200) and levels of nesting (the deepest has 3).
 */
export const BODY_SHAPE_LIMITS = { maxEntries: 500, maxDepth: 32 } as const;

/** How many unknown fields a refusal names: enough to correct a mistake, never a body's worth. */
export const UNKNOWN_FIELDS_LISTED = 5;

/** Letters, digits, dot, dash and underscore. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  usernameRequired: 'Username is required',
  usernameFormat: `Username must be ${LIMITS.usernameMin} to ${LIMITS.usernameMax} characters: letters, digits, dots, dashes or underscores`,
  emailInvalid: 'Please enter a valid email',
  companyNameRequired: 'Company name is required',
  phoneInvalid: 'Please enter a valid phone number',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipCodeRequired: 'ZIP code is required',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters`,
  passwordTooLong: `Password must be at most ${LIMITS.passwordMax} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  confirmPasswordRequired: 'Please confirm your password',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  sectorInvalid: 'Please choose a sector from the list',
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  unknownField: (field: string) => `Unknown field: ${field}`,
  /** Text that is not valid Unicode (a lone surrogate): no form produces it, only a crafted request. */
  notUnicodeText: (field: string) => `${field} must be valid Unicode text`,
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  notAuthenticated: 'Not authenticated',
  adminRequired: 'Unauthorized: Admin access required',
  /** A write from an origin other than the app that owns the route (or from no origin). */
  forbiddenOrigin: 'This request must come from the firm’s site it belongs to',
  /**
   * A console route asked for by a link, an image or a form on another site, or on a sibling app
   * (`Sec-Fetch-Site: cross-site`, or `same-site` other than the console's own fetch).
   */
  crossSiteRefused: 'The admin console’s records open only from within the console',
  jsonRequired: 'Requests that change data must send JSON',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again later.',
  mustBeText: (label: string) => `${label} must be text`,
  websiteInvalid: 'Please enter a valid website address (http or https)',
  rememberMeInvalid: 'Remember me must be true or false',
  invalidBody: 'The request body must be a JSON object',
  malformedJson: 'The request body is not valid JSON',
  bodyTooManyFields: (max: number) => `The request body has too many fields (at most ${max})`,
  bodyTooDeep: (max: number) => `The request body is nested too deeply (at most ${max} levels)`,
  serviceUnavailable: 'The service is temporarily unavailable. Please try again later.',
} as const;
