import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { textAreaSx } from './form-sizes';
import { useFormField } from './use-form-field';

export interface FormTextFieldProps {
  name: string;
  label: string;
  /**
   * 'floating' (the default) puts the label inside the outline; 'above' writes it as a line of its
   * own above the field, for a question too long to float, and keeps the placeholder visible.
   */
  labelPlacement?: 'floating' | 'above';
  type?: string;
  autoComplete?: string;
  /** The on-screen keyboard a phone shows (it replaces `slotProps.htmlInput` when given). */
  inputMode?: 'email' | 'tel' | 'text' | 'numeric' | 'decimal';
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  placeholder?: string;
  /** Shown under the field while it has no message. */
  helperText?: ReactNode;
  slotProps?: {
    /** Props of the outlined input (an adornment). */
    input?: Partial<OutlinedInputProps>;
    /** Attributes of the `<input>` or `<textarea>` element itself. */
    htmlInput?: InputBaseComponentProps;
  };
}

/**
 * A Formik-bound outlined text field, the one every form of the three apps uses. Its message (red,
 * under the field) shows once the form has been submitted, then follows every change, or when the
 * server rejected the field; editing the field clears the server's message. The input's id is the
 * field name, so a form can focus its first invalid field (FocusFirstError).
 *
 * It is MUI's TextField put together from the same parts (the same markup, ids and ARIA), without
 * TextField's select: TextField imports Select, and with it the menu, popover, modal and list, about
 * 14 KB of gzipped script a form of text fields never runs (the consultation page's, issue 19).
 * A choice from a list is FormSelectField.
 */
export function FormTextField({
  name,
  label,
  labelPlacement = 'floating',
  inputMode,
  required,
  multiline,
  minRows,
  helperText,
  slotProps,
  ...inputProps
}: FormTextFieldProps) {
  const { message, ...binding } = useFormField(name);
  const above = labelPlacement === 'above';
  const hint = message || helperText;
  const helperTextId = hint ? `${name}-helper-text` : undefined;
  const htmlInput = inputMode ? { inputMode } : slotProps?.htmlInput;

  const input = (
    <FormControl
      fullWidth
      required={required}
      error={Boolean(message)}
      sx={multiline ? textAreaSx : undefined}
    >
      {!above && (
        <InputLabel htmlFor={name} id={`${name}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...inputProps}
        {...binding}
        id={name}
        name={name}
        label={above ? undefined : label}
        multiline={multiline}
        minRows={minRows}
        fullWidth
        aria-describedby={helperTextId}
        {...slotProps?.input}
        slotProps={htmlInput ? { input: htmlInput } : undefined}
      />
      {hint && <FormHelperText id={helperTextId}>{hint}</FormHelperText>}
    </FormControl>
  );
  if (!above) return input;
  return (
    <Stack spacing={1}>
      <FormLabel
        htmlFor={name}
        required={required}
        error={Boolean(message)}
        sx={{ color: 'text.primary', fontWeight: 600 }}
      >
        {label}
      </FormLabel>
      {input}
    </Stack>
  );
}
