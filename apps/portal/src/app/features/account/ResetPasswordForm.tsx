import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '@consult/domain';
import {
  authApi,
  errorMessage,
  fieldErrors,
  useConfirmPasswordResetMutation,
  type AppStore,
} from '@consult/api-client';
import { useToast } from '@consult/ui';
import {
  FocusFirstError,
  isFieldRefusal,
  serverFieldErrors,
  type FormStatus,
} from '@consult/ui/forms';
import { SubmitButton } from '../forms/SubmitButton';
import {
  RESET_PASSWORD_FIELDS,
  RESET_PASSWORD_INITIAL_VALUES,
  resetPasswordSchema,
  type ResetPasswordFormValues,
} from './password-schemas';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * Choose a new password with the token of an e-mailed link. A success signs the account out
 * everywhere (this browser too), so it forgets the cached user and goes to the log-in page.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const [confirmReset] = useConfirmPasswordResetMutation();
  const dispatch = useDispatch<AppStore['dispatch']>();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  const submit = async (
    values: ResetPasswordFormValues,
    helpers: FormikHelpers<ResetPasswordFormValues>,
  ) => {
    helpers.setStatus({} satisfies FormStatus);
    try {
      await confirmReset({ token, newPassword: values.newPassword }).unwrap();
      void dispatch(authApi.util.upsertQueryData('getUser', undefined, null));
      toast({
        title: ACCOUNT_MESSAGES.passwordReset,
        description: ACCOUNT_MESSAGES.passwordResetDescription,
      });
      void navigate('/log-in', { replace: true });
    } catch (error) {
      // The link itself is refused (unknown, used or expired): no field of the form can fix it.
      setLinkProblem(fieldErrors(error)['token'] ?? null);
      // The token's message shows in the notice above the fields, the others under their field;
      // the toast is for other failures (issue 18).
      const shown = [...RESET_PASSWORD_FIELDS, 'token'];
      const { placed, unplaced } = serverFieldErrors(error, shown);
      helpers.setStatus({ fieldErrors: placed } satisfies FormStatus);
      if (isFieldRefusal(error, placed, shown) && unplaced === 0) return;
      toast({
        title: ACCOUNT_MESSAGES.passwordResetFailed,
        description: errorMessage(error, ACCOUNT_MESSAGES.passwordResetFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <Formik
      initialValues={RESET_PASSWORD_INITIAL_VALUES}
      validationSchema={resetPasswordSchema}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Choose a new password">
          <FocusFirstError fields={RESET_PASSWORD_FIELDS} />
          <Stack spacing={2.5}>
            {linkProblem && <InvalidLinkNotice message={linkProblem} />}
            <NewPasswordFields />
            <SubmitButton
              pending={isSubmitting}
              label="Set New Password"
              pendingLabel="Saving..."
              fullWidth
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/** Why the link cannot be used, and the way to a new one. */
export function InvalidLinkNotice({ message }: { message: string }) {
  return (
    <Alert severity="error">
      {message}{' '}
      <Link component={RouterLink} to="/forgot-password" sx={{ fontWeight: 600 }}>
        Ask for a new link
      </Link>
    </Alert>
  );
}
