import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useField } from 'formik';
import { TOUCH_TARGET_PX } from '@consult/ui';

interface PaymentCheckboxProps {
  name: string;
  label: ReactNode;
  /** The id of the message this box is described by, when it has one. */
  describedBy?: string;
  invalid?: boolean;
}

/** A Formik checkbox of the payment form, with a 44 px touch target. */
export function PaymentCheckbox({ name, label, describedBy, invalid }: PaymentCheckboxProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <FormControlLabel
      control={
        <Checkbox
          {...field}
          id={name}
          sx={{ minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX, alignSelf: 'flex-start' }}
          slotProps={{
            input: {
              'aria-describedby': describedBy,
              'aria-invalid': invalid || undefined,
            },
          }}
        />
      }
      label={label}
      sx={{
        minHeight: TOUCH_TARGET_PX,
        alignItems: 'flex-start',
        mr: 0,
        '& .MuiFormControlLabel-label': { pt: 1.25 },
      }}
    />
  );
}
