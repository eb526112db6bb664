import Box from '@mui/material/Box';
import { TermsTextField } from './TermsTextField';

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(12, minmax(0, 1fr))' },
} as const;
const span = (columns: number) => ({ gridColumn: { xs: 'auto', sm: `span ${columns}` } });

/** The client company, its address and phone, and who signs for it (spec 001 §3). */
export function ClientInformation() {
  return (
    <Box sx={grid}>
      <Box sx={span(12)}>
        <TermsTextField
          name="companyName"
          label="Company name"
          required
          autoComplete="organization"
        />
      </Box>
      <Box sx={span(12)}>
        <TermsTextField
          name="companyStreet"
          label="Street address"
          required
          autoComplete="street-address"
        />
      </Box>
      <Box sx={span(5)}>
        <TermsTextField name="companyCity" label="City" required autoComplete="address-level2" />
      </Box>
      <Box sx={span(3)}>
        <TermsTextField name="companyState" label="State" required autoComplete="address-level1" />
      </Box>
      <Box sx={span(4)}>
        <TermsTextField name="companyZip" label="ZIP code" required autoComplete="postal-code" />
      </Box>
      <Box sx={span(6)}>
        <TermsTextField name="companyPhone" label="Phone" type="tel" required autoComplete="tel" />
      </Box>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, ...span(6) }} />
      <Box sx={span(6)}>
        <TermsTextField name="signerName" label="Signer name" required autoComplete="name" />
      </Box>
      <Box sx={span(6)}>
        <TermsTextField
          name="signerTitle"
          label="Signer title"
          required
          autoComplete="organization-title"
        />
      </Box>
    </Box>
  );
}
