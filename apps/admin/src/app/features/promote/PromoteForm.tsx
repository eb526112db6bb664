import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Formik, type FormikHelpers } from 'formik';
import { errorMessage, errorStatus, usePromoteUserMutation } from '@consult/api-client';
import { appLink, type PromoteUserResult } from '@consult/domain';
import { browserNavigation, useAppConfig, useToast } from '@consult/ui';
import { submitButtonSx } from '@consult/ui/forms';
import { ADMIN_TEXT, ADMIN_TOASTS } from '../../admin-messages';
import { promoteSchema } from './promote-schema';

/** How long the success message shows before the portal's /log-in opens. */
export const PROMOTE_REDIRECT_DELAY_MS = 2500;

/**
 * 'Promote to Admin' (spec 001 §2, §4, §5): an e-mail address, then the API makes that account an
 * admin. On success it says 'Admin status updated. Please log out and log back in.' and goes on to
 * the portal's /log-in, as the spec's promotion does.
 */
export function PromoteForm() {
  const [promote] = usePromoteUserMutation();
  const { toast } = useToast();
  const { urls } = useAppConfig();
  const [done, setDone] = useState<PromoteUserResult | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = async (
    { email }: { email: string },
    helpers: FormikHelpers<{ email: string }>,
  ) => {
    try {
      const result = await promote({ email: email.trim() }).unwrap();
      setDone(result);
      toast({ title: ADMIN_TOASTS.promoted });
      timer.current = window.setTimeout(
        () => browserNavigation.assign(appLink(urls.portal, '/log-in')),
        PROMOTE_REDIRECT_DELAY_MS,
      );
    } catch (error) {
      const status = errorStatus(error);
      // The API's reason where the admin can act on it (an unknown address, a malformed one).
      const reason =
        status === 400 || status === 404 ? errorMessage(error, ADMIN_TOASTS.promoteFailed) : null;
      if (reason) helpers.setFieldError('email', reason);
      toast({
        title: ADMIN_TEXT.errorTitle,
        description: reason
          ? `${ADMIN_TOASTS.promoteFailed}: ${reason}`
          : ADMIN_TOASTS.promoteFailed,
        variant: 'destructive',
      });
    }
  };

  if (done) {
    return (
      <Alert severity="success" role="status">
        {ADMIN_TOASTS.promoted}{' '}
        {done.alreadyAdmin
          ? `${done.email} was an admin already.`
          : `${done.email} is now an admin.`}{' '}
        Taking you to log in…
      </Alert>
    );
  }

  return (
    <Formik initialValues={{ email: '' }} validationSchema={promoteSchema} onSubmit={submit}>
      {({
        values,
        errors,
        touched,
        submitCount,
        isSubmitting,
        handleChange,
        handleBlur,
        handleSubmit,
      }) => {
        const message = (touched.email || submitCount > 0) && errors.email;
        return (
          <Box
            component="form"
            noValidate
            aria-label="Promote to Admin"
            onSubmit={handleSubmit}
            sx={{ display: 'grid', gap: 2.5 }}
          >
            <TextField
              id="email"
              name="email"
              type="email"
              label="Email"
              required
              autoComplete="off"
              value={values.email}
              onChange={handleChange}
              onBlur={handleBlur}
              error={Boolean(message)}
              helperText={message || 'The e-mail address of an existing account.'}
              fullWidth
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isSubmitting}
              sx={submitButtonSx}
            >
              {isSubmitting ? 'Promoting...' : 'Promote to Admin'}
            </Button>
          </Box>
        );
      }}
    </Formik>
  );
}
