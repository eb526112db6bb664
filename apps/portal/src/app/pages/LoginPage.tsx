import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_FIRM } from '@consult/domain';
import { useGetUserQuery } from '@consult/api-client';
import { AppRedirect, PageLayout } from '@consult/ui';
import { AuthCard } from '../features/auth/AuthCard';
import { LoginForm } from '../features/auth/LoginForm';
import { LoginNavMenu } from '../features/auth/LoginNavMenu';
import { useReturnTarget } from '../features/auth/return-target';
import { useIsDesktop } from '../features/layout/useIsDesktop';

export function LoginPage() {
  const { data: user, isLoading } = useGetUserQuery();
  const isDesktop = useIsDesktop();
  const returnTarget = useReturnTarget(user);

  // Signed in (already, or by the form below): on to the page asked for, else /profile.
  if (user) return <AppRedirect {...returnTarget} />;

  return (
    <PageLayout>
      <title>{`Log In — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
        {isLoading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        ) : (
          <Stack spacing={3}>
            {!isDesktop && <LoginNavMenu />}
            <AuthCard
              title="Log In"
              subtitle="Sign in to your client portal to manage your profile, agreements and payments."
              footer={
                <Typography>
                  Don&apos;t have an account?{' '}
                  <Link component={RouterLink} to="/register" sx={{ fontWeight: 600 }}>
                    Register
                  </Link>
                </Typography>
              }
            >
              <LoginForm />
            </AuthCard>
          </Stack>
        )}
      </Container>
    </PageLayout>
  );
}
