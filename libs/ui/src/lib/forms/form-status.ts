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
