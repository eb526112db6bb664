import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { Link as RouterLink } from 'react-router';
import { errorMessage, useLoginMutation } from '@consult/api-client';
import { TOUCH_TARGET_PX, useToast } from '@consult/ui';
import { FocusFirstError, FormTextField, showServerFieldErrors } from '@consult/ui/forms';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { useIsDesktop } from '../layout/useIsDesktop';
import { useSignIn } from '../session/useSignIn';
import { AUTH_TOASTS } from './auth-messages';
import {
  LOGIN_FIELDS,
  LOGIN_INITIAL_VALUES,
  loginSchema,
  type LoginFormValues,
} from './login-schema';

/** 'Keep me logged in' on mobile, 'Remember me' from 768 px (req SITE-2). */
function RememberMeCheckbox() {
  const [field] = useField<boolean>({ name: 'rememberMe', type: 'checkbox' });
  const isDesktop = useIsDesktop();
  return (
    <FormControlLabel
      control={
        <Checkbox {...field} sx={{ minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX }} />
      }
      label={isDesktop ? 'Remember me' : 'Keep me logged in'}
      sx={{ minHeight: TOUCH_TARGET_PX, alignSelf: 'flex-start' }}
    />
  );
}

export function LoginForm() {
  const [login] = useLoginMutation();
  const signIn = useSignIn();
  const { toast } = useToast();

  const submit = async (values: LoginFormValues, helpers: FormikHelpers<LoginFormValues>) => {
    helpers.setStatus({});
    try {
      const user = await login({
        username: values.username.trim(),
        password: values.password,
        rememberMe: values.rememberMe,
      }).unwrap();
      // The log-in page then sends the signed-in user on (to the page asked for, or /profile).
      signIn(user);
      toast({ title: AUTH_TOASTS.loginSuccess });
    } catch (error) {
      // A field the API refuses (too long, not text) shows under it (issue 18).
      if (showServerFieldErrors(error, helpers.setStatus, LOGIN_FIELDS)) return;
      toast({
        title: AUTH_TOASTS.loginFailed,
        description: errorMessage(error, AUTH_TOASTS.loginFailedFallback),
        variant: 'destructive',
      });
    }
  };

  return (
    <Formik
      initialValues={LOGIN_INITIAL_VALUES}
      validationSchema={loginSchema}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Log in">
          <FocusFirstError fields={LOGIN_FIELDS} />
          <Stack spacing={2.5}>
            <FormTextField name="username" label="Username" autoComplete="username" />
            <PasswordField name="password" label="Password" autoComplete="current-password" />
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                columnGap: 2,
              }}
            >
              <RememberMeCheckbox />
              <Link
                component={RouterLink}
                to="/forgot-password"
                sx={{
                  fontWeight: 600,
                  minHeight: TOUCH_TARGET_PX,
                  display: 'inline-flex',
                  alignItems: 'center',
                }}
              >
                Forgot password?
              </Link>
            </Box>
            <SubmitButton
              pending={isSubmitting}
              label="Log In"
              pendingLabel="Logging in..."
              fullWidth
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
