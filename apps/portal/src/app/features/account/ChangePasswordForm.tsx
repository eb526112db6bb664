import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { ACCOUNT_MESSAGES } from '@consult/domain';
import { errorMessage, isSessionExpired, useChangePasswordMutation } from '@consult/api-client';
import { useToast } from '@consult/ui';
import { FocusFirstError, showServerFieldErrors, type FormStatus } from '@consult/ui/forms';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import {
  CHANGE_PASSWORD_FIELDS,
  CHANGE_PASSWORD_INITIAL_VALUES,
  changePasswordSchema,
  type ChangePasswordFormValues,
} from './password-schemas';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * Change password (issue 17): the current password, the new one and its confirmation. A success
 * signs out the client's other sessions (the list below refreshes) and empties the form.
 */
export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const { toast } = useToast();

  const submit = async (
    values: ChangePasswordFormValues,
    helpers: FormikHelpers<ChangePasswordFormValues>,
  ) => {
    helpers.setStatus({} satisfies FormStatus);
    try {
      await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }).unwrap();
      helpers.resetForm();
      toast({
        title: ACCOUNT_MESSAGES.passwordChanged,
        description: ACCOUNT_MESSAGES.passwordChangedDescription,
      });
    } catch (error) {
      if (isSessionExpired(error)) return;
      // A refused password (the current one wrong, the new one too short) shows under its field.
      if (showServerFieldErrors(error, helpers.setStatus, CHANGE_PASSWORD_FIELDS)) return;
      toast({
        title: ACCOUNT_MESSAGES.passwordChangeFailed,
        description: errorMessage(error, ACCOUNT_MESSAGES.passwordChangeFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <Formik
      initialValues={CHANGE_PASSWORD_INITIAL_VALUES}
      validationSchema={changePasswordSchema}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Change password">
          <FocusFirstError fields={CHANGE_PASSWORD_FIELDS} />
          <Stack spacing={2.5}>
            <PasswordField
              name="currentPassword"
              label="Current password"
              autoComplete="current-password"
              required
            />
            <Box
              sx={{
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              }}
            >
              <NewPasswordFields />
            </Box>
            <Box>
              <SubmitButton
                pending={isSubmitting}
                label="Change Password"
                pendingLabel="Changing Password..."
              />
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
