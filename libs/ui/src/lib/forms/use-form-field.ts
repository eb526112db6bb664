import type { ChangeEvent, FocusEvent } from 'react';
import { useField, useFormikContext } from 'formik';
import { serverFieldError, withoutServerFieldError } from './form-status';

/** What a field of the apps' forms binds to its Formik field. */
export interface FormFieldBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent) => void;
  /** The message under the field, or undefined while it has none. */
  message: string | undefined;
}

/**
 * The Formik binding every field of the apps' forms shares (FormTextField, FormSelectField): its
 * message shows once the form has been submitted, then follows every change, or when the server
 * rejected the field; editing the field clears the server's message.
 */
export function useFormField(name: string): FormFieldBinding {
  const [field, meta] = useField<string>(name);
  const { submitCount, status, setStatus } = useFormikContext();
  const serverError = serverFieldError(status, name);
  return {
    value: field.value ?? '',
    onChange: (event) => {
      field.onChange(event);
      if (serverError) setStatus(withoutServerFieldError(status, name));
    },
    onBlur: field.onBlur,
    message: (submitCount > 0 && meta.error) || serverError || undefined,
  };
}
