import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useField, useFormikContext } from 'formik';
import { TOUCH_TARGET_PX } from '@consult/ui';

/** "I agree to sign electronically": a Formik checkbox whose message shows after a submit. */
export function AgreeCheckbox({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const { submitCount } = useFormikContext();
  const message = submitCount > 0 ? meta.error : undefined;
  return (
    <FormControl error={Boolean(message)}>
      <FormControlLabel
        control={
          <Checkbox
            {...field}
            id={name}
            sx={{ minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX }}
            slotProps={{ input: { 'aria-describedby': message ? `${name}-message` : undefined } }}
          />
        }
        label={label}
        sx={{ minHeight: TOUCH_TARGET_PX, alignSelf: 'flex-start' }}
      />
      {message && <FormHelperText id={`${name}-message`}>{message}</FormHelperText>}
    </FormControl>
  );
}
