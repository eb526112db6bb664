import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { isProfileComplete, type BusinessProfile } from '@consult/domain';
import { PROFILE_MESSAGES } from './profile-messages';

/**
 * The next step for the client (req SITE-2): complete the profile, then the consulting
 * agreement. Nothing once both are done.
 */
export function ProfilePrompt({ profile }: { profile: BusinessProfile }) {
  if (!isProfileComplete(profile)) {
    return (
      <Alert severity="info" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
        <AlertTitle sx={{ mb: 0 }}>{PROFILE_MESSAGES.incompletePrompt}</AlertTitle>
        First name, last name, company name, sector and bio complete your profile.
      </Alert>
    );
  }
  if (!profile.hasSignedAgreement) {
    return (
      <Alert severity="warning" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
        <AlertTitle>Your profile is complete</AlertTitle>
        Please complete your consulting agreement to get started with our services.
        <Box sx={{ mt: 1.5 }}>
          <Button
            component={RouterLink}
            to="/consulting-agreement"
            variant="contained"
            color="secondary"
          >
            Complete Consulting Agreement
          </Button>
        </Box>
      </Alert>
    );
  }
  return null;
}
