import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Formik, type FormikHelpers } from 'formik';
import {
  errorMessage,
  errorStatus,
  fieldErrors,
  useGetUserQuery,
  usePromoteUserMutation,
} from '@consult/api-client';
import { appLink, type PromoteUserResult } from '@consult/domain';
import {
  browserNavigation,
  ConfirmDialog,
  EmailAddress,
  useAppConfig,
  useToast,
} from '@consult/ui';
import { submitButtonSx } from '@consult/ui/forms';
import { ADMIN_TEXT, ADMIN_TOASTS } from '../../admin-messages';
import { promoteSchema } from './promote-schema';

/** How long the success message shows before the portal's /log-in opens (own account only). */
export const PROMOTE_REDIRECT_DELAY_MS = 2500;

type Values = { email: string };

const OTHER_PROMOTED = 'They see the console after logging out and back in.';

/** What the admin is told once another account is promoted; the address wraps after '@' or a dot. */
function Promoted({ result }: { result: PromoteUserResult }) {
  return (
    <Alert
      severity="success"
      role="status"
      sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
    >
      <EmailAddress email={result.email} />
      {result.alreadyAdmin ? ' was an admin already.' : ` is now an admin. ${OTHER_PROMOTED}`}
    </Alert>
  );
}

/**
 * 'Promote to Admin' (req DOCS-2, DOCS-4, DOCS-5): an e-mail address, then the API makes that account an
 * admin. Another account is promoted only once the admin confirms it in a dialog naming it; the
 * admin then stays here, told who was promoted, and may promote someone else. Only when admins
 * promote their own account does the spec's 'Admin status updated. Please log out and log back
 * in.' show, and the portal's /log-in open (issue 18).
 */
export function PromoteForm() {
  const [promote] = usePromoteUserMutation();
  const { data: me } = useGetUserQuery();
  const { toast } = useToast();
  const { urls } = useAppConfig();
  const [done, setDone] = useState<{ result: PromoteUserResult; own: boolean } | null>(null);
  const [confirming, setConfirming] = useState<{
    email: string;
    helpers: FormikHelpers<Values>;
  } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const isOwn = (email: string) =>
    Boolean(me) && email.toLowerCase() === (me?.email ?? '').toLowerCase();

  const run = async (email: string, helpers: FormikHelpers<Values>) => {
    helpers.setSubmitting(true);
    try {
      const result = await promote({ email }).unwrap();
      const own = Boolean(me) && result.id === me?.id;
      setDone({ result, own });
      if (own) {
        toast({ title: ADMIN_TOASTS.promoted });
        timer.current = window.setTimeout(
          () => browserNavigation.assign(appLink(urls.portal, '/log-in')),
          PROMOTE_REDIRECT_DELAY_MS,
        );
      } else {
        // The page names the account; a toast keeps to a short line (a long address would not fit).
        toast({ title: result.alreadyAdmin ? 'Already an admin' : 'Promoted to admin' });
        helpers.resetForm();
      }
    } catch (error) {
      const status = errorStatus(error);
      // An address the API refuses (a 400 naming `email`) or knows no account by (404) is said
      // under the field, which gets the focus: the admin can correct it, and nothing failed, so
      // no toast (issue 18). The toast is for failures: the server's, the network's.
      const refused =
        status === 400
          ? (fieldErrors(error)['email'] ?? errorMessage(error, ADMIN_TOASTS.promoteFailed))
          : status === 404
            ? errorMessage(error, ADMIN_TOASTS.promoteFailed)
            : undefined;
      if (refused) {
        helpers.setFieldError('email', refused);
        document.getElementById('email')?.focus();
        return;
      }
      toast({
        title: ADMIN_TEXT.errorTitle,
        description: ADMIN_TOASTS.promoteFailed,
        variant: 'destructive',
      });
    } finally {
      helpers.setSubmitting(false);
    }
  };

  const submit = async ({ email }: Values, helpers: FormikHelpers<Values>) => {
    const address = email.trim();
    setDone(null);
    // Promoting oneself changes nothing another person gets: no question asked.
    if (isOwn(address)) await run(address, helpers);
    else setConfirming({ email: address, helpers });
  };

  if (done?.own) {
    return (
      <Alert severity="success" role="status">
        {ADMIN_TOASTS.promoted} Taking you to log in…
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
            {done && <Promoted result={done.result} />}
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
            {confirming && (
              // Asks before another account is made an admin (issue 18), naming the account and what
              // the role gives.
              <ConfirmDialog
                open
                title={
                  <>
                    Make <EmailAddress email={confirming.email} /> an admin?
                  </>
                }
                description={
                  <>
                    The account <EmailAddress email={confirming.email} /> will see every client and
                    their documents, and can promote others. Its owner logs out and back in to open
                    the console.
                  </>
                }
                confirmLabel="Promote to Admin"
                color="primary"
                focusCancel
                maxWidth="xs"
                onCancel={() => setConfirming(null)}
                onConfirm={() => {
                  setConfirming(null);
                  void run(confirming.email, confirming.helpers);
                }}
              />
            )}
          </Box>
        );
      }}
    </Formik>
  );
}
