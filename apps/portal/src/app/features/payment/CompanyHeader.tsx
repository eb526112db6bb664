import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetAgreementsQuery } from '@consult/api-client';
import { useProfile } from '../profile/useProfile';
import { newestAgreement } from './newest-agreement';

/**
 * The company the payment methods are for (req DOCS-2): its name from the business profile (else
 * the newest agreement), and its address from the newest agreement.
 */
export function CompanyHeader() {
  const { user, data: profile } = useProfile();
  const { data: agreements } = useGetAgreementsQuery(undefined, { skip: !user });
  const agreement = newestAgreement(agreements);
  const companyName = profile?.companyName || agreement?.companyName;
  if (!companyName) return null;
  const address = agreement
    ? `${agreement.companyStreet}, ${agreement.companyCity}, ${agreement.companyState} ${agreement.companyZip}`
    : null;
  return (
    <Paper
      component="section"
      aria-label="Company"
      elevation={0}
      sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', bgcolor: 'background.default' }}
    >
      <Typography variant="overline" color="secondary.dark" component="p">
        Billing for
      </Typography>
      <Typography component="p" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        {companyName}
      </Typography>
      {address && (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {address}
        </Typography>
      )}
    </Paper>
  );
}
