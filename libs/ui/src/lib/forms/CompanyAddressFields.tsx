import Box from '@mui/material/Box';
import { gridSpan } from './form-sizes';
import { FormTextField } from './FormTextField';

/**
 * A client company's name and postal address, as cells of a `formGridSx` grid: the consulting
 * agreement's client information and the mutual NDA's parties. The two requests name the street
 * differently (`companyStreet`, `companyAddress`); the other fields share their names.
 */
export function CompanyAddressFields({ streetName }: { streetName: string }) {
  return (
    <>
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
          name={streetName}
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
    </>
  );
}
