import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES, DEFAULT_FIRM, PASSWORD_RESET_TOKEN_PATTERN } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { InvalidLinkNotice, ResetPasswordForm } from '../features/account/ResetPasswordForm';
import { AuthCard } from '../features/auth/AuthCard';

/** /reset-password?token=…: the page an e-mailed reset link opens (issue 17). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const complete = PASSWORD_RESET_TOKEN_PATTERN.test(token);

  return (
    <PageLayout>
      <title>{`Choose a New Password — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
        <AuthCard
          title="Choose a New Password"
          subtitle="Your other sessions will be signed out, and you will log in with the new password."
          footer={
            <Typography>
              <Link component={RouterLink} to="/log-in" sx={{ fontWeight: 600 }}>
                Back to Log In
              </Link>
            </Typography>
          }
        >
          {complete ? (
            <ResetPasswordForm token={token} />
          ) : (
            <InvalidLinkNotice message={ACCOUNT_MESSAGES.resetTokenRequired} />
          )}
        </AuthCard>
      </Container>
    </PageLayout>
  );
}
