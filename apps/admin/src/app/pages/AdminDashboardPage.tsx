import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import History from '@mui/icons-material/History';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_FIRM } from '@consult/domain';
import { useGetUserQuery } from '@consult/api-client';
import { VISUALLY_HIDDEN } from '@consult/ui';
import { ADMIN_TEXT } from '../admin-messages';
import { Dashboard } from '../features/dashboard/Dashboard';
import { ADMIN_ROUTES } from '../features/documents/document-links';
import { AdminPage } from '../features/layout/AdminPage';

/**
 * The admin dashboard (req DOCS-2), behind RequireAdmin. Its title is the firm's admin title on
 * desktop; on phones the header shows 'Admin Dashboard', so the page's heading is kept for screen
 * readers only.
 */
export function AdminDashboardPage() {
  const { data: user } = useGetUserQuery();
  return (
    <AdminPage title={ADMIN_TEXT.dashboardTitle}>
      <Box
        sx={{
          mb: { xs: 2.5, md: 4 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography
            variant="headlineLg"
            component="h1"
            sx={{ color: 'primary.dark', mb: 0.5, display: { xs: 'none', md: 'block' } }}
          >
            {`${DEFAULT_FIRM.name} Admin`}
          </Typography>
          <Typography variant="h1" sx={{ ...VISUALLY_HIDDEN, display: { md: 'none' } }}>
            {ADMIN_TEXT.dashboardTitle}
          </Typography>
          {user && (
            <Typography sx={{ color: 'text.secondary' }}>
              Welcome back, {user.firstName}. Every client, their company and their documents.
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={ADMIN_ROUTES.promote}
            variant="contained"
            startIcon={<PersonAddAlt />}
          >
            Promote to Admin
          </Button>
          <Button
            component={RouterLink}
            to={ADMIN_ROUTES.auditLog}
            variant="outlined"
            startIcon={<History />}
          >
            Audit Log
          </Button>
        </Box>
      </Box>
      <Dashboard />
    </AdminPage>
  );
}
