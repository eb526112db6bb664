import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { AuthCard } from '../features/auth/AuthCard';
import { RegisterForm } from '../features/auth/RegisterForm';

export function RegisterPage() {
  return (
    <PageLayout>
      <title>{`Create Your Account — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
        <AuthCard
          title="Create Your Account"
          subtitle={`Register for the ${DEFAULT_FIRM.name} client portal. Every field is required.`}
          footer={
            <Typography>
              Already have an account?{' '}
              <Link component={RouterLink} to="/log-in" sx={{ fontWeight: 600 }}>
                Log in
              </Link>
            </Typography>
          }
        >
          <RegisterForm />
        </AuthCard>
      </Container>
    </PageLayout>
  );
}
