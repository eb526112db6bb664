import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_FIRM } from '@consult/domain';

function Signatory({
  role,
  party,
  name,
  title,
}: Record<'role' | 'party' | 'name' | 'title', string>) {
  return (
    <Box
      component="section"
      aria-label={`Signatory for the ${role}`}
      sx={{ bgcolor: 'background.default', borderLeft: 3, borderColor: 'primary.main', p: 2 }}
    >
      <Typography variant="overline" color="secondary.dark" component="p">
        For the {role}
      </Typography>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{party}</Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {name}, {title}
      </Typography>
    </Box>
  );
}

/** Who signs: the firm's fixed signer (its founder and chief executive) and the client's signer. */
export function SignatoryCards({
  companyName,
  signerName,
  signerTitle,
}: {
  companyName: string;
  signerName: string;
  signerTitle: string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Signatory
        role="Firm"
        party={DEFAULT_FIRM.name}
        name={DEFAULT_FIRM.founderName}
        title={DEFAULT_FIRM.founderTitle}
      />
      <Signatory
        role="Client"
        party={companyName.trim() || '[Company name]'}
        name={signerName.trim() || '[Signer name]'}
        title={signerTitle.trim() || '[Signer title]'}
      />
    </Box>
  );
}
