import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { PaymentMethodSummary } from '@consult/domain';
import { PaymentMethodRow } from './PaymentMethodRow';
import { PAYMENT_BUTTONS, PAYMENT_SCREENS } from './payment-messages';
import { splitByStatus } from './payment-method-status';

/** View Details of one method, described by its label. */
export function ViewDetailsLink({ methodId }: { methodId: number }) {
  return (
    <Button
      component={RouterLink}
      to={`/payment-method/${methodId}`}
      variant="outlined"
      aria-describedby={`payment-method-${methodId}-label`}
    >
      {PAYMENT_BUTTONS.viewDetails}
    </Button>
  );
}

interface PaymentMethodSectionsProps {
  methods: readonly PaymentMethodSummary[];
  /** The actions of a method in force (View Details at least). */
  inForceActions: (method: PaymentMethodSummary) => ReactNode;
  /** Where the section headings sit in the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The client's payment methods in two lists (docs/contracts-and-money.md, "Payment methods"):
 * those in force, one per agreement, each with its actions; then the history, replaced and ended
 * methods, muted, with View Details only: never edited, deleted or paid.
 */
export function PaymentMethodSections({
  methods,
  inForceActions,
  headingLevel = 'h2',
}: PaymentMethodSectionsProps) {
  const { inForce, history } = splitByStatus(methods);
  return (
    <>
      <Box component="section" aria-labelledby="payment-methods-in-force-heading">
        <Typography
          id="payment-methods-in-force-heading"
          component={headingLevel}
          variant="subtitle1"
          sx={{ fontWeight: 700 }}
        >
          {PAYMENT_SCREENS.inForceHeading}
        </Typography>
        {inForce.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {PAYMENT_SCREENS.noneInForce}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-labelledby="payment-methods-in-force-heading"
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {inForce.map((method) => (
              <PaymentMethodRow key={method.id} method={method}>
                {inForceActions(method)}
              </PaymentMethodRow>
            ))}
          </Box>
        )}
      </Box>
      {history.length > 0 && (
        <Box
          component="section"
          aria-labelledby="payment-methods-history-heading"
          sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
        >
          <Typography
            id="payment-methods-history-heading"
            component={headingLevel}
            variant="subtitle1"
            sx={{ fontWeight: 700 }}
          >
            {PAYMENT_SCREENS.historyHeading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {PAYMENT_SCREENS.historyIntro}
          </Typography>
          <Box
            component="ul"
            aria-labelledby="payment-methods-history-heading"
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {history.map((method) => (
              <PaymentMethodRow key={method.id} method={method}>
                <ViewDetailsLink methodId={method.id} />
              </PaymentMethodRow>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
