/**
 * What no text field of the firm's forms or API takes (docs/security.md, "Text"): control
 * characters, C0 and C1 (a newline is allowed where a field is multi-line: a note, a bio, goals),
 * and the Unicode bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069), with which a
 * company "\u202Egpj.exe" would read as "exe.jpg" in the console, a PDF or an e-mail subject.
 * Passwords are the one exception: they are never shown, and any character may be in one.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
const LINE_BREAK = /[\n\u2028\u2029]/;
const DIRECTION = /[\u202a-\u202e\u2066-\u2069]/;

export type PlainTextProblem = 'control' | 'lineBreak' | 'direction';

export function plainTextProblem(
  value: string,
  options: { multiline?: boolean } = {},
): PlainTextProblem | null {
  if (CONTROL.test(value)) return 'control';
  if (!options.multiline && LINE_BREAK.test(value)) return 'lineBreak';
  if (DIRECTION.test(value)) return 'direction';
  return null;
}

export const PLAIN_TEXT_MESSAGES: Record<PlainTextProblem, (label: string) => string> = {
  control: (label) => `${label} must not contain control characters`,
  lineBreak: (label) => `${label} must be on one line`,
  direction: (label) =>
    `${label} must not contain text-direction characters (U+202A-U+202E, U+2066-U+2069)`,
};

/** The message for `value` in the field called `label`, or null when it is plain text. */
export function plainTextMessage(
  value: string,
  label: string,
  options: { multiline?: boolean } = {},
): string | null {
  const problem = plainTextProblem(value, options);
  return problem === null ? null : PLAIN_TEXT_MESSAGES[problem](label);
}
