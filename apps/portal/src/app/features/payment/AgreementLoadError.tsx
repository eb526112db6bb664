import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PAYMENT_SCREENS } from './payment-messages';

/** The agreement to pay could not be loaded: it is not the client's, deleted, or the call failed. */
export function AgreementLoadError({ status }: { status: number | undefined }) {
  return (
    <Alert severity="error">
      <AlertTitle>{PAYMENT_SCREENS.agreementError}</AlertTitle>
      {status === 404
        ? PAYMENT_SCREENS.agreementNotFound
        : 'The agreement could not be loaded. Please try again.'}
      <Box sx={{ mt: 1 }}>
        <Button
          component={RouterLink}
          to="/consulting-agreements"
          variant="outlined"
          color="inherit"
          size="small"
        >
          Go to your agreements
        </Button>
      </Box>
    </Alert>
  );
}
