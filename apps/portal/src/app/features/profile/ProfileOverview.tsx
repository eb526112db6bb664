import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { UserAvatar } from '@consult/ui';
import { AgreementsAwaitingSignature } from './AgreementsAwaitingSignature';
import { DocumentsCard } from './DocumentsCard';
import { PaymentMethodsCard } from './PaymentMethodsCard';
import { ProfileDetails } from './ProfileDetails';
import { ProfilePrompt } from './ProfilePrompt';
import { SectionCard } from './SectionCard';
import { PROFILE_MESSAGES } from './profile-messages';
import { useProfile } from './useProfile';

/** /profile: the welcome, the next step, the business profile, payment methods and documents. */
export function ProfileOverview() {
  const { user, data: profile, isLoading, isError, refetch } = useProfile();

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <UserAvatar user={user} size={56} />
        {/* A basis, so that on a phone the button wraps below rather than squeezing the name. */}
        <Box sx={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Typography variant="pageTitle" component="h1">
            Welcome, {user?.firstName || user?.username}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Signed in as {user?.username}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to="/account"
          variant="outlined"
          startIcon={<LockOutlined />}
        >
          Account &amp; Security
        </Button>
      </Box>

      <AgreementsAwaitingSignature />

      {isLoading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading profile" />
        </Box>
      )}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {PROFILE_MESSAGES.fetchProfileFailed}
        </Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {profile && (
          <Stack spacing={2}>
            <ProfilePrompt profile={profile} />
            <SectionCard
              title="Business Profile"
              action={
                <Button
                  component={RouterLink}
                  to="/profile/edit"
                  variant="contained"
                  startIcon={<Edit />}
                >
                  Edit Profile
                </Button>
              }
            >
              <ProfileDetails profile={profile} />
            </SectionCard>
          </Stack>
        )}
        <Stack spacing={3}>
          <PaymentMethodsCard />
          <DocumentsCard />
        </Stack>
      </Box>
    </Stack>
  );
}
