import { useEffect, useState } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { EmailConfirmation } from '../features/email-verification/EmailConfirmation';
import { EMAIL_VERIFICATION_TEXT } from '../features/email-verification/email-verification-messages';

/**
 * `/verify-email?token=…`, where the e-mailed link lands (issue 17). The token is read once and
 * taken out of the address bar, so it is not left in the history or shown on screen.
 */
export function VerifyEmailPage() {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token'));
  useEffect(() => {
    if (params.has('token')) setParams({}, { replace: true });
  }, [params, setParams]);

  return (
    <PageLayout>
      <title>{`${EMAIL_VERIFICATION_TEXT.pageTitle} — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
        <Paper elevation={0} sx={{ p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
          <Typography variant="pageTitleCompact" component="h1" sx={{ mb: 3 }}>
            {EMAIL_VERIFICATION_TEXT.pageTitle}
          </Typography>
          <EmailConfirmation token={token} />
        </Paper>
      </Container>
    </PageLayout>
  );
}
