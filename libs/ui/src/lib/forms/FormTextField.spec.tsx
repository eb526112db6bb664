import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { FormSelectField } from './FormSelectField';
import { FormTextField } from './FormTextField';
import { textAreaSx } from './form-sizes';

function inForm(children: ReactNode, status?: object, onSubmit = jest.fn()) {
  return (
    <Formik
      initialValues={{ email: 'ada@example.com', sector: '' }}
      initialStatus={status}
      validate={(values) => (values.email.includes('@') ? {} : { email: 'Enter an e-mail' })}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        {children}
        <button type="submit">Send</button>
      </Form>
    </Formik>
  );
}

/**
 * The markup, without Emotion's generated class names (a hash of each element's styles and of its
 * component's name) and without TextField's own root class, which no style or test addresses; each
 * element's attributes in the order of their names. `edit` changes the field before it is read.
 */
function markup(node: ReactNode, status?: object, edit?: (field: HTMLElement) => void): string {
  const { container, unmount } = render(inForm(node, status));
  const field = container.querySelector('form')?.firstElementChild as HTMLElement;
  edit?.(field);
  for (const element of [field, ...field.querySelectorAll('*')]) {
    const kept = [...element.classList].filter(
      (name) => !name.startsWith('css-') && name !== 'MuiTextField-root',
    );
    if (element.hasAttribute('class')) element.setAttribute('class', kept.join(' '));
    const attributes = [...element.attributes].sort((a, b) => a.name.localeCompare(b.name));
    for (const { name, value } of attributes) {
      element.removeAttribute(name);
      element.setAttribute(name, value);
    }
  }
  const html = field.outerHTML;
  unmount();
  return html;
}

const noop = () => undefined;
const TEXT_FIELD_BINDING = { name: 'email', id: 'email', value: 'ada@example.com', onChange: noop };

describe('FormTextField', () => {
  // The same markup as the TextField it replaced: labels, ids, ARIA and MUI's classes (which the
  // theme and the stylesheet address), so nothing a person or a test reads has changed.
  it.each([
    ['a floating label', {}, {}],
    ['a required field', { required: true }, { required: true }],
    [
      'a hint and a browser hint',
      { helperText: 'We answer within a day', type: 'email', autoComplete: 'email' },
      { helperText: 'We answer within a day', type: 'email', autoComplete: 'email' },
    ],
    [
      'a phone keyboard',
      { inputMode: 'email' as const },
      { slotProps: { htmlInput: { inputMode: 'email' } } },
    ],
  ])('renders what MUI’s TextField renders, with %s', (_case, ours, theirs) => {
    const expected = markup(
      <TextField {...TEXT_FIELD_BINDING} label="E-mail" fullWidth error={false} {...theirs} />,
    );
    expect(markup(<FormTextField name="email" label="E-mail" {...ours} />)).toBe(expected);
  });

  // MUI's multiline TextField renders its autosizing text area, which measures a hidden copy of
  // itself (forcing a layout of the page as it hydrates and at every key); ours is one <textarea>
  // of `minRows` rows that CSS lets grow (issue 19), the rest as TextField renders it.
  it('renders a text area as TextField does, without the autosizing copy and its inline height', () => {
    const expected = markup(
      <TextField
        {...TEXT_FIELD_BINDING}
        label="E-mail"
        fullWidth
        multiline
        minRows={4}
        placeholder="Tell us"
        sx={textAreaSx}
      />,
      undefined,
      (field) => {
        field.querySelector('textarea[aria-hidden="true"]')?.remove();
        const textArea = field.querySelector('textarea') as HTMLTextAreaElement;
        textArea.removeAttribute('style');
        textArea.setAttribute('rows', '4');
      },
    );
    const ours = markup(
      <FormTextField name="email" label="E-mail" multiline minRows={4} placeholder="Tell us" />,
    );
    expect(ours).toBe(expected);
    expect(ours.match(/<textarea/g)).toHaveLength(1);
  });

  it('renders a message as TextField does', () => {
    const refused = { fieldErrors: { email: 'This e-mail is already registered' } };
    const expected = markup(
      <TextField
        {...TEXT_FIELD_BINDING}
        label="E-mail"
        required
        fullWidth
        error
        helperText="This e-mail is already registered"
      />,
    );
    expect(markup(<FormTextField name="email" label="E-mail" required />, refused)).toBe(expected);
  });

  it('renders an adornment where TextField does', () => {
    const adornment = (
      <InputAdornment position="end">
        <IconButton aria-label="Show password">*</IconButton>
      </InputAdornment>
    );
    const expected = markup(
      <TextField
        {...TEXT_FIELD_BINDING}
        label="Password"
        fullWidth
        slotProps={{ input: { endAdornment: adornment } }}
      />,
    );
    expect(
      markup(
        <FormTextField
          name="email"
          label="Password"
          slotProps={{ input: { endAdornment: adornment } }}
        />,
      ),
    ).toBe(expected);
  });

  it('labels a field from above, with its placeholder shown', () => {
    render(
      inForm(
        <FormTextField name="email" label="Your goals" labelPlacement="above" placeholder="Grow" />,
      ),
    );
    const input = screen.getByRole('textbox', { name: 'Your goals' });
    expect(input).toHaveAttribute('placeholder', 'Grow');
    expect(document.getElementById('email-label')).toBeNull();
  });

  it('shows its message once the form is sent, then follows every change', async () => {
    const user = userEvent.setup();
    render(inForm(<FormTextField name="email" label="E-mail" helperText="Work address" />));
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(input);
    await user.type(input, 'ada');
    expect(screen.queryByText('Enter an e-mail')).toBeNull();
    expect(input).toHaveAccessibleDescription('Work address');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter an e-mail')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an e-mail');

    await user.type(input, '@example.com');
    await waitFor(() => expect(screen.queryByText('Enter an e-mail')).toBeNull());
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('Work address');
  });

  it("shows the server's message until the field is edited", async () => {
    const user = userEvent.setup();
    render(
      inForm(<FormTextField name="email" label="E-mail" />, {
        fieldErrors: { email: 'This e-mail is already registered' },
      }),
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription('This e-mail is already registered');
    await user.type(input, 'm');
    expect(screen.queryByText('This e-mail is already registered')).toBeNull();
    expect(input).toHaveValue('ada@example.comm');
  });
});

describe('FormSelectField', () => {
  it('sets its field to the option chosen', async () => {
    const onSubmit = jest.fn();
    render(
      inForm(
        <FormSelectField name="sector" label="Sector" helperText="Your industry">
          <MenuItem value="">
            <em>No sector selected</em>
          </MenuItem>
          <MenuItem value="retail">Retail</MenuItem>
        </FormSelectField>,
        undefined,
        onSubmit,
      ),
    );
    const select = screen.getByRole('combobox', { name: 'Sector' });
    expect(select).toHaveAccessibleDescription('Your industry');
    fireEvent.mouseDown(select);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Retail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ sector: 'retail' });
  });
});
