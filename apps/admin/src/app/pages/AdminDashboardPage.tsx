import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DEFAULT_FIRM } from '@consult/domain';
import { useGetUserQuery } from '@consult/api-client';
import { PageLayout, VISUALLY_HIDDEN } from '@consult/ui';
import { ADMIN_HEADER } from '../admin-header';
import { AdminAccountCard } from '../features/dashboard/AdminAccountCard';
import { UsersCompaniesPanel } from '../features/dashboard/UsersCompaniesPanel';

/**
 * The admin dashboard (spec 001 §2), behind RequireAdmin: the signed-in admin and the Users &
 * Companies panel. Its title is the firm's admin title on desktop; on phones the header shows
 * 'Admin Dashboard', so the page's heading is kept for screen readers only.
 */
export function AdminDashboardPage() {
  const { data: user } = useGetUserQuery();
  if (!user) return null; // RequireAdmin renders this page only for a signed-in admin.
  return (
    <PageLayout {...ADMIN_HEADER}>
      <title>{`Admin Dashboard | ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <Box sx={{ mb: { xs: 3, md: 5 } }}>
          <Typography
            variant="h1"
            sx={{
              fontSize: { md: 36 },
              color: 'primary.dark',
              mb: 1,
              display: { xs: 'none', md: 'block' },
            }}
          >
            {`${DEFAULT_FIRM.name} Admin`}
          </Typography>
          <Typography variant="h1" sx={{ ...VISUALLY_HIDDEN, display: { md: 'none' } }}>
            Admin Dashboard
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: { xs: 16, md: 18 } }}>
            Welcome back, {user.firstName}. You are signed in as{' '}
            <Box component="strong" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {user.username}
            </Box>
            .
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <AdminAccountCard user={user} />
          <UsersCompaniesPanel />
        </Box>
      </Container>
    </PageLayout>
  );
}
