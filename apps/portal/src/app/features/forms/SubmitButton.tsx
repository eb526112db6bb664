import Button from '@mui/material/Button';
import { submitButtonSx } from '@consult/ui/forms';

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
  fullWidth?: boolean;
}

/** The form's submit button: disabled, with its pending label, while the form is being sent. */
export function SubmitButton({ pending, label, pendingLabel, fullWidth }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={pending}
      fullWidth={fullWidth}
      sx={submitButtonSx}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
