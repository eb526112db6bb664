import { useEffect, useRef } from 'react';
import { getIn, useFormikContext } from 'formik';
import { serverFieldError } from './form-status';

/**
 * After each submit attempt that ends with errors (the form's own or the server's), moves focus
 * to the first invalid field in `fields` order. Fields are found by id (the form fields use the
 * name); a name may be a path (`services.2.fee`).
 */
export function FocusFirstError({ fields }: { fields: readonly string[] }) {
  const { submitCount, isSubmitting, isValidating, errors, status } = useFormikContext();
  const handledSubmit = useRef(0);

  useEffect(() => {
    if (submitCount === handledSubmit.current || isSubmitting || isValidating) return;
    handledSubmit.current = submitCount;
    const first = fields.find((name) => getIn(errors, name) || serverFieldError(status, name));
    if (first) document.getElementById(first)?.focus();
  }, [submitCount, isSubmitting, isValidating, errors, status, fields]);

  return null;
}
