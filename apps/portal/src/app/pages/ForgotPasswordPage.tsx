import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { ForgotPasswordForm } from '../features/account/ForgotPasswordForm';
import { AuthCard } from '../features/auth/AuthCard';

/** /forgot-password: ask for a link to choose a new password (issue 17). */
export function ForgotPasswordPage() {
  return (
    <PageLayout>
      <title>{`Forgot Password — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
        <AuthCard
          title="Forgot Password"
          subtitle="Enter the email address of your account. We will send it a link to choose a new password."
          footer={
            <Typography>
              Remembered it?{' '}
              <Link component={RouterLink} to="/log-in" sx={{ fontWeight: 600 }}>
                Log In
              </Link>
            </Typography>
          }
        >
          <ForgotPasswordForm />
        </AuthCard>
      </Container>
    </PageLayout>
  );
}
