import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage, useConfirmEmailMutation, useGetUserQuery } from '@consult/api-client';
import { EMAIL_VERIFICATION_MESSAGES, EMAIL_VERIFICATION_TOKEN_PATTERN } from '@consult/domain';
import { EMAIL_VERIFICATION_TEXT } from './email-verification-messages';
import { useResendVerification } from './useResendVerification';

type Outcome = { verified: string } | { failed: string } | null;

/**
 * Follows the link's token once, as the page opens, and says how it went: the address verified,
 * or why not, with the way to a new link (signed in: "Resend the link"; signed out: log in).
 */
export function EmailConfirmation({ token }: { token: string | null }) {
  const [confirmEmail] = useConfirmEmailMutation();
  const { data: user } = useGetUserQuery();
  const { resend, sending } = useResendVerification();
  const wellFormed = token !== null && EMAIL_VERIFICATION_TOKEN_PATTERN.test(token);
  const [outcome, setOutcome] = useState<Outcome>(
    wellFormed ? null : { failed: EMAIL_VERIFICATION_MESSAGES.invalidLink },
  );
  // A link works once: the request is made once, even when React mounts the page twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!wellFormed || sent.current) return;
    sent.current = true;
    confirmEmail({ token })
      .unwrap()
      .then(({ email }) => setOutcome({ verified: email }))
      .catch((error: unknown) =>
        setOutcome({ failed: errorMessage(error, EMAIL_VERIFICATION_MESSAGES.invalidLink) }),
      );
  }, [confirmEmail, token, wellFormed]);

  if (outcome === null) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{EMAIL_VERIFICATION_TEXT.checking}</Typography>
      </Stack>
    );
  }

  if ('verified' in outcome) {
    return (
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success" role="status" sx={{ width: '100%' }}>
          <AlertTitle>{EMAIL_VERIFICATION_TEXT.verifiedTitle}</AlertTitle>
          {EMAIL_VERIFICATION_MESSAGES.verified(outcome.verified)}{' '}
          {EMAIL_VERIFICATION_TEXT.verifiedNext}
        </Alert>
        <Button component={RouterLink} to={user ? '/profile' : '/log-in'} variant="contained">
          {user ? EMAIL_VERIFICATION_TEXT.toProfile : EMAIL_VERIFICATION_TEXT.toLogIn}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error" role="alert" sx={{ width: '100%' }}>
        <AlertTitle>{EMAIL_VERIFICATION_TEXT.failedTitle}</AlertTitle>
        {outcome.failed}
      </Alert>
      {user && !user.emailVerified ? (
        <Button variant="contained" disabled={sending} onClick={() => void resend()}>
          {sending ? EMAIL_VERIFICATION_TEXT.sending : EMAIL_VERIFICATION_TEXT.resend}
        </Button>
      ) : user ? (
        <Button component={RouterLink} to="/profile" variant="contained">
          {EMAIL_VERIFICATION_TEXT.toProfile}
        </Button>
      ) : (
        <Box>
          <Button component={RouterLink} to="/log-in" variant="contained">
            {EMAIL_VERIFICATION_TEXT.toLogIn}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
