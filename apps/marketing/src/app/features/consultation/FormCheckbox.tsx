import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useField } from 'formik';
import { FORM_SIZES } from '@consult/ui/forms';

/** A Formik-bound checkbox with its label; the whole row is a touch target of at least 44 px. */
export function FormCheckbox({ name, label }: { name: string; label: string }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <FormControlLabel
      label={label}
      sx={{ minHeight: FORM_SIZES.controlMinHeight, mr: 4 }}
      control={
        <Checkbox
          id={name}
          name={name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
