import Box from '@mui/material/Box';
import { twoColumnsSx } from './form-sizes';
import { FormTextField } from './FormTextField';

/**
 * A person's first and last name (`firstName`, `lastName`), side by side from `sm` on: the
 * consultation request, the registration and the business profile.
 */
export function PersonNameFields({ required = false }: { required?: boolean }) {
  return (
    <Box sx={twoColumnsSx}>
      <FormTextField
        name="firstName"
        label="First name"
        autoComplete="given-name"
        required={required}
      />
      <FormTextField
        name="lastName"
        label="Last name"
        autoComplete="family-name"
        required={required}
      />
    </Box>
  );
}
