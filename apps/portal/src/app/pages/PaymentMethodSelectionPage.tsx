import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { DEFAULT_FIRM, agreementReference } from '@consult/domain';
import { PageLayout } from '@consult/ui';

/**
 * /payment-method-selection?agreementId={id} (spec 001 §2). A placeholder until the payments issue
 * builds the picker: it confirms the agreement and offers the way back. Without agreementId it
 * sends the client to /consulting-agreements.
 */
export function PaymentMethodSelectionPage() {
  const [searchParams] = useSearchParams();
  const agreementId = searchParams.get('agreementId');
  if (!agreementId || !/^[1-9]\d{0,9}$/.test(agreementId)) {
    return <Navigate to="/consulting-agreements" replace />;
  }
  return (
    <PageLayout>
      <title>{`Choose a Payment Method — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: 26, sm: 34 }, mb: 2 }}>
          Choose a Payment Method
        </Typography>
        <Alert severity="success" sx={{ mb: 3 }}>
          Agreement {agreementReference(Number(agreementId))} is signed. Next, choose how you will
          pay for it.
        </Alert>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}>
          <Button
            component={RouterLink}
            to={`/consulting-agreement/${agreementId}`}
            variant="outlined"
          >
            View the Agreement
          </Button>
          <Button component={RouterLink} to="/profile">
            Back to Profile
          </Button>
        </Box>
      </Container>
    </PageLayout>
  );
}
