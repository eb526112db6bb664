import Box from '@mui/material/Box';
import { formGridSx, gridSpan } from '../forms/form-sizes';
import { FormTextField } from '../forms/FormTextField';

/** The client company, its address and phone, and who signs for it (spec 001 §3). */
export function ClientInformation() {
  return (
    <Box sx={formGridSx}>
      <Box sx={gridSpan(12)}>
        <FormTextField
          name="companyName"
          label="Company name"
          required
          autoComplete="organization"
        />
      </Box>
      <Box sx={gridSpan(12)}>
        <FormTextField
          name="companyStreet"
          label="Street address"
          required
          autoComplete="street-address"
        />
      </Box>
      <Box sx={gridSpan(5)}>
        <FormTextField name="companyCity" label="City" required autoComplete="address-level2" />
      </Box>
      <Box sx={gridSpan(3)}>
        <FormTextField name="companyState" label="State" required autoComplete="address-level1" />
      </Box>
      <Box sx={gridSpan(4)}>
        <FormTextField name="companyZip" label="ZIP code" required autoComplete="postal-code" />
      </Box>
      <Box sx={gridSpan(6)}>
        <FormTextField name="companyPhone" label="Phone" type="tel" required autoComplete="tel" />
      </Box>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, ...gridSpan(6) }} />
      <Box sx={gridSpan(6)}>
        <FormTextField name="signerName" label="Signer name" required autoComplete="name" />
      </Box>
      <Box sx={gridSpan(6)}>
        <FormTextField
          name="signerTitle"
          label="Signer title"
          required
          autoComplete="organization-title"
        />
      </Box>
    </Box>
  );
}
