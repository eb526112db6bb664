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
  /** A text area's height at first; it grows with its text (see growingTextAreaSx). */
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
 * A text area of `minRows` lines that grows with its text, by CSS (`field-sizing: content`, in
 * Chromium since 123), where MUI's autosizing text area measured a hidden copy of itself in a layout
 * effect: a forced layout of the whole page as the form hydrated (8-14 ms of the consultation
 * page's main thread, four times that on a phone) and on every key. A browser without
 * `field-sizing` keeps the `rows` lines and scrolls.
 */
function growingTextAreaSx(minRows = 1) {
  return { '& textarea': { fieldSizing: 'content', minHeight: `${minRows}lh` } };
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
  const htmlInputProps = inputMode ? { inputMode } : slotProps?.htmlInput;
  // A text area is a plain <textarea> (MUI's multiline input would be its autosizing one), with
  // no `type` (the input's default, 'text').
  const htmlInput = multiline ? { ...htmlInputProps, type: undefined } : htmlInputProps;

  const input = (
    <FormControl
      fullWidth
      required={required}
      error={Boolean(message)}
      sx={multiline ? [textAreaSx, growingTextAreaSx(minRows)] : undefined}
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
        inputComponent={multiline ? 'textarea' : undefined}
        rows={multiline ? minRows : undefined}
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
