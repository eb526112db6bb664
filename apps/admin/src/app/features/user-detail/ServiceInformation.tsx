import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  PAYMENT_TYPE_LABELS,
  formatCents,
  type AdminAgreementRecord,
  type AdminBillingSummary,
} from '@consult/domain';
import { quantityLabel, readServiceData, type ServiceLine } from './service-data';

const money = (dollars: number) => formatCents(Math.round(dollars * 100));

function ServiceCard({ line }: { line: ServiceLine }) {
  const quantity = quantityLabel(line);
  const headingId = `service-${line.name.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      elevation={0}
      sx={{ p: 2, border: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}
      >
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
          {line.name}
        </Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {formatCents(line.subtotalCents)}
        </Typography>
      </Box>
      {line.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {line.description}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
        <Chip size="small" label={PAYMENT_TYPE_LABELS[line.paymentType]} />
        <Chip size="small" variant="outlined" label={`Paid by ${line.paymentMethod}`} />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          fontSize: 'body2.fontSize',
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>Fee per sub-service</dt>
        <dd>{money(line.fee)}</dd>
        {quantity && (
          <>
            <dt>{line.paymentType === 'hourly' ? 'Hours' : 'Months'}</dt>
            <dd>{quantity}</dd>
          </>
        )}
        {line.downPayment !== null && (
          <>
            <dt>Down payment</dt>
            <dd>{money(line.downPayment)}</dd>
          </>
        )}
        <dt>Sub-services</dt>
        <dd>{line.subServices.length ? line.subServices.join(', ') : 'None'}</dd>
      </Box>
    </Paper>
  );
}

function BillingSummary({ summary }: { summary: AdminBillingSummary }) {
  const rows: Array<[string, number, boolean?]> = [
    ['Grand total', summary.grandTotalCents, true],
    ['Total down payments', summary.downPaymentCents],
    ['Remaining balance', summary.remainingBalanceCents, true],
  ];
  return (
    <Box
      component="table"
      aria-label="Billing Summary"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        '& th, & td': { py: 1, borderBottom: 1, borderColor: 'divider' },
        '& th': { textAlign: 'left', fontWeight: 400 },
        '& td': { textAlign: 'right', whiteSpace: 'nowrap' },
      }}
    >
      <tbody>
        {rows.map(([label, cents, strong]) => (
          <Box
            component="tr"
            key={label}
            sx={strong ? { fontWeight: 700, color: 'primary.dark' } : {}}
          >
            <Box component="th" scope="row" sx={strong ? { fontWeight: '700 !important' } : {}}>
              {label}
            </Box>
            <td>{formatCents(cents)}</td>
          </Box>
        ))}
      </tbody>
    </Box>
  );
}

/** Which version the figures are, and that a proposal does not count until the client signs it. */
function InForceCaption({ agreement }: { agreement: AdminAgreementRecord }) {
  return (
    <Typography variant="body2" color="text.secondary">
      The terms in force: {agreement.reference}, version {agreement.version}.
      {agreement.proposal &&
        ` Version ${agreement.proposal.version} is proposed and awaits the client’s signature; these figures stay those of version ${agreement.version} until then.`}
    </Typography>
  );
}

/**
 * Service Information (req DOCS-2, DOCS-9): a card per service of the agreement in force and the
 * Billing Summary, every figure computed with the shared pricing rules; or why there is none. A
 * pending proposal changes none of them (docs/contracts-and-money.md).
 */
export function ServiceInformation({
  serviceType,
  inForce,
}: {
  serviceType: string;
  /** The agreement version the figures come from, when the client has one in force. */
  inForce?: AdminAgreementRecord;
}) {
  const data = readServiceData(serviceType);
  if (data.state !== 'ok') {
    return (
      <Alert severity={data.state === 'empty' ? 'info' : 'error'} variant="outlined">
        {data.message}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {inForce && <InForceCaption agreement={inForce} />}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {data.services.map((line) => (
          <ServiceCard key={line.name} line={line} />
        ))}
      </Box>
      <Box>
        <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
          Billing Summary
        </Typography>
        <BillingSummary summary={data.summary} />
      </Box>
    </Box>
  );
}
