import Box from '@mui/material/Box';
import { CompanyAddressFields } from '../forms/CompanyAddressFields';
import { formGridSx, gridSpan } from '../forms/form-sizes';
import { FormTextField } from '../forms/FormTextField';

/** The client company, its address and phone, and who signs for it (req DOCS-3). */
export function ClientInformation() {
  return (
    <Box sx={formGridSx}>
      <CompanyAddressFields streetName="companyStreet" />
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
