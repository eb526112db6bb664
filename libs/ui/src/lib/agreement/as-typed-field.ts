import type { ChangeEvent, ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
import { serverFieldError, withoutServerFieldError } from '../forms/form-status';

/**
 * The rule of a number kept exactly as typed (docs/contracts-and-money.md, "Money inputs"): text
 * that cannot be read as the number meant ("1.5" hours, "12.50" dollars) is never cut to another
 * number; `unreadable` names what is wrong, and that shows under the field as it is typed. The
 * form's other messages (an empty field, the limit) show after a submit, as the other fields' do,
 * and the server's refusal of the value (in Formik's status) until the field is edited.
 *
 * Returns the props of the field's `TextField`.
 */
export function useAsTypedField(
  name: string,
  unreadable: (text: string) => string | null,
  helperText?: ReactNode,
) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount, status, setStatus } = useFormikContext();
  const text = field.value ?? '';
  const serverError = serverFieldError(status, name);
  const message =
    (text.trim() === '' ? null : unreadable(text)) ||
    (submitCount > 0 && meta.error) ||
    serverError;

  return {
    id: name,
    name,
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      void helpers.setValue(event.target.value);
      if (serverError) setStatus(withoutServerFieldError(status, name));
    },
    onBlur: field.onBlur,
    error: Boolean(message),
    helperText: message || helperText,
  };
}
