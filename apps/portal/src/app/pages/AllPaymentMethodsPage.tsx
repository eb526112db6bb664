import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { ListPage } from '../features/layout/ListPage';
import { CompanyHeader } from '../features/payment/CompanyHeader';
import { PaymentMethodList } from '../features/payment/PaymentMethodList';
import { PAYMENT_BUTTONS, PAYMENT_TITLES } from '../features/payment/payment-messages';
import { useAddPaymentMethodPath } from '../features/payment/useAddPaymentMethodPath';

/** /all-payment-methods: the company, and every payment method of the client (req DOCS-2). */
export function AllPaymentMethodsPage() {
  const addPath = useAddPaymentMethodPath();
  return (
    <ListPage title={PAYMENT_TITLES.all} create={{ label: PAYMENT_BUTTONS.addNew, to: addPath }}>
      <CompanyHeader />
      <PaymentMethodList addPath={addPath} />
      <Box>
        <Button component={RouterLink} to="/profile" size="large" startIcon={<ArrowBack />}>
          {PAYMENT_BUTTONS.backToProfile}
        </Button>
      </Box>
    </ListPage>
  );
}
