import { errorStatus, fieldErrors } from '@consult/api-client';

/** What a form keeps in Formik's `status`: the server's field messages from the last failed save. */
export interface FormStatus {
  fieldErrors?: Record<string, string>;
}

export function serverFieldError(status: unknown, name: string): string | undefined {
  return (status as FormStatus | undefined)?.fieldErrors?.[name];
}

/** The status without one field's server message (once the user edits that field). */
export function withoutServerFieldError(status: unknown, name: string): FormStatus {
  const fieldErrors = { ...(status as FormStatus | undefined)?.fieldErrors };
  delete fieldErrors[name];
  return { ...(status as FormStatus | undefined), fieldErrors };
}

/**
 * The server's field messages of a refused request (a 4xx whose body names fields, as the API's
 * validation pipe answers: `{ statusCode: 400, message, fields: { email: '…' } }`), keyed by the
 * form's own field names. `rename` maps an API name to the form's (`billing_zip` → `billingZip`,
 * `clientData.companyName` → `companyName`); a name it answers undefined for is left out, as is any
 * name not among `fields`. `unplaced` counts the messages no field of the form can show.
 */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
  rename: (apiName: string) => string | undefined = (name) => name,
): { placed: Record<string, string>; unplaced: number } {
  const status = errorStatus(error);
  const placed: Record<string, string> = {};
  let unplaced = 0;
  if (status === undefined || status < 400 || status >= 500) return { placed, unplaced };
  for (const [apiName, message] of Object.entries(fieldErrors(error))) {
    const name = rename(apiName);
    if (name !== undefined && fields.includes(name)) placed[name] ??= message;
    else unplaced += 1;
  }
  return { placed, unplaced };
}

/**
 * After a failed save (issue 18): when the server refused the request naming fields of the form,
 * each message goes under its field (FocusFirstError then focuses the first) and the answer is
 * true, so the form shows no toast. Otherwise (5xx, no answer, a refusal of nothing the form
 * shows) the status is cleared and the answer is false: the form keeps its toast for that.
 */
export function showServerFieldErrors(
  error: unknown,
  setStatus: (status: FormStatus) => void,
  fields: readonly string[],
  rename?: (apiName: string) => string | undefined,
): boolean {
  const { placed, unplaced } = serverFieldErrors(error, fields, rename);
  setStatus({ fieldErrors: placed } satisfies FormStatus);
  return Object.keys(placed).length > 0 && unplaced === 0;
}

/**
 * Whether a failed save was a refusal (4xx) whose messages (`placed`, keyed by the form's names)
 * all show under fields of the form (`shown`): then the form shows no toast (issue 18). For forms
 * that map the server's names themselves.
 */
export function isFieldRefusal(
  error: unknown,
  placed: Record<string, string>,
  shown: readonly string[],
): boolean {
  const status = errorStatus(error);
  const names = Object.keys(placed);
  return (
    status !== undefined &&
    status >= 400 &&
    status < 500 &&
    names.length > 0 &&
    names.every((name) => shown.includes(name))
  );
}
