import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { ACCOUNT_MESSAGES } from '@consult/domain';
import { errorMessage, useRequestPasswordResetMutation } from '@consult/api-client';
import { useToast } from '@consult/ui';
import { FocusFirstError, FormTextField, showServerFieldErrors } from '@consult/ui/forms';
import { SubmitButton } from '../forms/SubmitButton';
import {
  FORGOT_PASSWORD_FIELDS,
  forgotPasswordSchema,
  type ForgotPasswordFormValues,
} from './password-schemas';

/**
 * Forgot password: the account's e-mail address. Whatever the address, the same confirmation
 * follows (the API does not say whether an account uses it).
 */
export function ForgotPasswordForm() {
  const [requestReset] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { toast } = useToast();

  const submit = async (
    values: ForgotPasswordFormValues,
    helpers: FormikHelpers<ForgotPasswordFormValues>,
  ) => {
    helpers.setStatus({});
    try {
      const { message } = await requestReset({ email: values.email.trim() }).unwrap();
      setSent(message);
    } catch (error) {
      // An address the API refuses shows under the field (issue 18).
      if (showServerFieldErrors(error, helpers.setStatus, FORGOT_PASSWORD_FIELDS)) return;
      toast({
        title: ACCOUNT_MESSAGES.resetRequestFailed,
        description: errorMessage(error, ACCOUNT_MESSAGES.resetRequestFailed),
        variant: 'destructive',
      });
    }
  };

  if (sent) {
    return (
      <Alert severity="success" role="status">
        {sent}
      </Alert>
    );
  }

  return (
    <Formik<ForgotPasswordFormValues>
      initialValues={{ email: '' }}
      validationSchema={forgotPasswordSchema}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Forgot password">
          <FocusFirstError fields={FORGOT_PASSWORD_FIELDS} />
          <Stack spacing={2.5}>
            <FormTextField
              name="email"
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
            />
            <SubmitButton
              pending={isSubmitting}
              label="Send Reset Link"
              pendingLabel="Sending..."
              fullWidth
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
