import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paymentScheduleLabel, type PaymentMethodSummary } from '@consult/domain';
import { paymentAmountLabel, paymentMethodLabel } from '../profile/payment-method-label';
import { ConfirmationNotice } from './ConfirmationNotice';
import { PaymentMethodStatusChip } from './PaymentMethodStatusChip';
import { PaymentTypeIcon } from './PaymentTypeIcon';
import { isInForce, needsConfirmation } from './payment-method-status';

interface PaymentMethodRowProps {
  method: PaymentMethodSummary;
  /** Its buttons and links. */
  children?: ReactNode;
}

/**
 * One payment method in a list (req DOCS-2): its icon, label, status ("In force", "Replaced on
 * …"), schedule and amount, and the agreement it pays; its actions beside it, or under it on a
 * phone; and, for a method carried over to a newer version of its agreement, the notice asking to
 * confirm it. Replaced and ended methods are muted. A list item named by its label.
 */
export function PaymentMethodRow({ method, children }: PaymentMethodRowProps) {
  const labelId = `payment-method-${method.id}-label`;
  const inForce = isInForce(method);
  const terms = [
    paymentScheduleLabel(method.isMonthly),
    paymentAmountLabel(method),
    method.agreementReference ? `Agreement ${method.agreementReference}` : null,
  ].filter((term): term is string => term !== null);
  return (
    <Box
      component="li"
      aria-labelledby={labelId}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        flexWrap: 'wrap',
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1.5, sm: 2 },
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          // The 280 px basis is a width beside the actions; in the phone's column it would be a
          // height, 280 px of blank space around a two-line label.
          flex: { xs: '0 0 auto', sm: '1 1 280px' },
          minWidth: 0,
        }}
      >
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: 1,
            bgcolor: 'action.hover',
            color: inForce ? 'primary.main' : 'text.disabled',
          }}
        >
          <PaymentTypeIcon type={method.paymentType} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
            <Typography
              id={labelId}
              color={inForce ? 'text.primary' : 'text.secondary'}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {paymentMethodLabel(method)}
            </Typography>
            <PaymentMethodStatusChip method={method} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {terms.map((term, index) => (
              <Fragment key={term}>
                {index > 0 && ' · '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {term}
                </Box>
              </Fragment>
            ))}
          </Typography>
        </Box>
      </Box>
      {children && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            ml: { sm: 'auto' },
            justifyContent: { xs: 'stretch', sm: 'flex-end' },
            '& > *': { flex: { xs: '1 1 auto', sm: '0 0 auto' } },
          }}
        >
          {children}
        </Box>
      )}
      {needsConfirmation(method) && (
        <Box sx={{ flexBasis: '100%' }}>
          <ConfirmationNotice method={method} />
        </Box>
      )}
    </Box>
  );
}
