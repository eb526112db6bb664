import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useGetPaymentMethodsQuery, useGetUserQuery } from '@consult/api-client';
import { useAddPaymentMethodPath } from '../payment/useAddPaymentMethodPath';
import { SectionCard } from './SectionCard';
import { paymentMethodLabel, paymentMethodTerms } from './payment-method-label';
import { PROFILE_MESSAGES } from './profile-messages';

/** The profile shows at most this many payment methods (spec 000 §9). */
export const PROFILE_PAYMENT_METHODS_SHOWN = 2;

/**
 * The profile's payment methods: the newest two, each with View Details, a link to all of them,
 * and Add Payment Method (for the newest agreement in force).
 */
export function PaymentMethodsCard() {
  const { data: user } = useGetUserQuery();
  const addPath = useAddPaymentMethodPath();
  const {
    data: methods,
    isLoading,
    isError,
  } = useGetPaymentMethodsQuery(undefined, { skip: !user });
  const shown = (methods ?? []).slice(0, PROFILE_PAYMENT_METHODS_SHOWN);

  return (
    <SectionCard title="Payment Methods">
      {isLoading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label="Loading payment methods" />
        </Box>
      )}
      {isError && <Alert severity="error">{PROFILE_MESSAGES.fetchPaymentMethodsFailed}</Alert>}
      {methods && shown.length === 0 && (
        <Typography color="text.secondary">You have not added a payment method yet.</Typography>
      )}
      {shown.length > 0 && (
        <List disablePadding>
          {shown.map((method) => (
            <ListItem
              key={method.id}
              divider
              disableGutters
              secondaryAction={
                <Button
                  component={RouterLink}
                  to={`/payment-method/${method.id}`}
                  size="small"
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  View Details
                </Button>
              }
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={paymentMethodLabel(method)}
                secondary={paymentMethodTerms(method)}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
        <Button component={RouterLink} to={addPath} variant="outlined">
          Add Payment Method
        </Button>
        <Button component={RouterLink} to="/all-payment-methods">
          View All Payment Methods
        </Button>
      </Box>
    </SectionCard>
  );
}
