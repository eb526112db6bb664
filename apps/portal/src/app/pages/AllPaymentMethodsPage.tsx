import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { CompanyHeader } from '../features/payment/CompanyHeader';
import { PaymentMethodList } from '../features/payment/PaymentMethodList';
import { PAYMENT_BUTTONS, PAYMENT_TITLES } from '../features/payment/payment-messages';
import { useAddPaymentMethodPath } from '../features/payment/useAddPaymentMethodPath';

/** /all-payment-methods: the company, and every payment method of the client (req DOCS-2). */
export function AllPaymentMethodsPage() {
  const addPath = useAddPaymentMethodPath();
  return (
    <PageLayout>
      <title>{`${PAYMENT_TITLES.all} — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'stretch', sm: 'center' },
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            <Typography variant="pageTitle" component="h1">
              {PAYMENT_TITLES.all}
            </Typography>
            <Button
              component={RouterLink}
              to={addPath}
              variant="contained"
              size="large"
              startIcon={<Add />}
            >
              {PAYMENT_BUTTONS.addNew}
            </Button>
          </Box>
          <CompanyHeader />
          <PaymentMethodList addPath={addPath} />
          <Box>
            <Button component={RouterLink} to="/profile" size="large" startIcon={<ArrowBack />}>
              {PAYMENT_BUTTONS.backToProfile}
            </Button>
          </Box>
        </Stack>
      </Container>
    </PageLayout>
  );
}
