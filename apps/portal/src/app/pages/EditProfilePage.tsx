import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { EditProfileForm } from '../features/profile/EditProfileForm';
import { PROFILE_MESSAGES } from '../features/profile/profile-messages';
import { useProfile } from '../features/profile/useProfile';

export function EditProfilePage() {
  const { data: profile, isLoading, isError } = useProfile();

  return (
    <PageLayout>
      <title>{`Edit Profile — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <Typography variant="pageTitle" component="h1" sx={{ mb: 1 }}>
          Edit Business Profile
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Tell us about you and your company. Every field is optional.
        </Typography>
        {isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading profile" />
          </Box>
        )}
        {isError && <Alert severity="error">{PROFILE_MESSAGES.fetchProfileFailed}</Alert>}
        {profile && (
          <Paper elevation={0} sx={{ p: { xs: 2, sm: 4 }, border: 1, borderColor: 'divider' }}>
            <EditProfileForm profile={profile} />
          </Paper>
        )}
      </Container>
    </PageLayout>
  );
}
