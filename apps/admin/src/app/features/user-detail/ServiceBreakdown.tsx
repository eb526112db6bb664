import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  PAYMENT_TYPE_LABELS,
  formatCents,
  priceAgreement,
  serviceSubtotalCents,
  type AgreementServiceLine,
} from '@consult/domain';

/**
 * The services of an agreement with their subtotals, computed with the shared pricing rules. A
 * list that cannot be read falls back to the total alone (req DOCS-8).
 */
export function ServiceBreakdown({
  services,
  fallbackTotalCents,
  label = 'Services',
}: {
  services: unknown;
  /** The stored total, shown when the services cannot be read. */
  fallbackTotalCents: number;
  label?: string;
}) {
  const lines = Array.isArray(services)
    ? (services as AgreementServiceLine[]).filter(
        (line) => line && typeof line.name === 'string' && Array.isArray(line.subServices),
      )
    : [];
  const totalCents = lines.length
    ? priceAgreement(lines).totals.grandTotalCents
    : fallbackTotalCents;
  return (
    <Box
      component="table"
      aria-label={label}
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: 'body2.fontSize',
        mt: 2,
        '& th, & td': { py: 0.75, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' },
        '& th': { textAlign: 'left', fontWeight: 400 },
        '& td': { textAlign: 'right', whiteSpace: 'nowrap', pl: 1 },
      }}
    >
      <tbody>
        {lines.map((line) => (
          <tr key={line.name}>
            <th scope="row">
              <Box component="span" sx={{ fontWeight: 600 }}>
                {line.name}
              </Box>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                · {PAYMENT_TYPE_LABELS[line.paymentType] ?? line.paymentType}
                {line.subServices.length ? ` · ${line.subServices.join(', ')}` : ''}
              </Typography>
            </th>
            <td>{formatCents(serviceSubtotalCents(line))}</td>
          </tr>
        ))}
        <Box component="tr" sx={{ fontWeight: 700 }}>
          <Box component="th" scope="row" sx={{ fontWeight: '700 !important' }}>
            Total
          </Box>
          <td>{formatCents(totalCents)}</td>
        </Box>
      </tbody>
    </Box>
  );
}
