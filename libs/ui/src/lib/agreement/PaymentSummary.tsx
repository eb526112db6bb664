import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  PAYMENT_TYPE_LABELS,
  formatCents,
  instalmentSchedule,
  priceAgreement,
  type AgreementServiceSelection,
} from '@consult/domain';

const cell = { p: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' } as const;
const amount = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;
const table = { width: '100%', borderCollapse: 'collapse', fontSize: 15 } as const;

/**
 * The figures of the agreement as chosen so far (req DOCS-9, RULES-4): each service's
 * subtotal, the totals by payment type, the grand total and the monthly payment amount. The same
 * pricing functions give the API's figures, so what is shown here is what is signed.
 */
export function PaymentSummary({ services }: { services: AgreementServiceSelection[] }) {
  const { lines, totals } = priceAgreement(services);
  const instalments =
    totals.longestMonths !== null
      ? instalmentSchedule(totals.grandTotalCents, totals.longestMonths)
      : null;
  if (lines.length === 0) {
    return (
      <Typography color="text.secondary">
        Choose at least one service above to see its price here.
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="table" sx={table} aria-label="Service subtotals">
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...cell, textAlign: 'left' }}>
              Service
            </Box>
            <Box component="th" scope="col" sx={{ ...cell, textAlign: 'left' }}>
              Payment type
            </Box>
            <Box component="th" scope="col" sx={{ ...amount, fontWeight: 700 }}>
              Subtotal
            </Box>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.name}>
              <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: 600 }}>
                {line.name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({line.subServices.length}{' '}
                  {line.subServices.length === 1 ? 'sub-service' : 'sub-services'})
                </Typography>
              </Box>
              <Box component="td" sx={cell}>
                {PAYMENT_TYPE_LABELS[line.paymentType]}
              </Box>
              <Box component="td" sx={amount}>
                {formatCents(line.subtotalCents)}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>

      <Box component="table" sx={table} aria-label="Totals">
        <tbody>
          {totals.byPaymentType.map((group) => (
            <tr key={group.paymentType}>
              <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                {PAYMENT_TYPE_LABELS[group.paymentType]} total
              </Box>
              <Box component="td" sx={amount}>
                {formatCents(group.totalCents)}
              </Box>
            </tr>
          ))}
          {totals.downPaymentCents > 0 && (
            <tr>
              <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                Down payments due at signing
              </Box>
              <Box component="td" sx={amount}>
                {formatCents(totals.downPaymentCents)}
              </Box>
            </tr>
          )}
          <Box component="tr" sx={{ fontSize: 18, fontWeight: 700, color: 'primary.main' }}>
            <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left' }}>
              Grand total
            </Box>
            <Box component="td" sx={amount}>
              {formatCents(totals.grandTotalCents)}
            </Box>
          </Box>
          {totals.longestMonths !== null && (
            <tr>
              <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: 600 }}>
                Monthly payment amount{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  (grand total over {totals.longestMonths}{' '}
                  {totals.longestMonths === 1 ? 'month' : 'months'})
                </Typography>
              </Box>
              <Box component="td" sx={{ ...amount, fontWeight: 600 }}>
                {formatCents(totals.monthlyPaymentCents)}
              </Box>
            </tr>
          )}
          {instalments && instalments.finalCents !== instalments.regularCents && (
            <tr>
              <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                Last monthly payment{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  (with the cents the rounding left)
                </Typography>
              </Box>
              <Box component="td" sx={amount}>
                {formatCents(instalments.finalCents)}
              </Box>
            </tr>
          )}
        </tbody>
      </Box>
    </Box>
  );
}
