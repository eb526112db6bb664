import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useField, useFormikContext } from 'formik';
import { LIMITS } from '@consult/domain';
import { TOUCH_TARGET_PX } from '@consult/ui';
import { serverFieldError, withoutServerFieldError } from '@consult/ui/forms';

/**
 * The 1–5 star rating. Clicking the selected star clears it (MUI Rating does this), and a
 * cleared rating is `null`, which the form sends as is.
 */
export function RatingField({ name }: { name: string }) {
  const [field, , helpers] = useField<number | null>(name);
  const { status, setStatus } = useFormikContext();
  const serverError = serverFieldError(status, name);
  const labelId = `${name}-label`;

  return (
    <Box component="fieldset" aria-labelledby={labelId} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography
        id={labelId}
        component="legend"
        variant="body2"
        color="text.secondary"
        sx={{ mb: 0.5 }}
      >
        Rating
      </Typography>
      <Rating
        id={name}
        name={name}
        value={field.value}
        max={LIMITS.ratingMax}
        onChange={(_event, value) => {
          void helpers.setValue(value ?? null);
          if (serverError) setStatus(withoutServerFieldError(status, name));
        }}
        // Stars as large as a touch target. No sizing of the labels themselves: Rating maps the
        // pointer's position across its whole width to a star, so every star must be equally wide.
        sx={{ fontSize: TOUCH_TARGET_PX }}
      />
      <FormHelperText error={Boolean(serverError)}>
        {serverError ?? 'Click the selected star again to clear the rating.'}
      </FormHelperText>
    </Box>
  );
}
