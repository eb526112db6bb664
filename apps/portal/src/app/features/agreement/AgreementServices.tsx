import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PAYMENT_TYPE_LABELS, formatCents, type AgreementServiceLine } from '@consult/domain';
import { AGREEMENT_SCREENS } from './agreement-messages';

/** Whether stored services can be shown: a list of lines with names, sub-services and subtotals. */
export function readableServices(services: unknown): services is AgreementServiceLine[] {
  return (
    Array.isArray(services) &&
    services.every(
      (line) =>
        line !== null &&
        typeof line === 'object' &&
        typeof line.name === 'string' &&
        Array.isArray(line.subServices) &&
        typeof line.subtotalCents === 'number',
    )
  );
}

/**
 * An agreement's services on its card (req DOCS-2): each with its sub-services, payment type and
 * subtotal; 'Error displaying services information' when the stored list cannot be read.
 */
export function AgreementServices({ services }: { services: unknown }) {
  if (!readableServices(services)) {
    return (
      <Typography color="error" role="alert">
        {AGREEMENT_SCREENS.servicesUnreadable}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {services.map((line) => (
        <Box
          component="li"
          key={line.name}
          sx={{ borderLeft: 3, borderColor: 'secondary.main', pl: 1.5, minWidth: 0 }}
        >
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              columnGap: 2,
            }}
          >
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{line.name}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatCents(line.subtotalCents)}</Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {PAYMENT_TYPE_LABELS[line.paymentType] ?? line.paymentType}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {line.subServices.join(', ')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
