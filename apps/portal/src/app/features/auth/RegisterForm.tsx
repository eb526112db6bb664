import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import { FORM_HINTS } from '@consult/domain';
import { errorMessage, useRegisterMutation } from '@consult/api-client';
import { useToast } from '@consult/ui';
import {
  FocusFirstError,
  FormTextField,
  PersonNameFields,
  twoColumnsSx,
  showServerFieldErrors,
  type FormStatus,
} from '@consult/ui/forms';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { AUTH_TOASTS } from './auth-messages';
import {
  REGISTER_FIELDS,
  REGISTER_INITIAL_VALUES,
  registerSchema,
  toRegisterRequest,
  type RegisterFormValues,
} from './register-schema';

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

export function RegisterForm() {
  const [register] = useRegisterMutation();
  const { toast } = useToast();
  const navigate = useNavigate();

  const submit = async (values: RegisterFormValues, helpers: FormikHelpers<RegisterFormValues>) => {
    helpers.setStatus({} satisfies FormStatus);
    try {
      await register(toRegisterRequest(values)).unwrap();
      toast({
        title: AUTH_TOASTS.registrationSuccess,
        description: AUTH_TOASTS.registrationSuccessDescription,
      });
      void navigate('/log-in');
    } catch (error) {
      // A refusal naming fields (a taken username, an address the API refuses) shows under them.
      if (showServerFieldErrors(error, helpers.setStatus, REGISTER_FIELDS)) return;
      const message = errorMessage(error, '');
      toast({
        title: AUTH_TOASTS.registrationFailed,
        description: message || undefined,
        variant: 'destructive',
      });
    }
  };

  return (
    <Formik
      initialValues={REGISTER_INITIAL_VALUES}
      validationSchema={registerSchema}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Create your account">
          <FocusFirstError fields={REGISTER_FIELDS} />
          <Stack spacing={3}>
            <Stack spacing={2.5}>
              <SectionTitle>About you</SectionTitle>
              <PersonNameFields required />
              <FormTextField
                name="username"
                label="Username"
                autoComplete="username"
                required
                helperText="Letters, digits, dots, dashes or underscores"
              />
              <Box sx={twoColumnsSx}>
                <FormTextField
                  name="email"
                  label="Email"
                  type="email"
                  autoComplete="email"
                  required
                />
                <FormTextField
                  name="phone"
                  label="Phone"
                  type="tel"
                  autoComplete="tel"
                  required
                  helperText={FORM_HINTS.phone}
                />
              </Box>
            </Stack>
            <Stack spacing={2.5}>
              <SectionTitle>Your company</SectionTitle>
              <FormTextField
                name="companyName"
                label="Company name"
                autoComplete="organization"
                required
              />
              <FormTextField
                name="address"
                label="Address"
                autoComplete="street-address"
                required
              />
              <Box sx={{ ...twoColumnsSx, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
                <FormTextField name="city" label="City" autoComplete="address-level2" required />
                <FormTextField name="state" label="State" autoComplete="address-level1" required />
                <FormTextField
                  name="zipCode"
                  label="ZIP code"
                  autoComplete="postal-code"
                  required
                  helperText={FORM_HINTS.zipCode}
                />
              </Box>
            </Stack>
            <Stack spacing={2.5}>
              <SectionTitle>Password</SectionTitle>
              <Box sx={twoColumnsSx}>
                <PasswordField
                  name="password"
                  label="Password"
                  autoComplete="new-password"
                  required
                  helperText={FORM_HINTS.password}
                />
                <PasswordField
                  name="confirmPassword"
                  label="Confirm password"
                  autoComplete="new-password"
                  required
                />
              </Box>
            </Stack>
            <SubmitButton
              pending={isSubmitting}
              label="Create Account"
              pendingLabel="Creating Account..."
              fullWidth
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
