import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useGetUserQuery } from '@consult/api-client';
import { EMAIL_VERIFICATION_MESSAGES } from '@consult/domain';
import { EMAIL_VERIFICATION_TEXT } from './email-verification-messages';
import { useResendVerification } from './useResendVerification';

/**
 * At the top of every page while the signed-in client's address is unverified (issue 17): what it
 * means, and "Resend the link". Nothing for a visitor or a verified address.
 */
export function EmailVerificationBanner() {
  const { data: user } = useGetUserQuery();
  const { resend, sending } = useResendVerification();
  if (!user || user.emailVerified) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 2, sm: 3 } }}>
      <Alert
        severity="warning"
        variant="outlined"
        role="region"
        aria-label="Email verification"
        action={
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            disabled={sending}
            onClick={() => void resend()}
            sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}
          >
            {sending ? EMAIL_VERIFICATION_TEXT.sending : EMAIL_VERIFICATION_TEXT.resend}
          </Button>
        }
        sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        {EMAIL_VERIFICATION_MESSAGES.banner(user.email)}
      </Alert>
    </Container>
  );
}
