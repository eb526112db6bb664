import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useGetPaymentMethodsQuery, useGetUserQuery } from '@consult/api-client';
import { ConfirmationNotice } from '../payment/ConfirmationNotice';
import { PaymentMethodStatusChip } from '../payment/PaymentMethodStatusChip';
import { PAYMENT_SCREENS, PAYMENT_STATUS_NOTICES } from '../payment/payment-messages';
import { splitByStatus } from '../payment/payment-method-status';
import { useAddPaymentMethodPath } from '../payment/useAddPaymentMethodPath';
import { SectionCard } from './SectionCard';
import { paymentMethodLabel, paymentMethodTerms } from './payment-method-label';
import { PROFILE_MESSAGES } from './profile-messages';

/** The profile shows at most this many payment methods (req SITE-9). */
export const PROFILE_PAYMENT_METHODS_SHOWN = 2;

/**
 * The profile's payment methods: the newest two in force (one per agreement), each with View
 * Details and, when carried over to a newer version of its agreement, the notice asking to
 * confirm it; how many replaced or ended ones are on record; a link to all of them, and Add
 * Payment Method (for the newest agreement in force).
 */
export function PaymentMethodsCard() {
  const { data: user } = useGetUserQuery();
  const addPath = useAddPaymentMethodPath();
  const {
    data: methods,
    isLoading,
    isError,
  } = useGetPaymentMethodsQuery(undefined, { skip: !user });
  const { inForce, history } = splitByStatus(Array.isArray(methods) ? methods : []);
  const shown = inForce.slice(0, PROFILE_PAYMENT_METHODS_SHOWN);

  return (
    <SectionCard title="Payment Methods">
      {isLoading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label="Loading payment methods" />
        </Box>
      )}
      {isError && <Alert severity="error">{PROFILE_MESSAGES.fetchPaymentMethodsFailed}</Alert>}
      {methods && shown.length === 0 && (
        <Typography color="text.secondary">
          {history.length > 0
            ? PAYMENT_SCREENS.noneInForce
            : 'You have not added a payment method yet.'}
        </Typography>
      )}
      {shown.length > 0 && (
        <List disablePadding>
          {shown.map((method) => {
            const labelId = `profile-payment-method-${method.id}-label`;
            return (
              <ListItem
                key={method.id}
                divider
                disableGutters
                aria-labelledby={labelId}
                sx={{ display: 'block', py: 1.5 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Box
                      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}
                    >
                      <Typography id={labelId} sx={{ overflowWrap: 'anywhere' }}>
                        {paymentMethodLabel(method)}
                      </Typography>
                      <PaymentMethodStatusChip method={method} />
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      {[
                        paymentMethodTerms(method),
                        method.agreementReference && `Agreement ${method.agreementReference}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Box>
                  <Button
                    component={RouterLink}
                    to={`/payment-method/${method.id}`}
                    size="small"
                    aria-describedby={labelId}
                    sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                  >
                    View Details
                  </Button>
                </Box>
                <Box sx={{ mt: 1, '&:empty': { display: 'none' } }}>
                  <ConfirmationNotice method={method} />
                </Box>
              </ListItem>
            );
          })}
        </List>
      )}
      {history.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          <Link component={RouterLink} to="/all-payment-methods" color="inherit">
            {PAYMENT_STATUS_NOTICES.historyCount(history.length)}
          </Link>
        </Typography>
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
