import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import type { User } from '@consult/domain';
import { EmailAddress, UserAvatar } from '@consult/ui';

/** The signed-in admin: initials, name with the Admin badge, and e-mail. */
export function AdminAccountCard({ user }: { user: User }) {
  return (
    <Card component="section" aria-labelledby="admin-account-name">
      <CardContent
        sx={{
          p: { xs: 3, md: 4 },
          '&:last-child': { pb: { xs: 3, md: 4 } },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: { xs: 2, sm: 3 },
        }}
      >
        <UserAvatar user={user} size={64} />
        <Box sx={{ minWidth: 0 }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1.5,
              rowGap: 1,
            }}
          >
            <Typography
              id="admin-account-name"
              variant="h2"
              sx={{ fontSize: 24, color: 'primary.dark' }}
            >
              {user.firstName} {user.lastName}
            </Typography>
            <Chip
              icon={<AdminPanelSettingsOutlined />}
              label="Admin"
              color="primary"
              size="small"
              sx={{ borderRadius: 1 }}
            />
          </Box>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'break-word', mt: 0.5 }}>
            <EmailAddress email={user.email} />
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
