import { screen, waitFor, within } from '@testing-library/react';
import {
  EMAIL_MIXED_SCRIPTS_MESSAGE,
  FORM_HINTS,
  MESSAGES,
  type RegisterRequest,
} from '@consult/domain';
import { buildRegistration } from '@consult/testing/browser';
import { calledRoutes, mockApi } from '@consult/ui/testing';
import { renderPortal } from '../../../testing/render-portal';

const LABELS: Record<keyof RegisterRequest | 'confirmPassword', RegExp> = {
  firstName: /^first name/i,
  lastName: /^last name/i,
  username: /^username/i,
  email: /^email/i,
  companyName: /^company name/i,
  phone: /^phone/i,
  address: /^address/i,
  city: /^city/i,
  state: /^state/i,
  zipCode: /^zip code/i,
  password: /^password/i,
  confirmPassword: /^confirm password/i,
};

const signedOut = {
  'GET /api/user': {
    status: 401,
    body: { statusCode: 401, error: 'Unauthorized', message: MESSAGES.notAuthenticated },
  },
};

async function openRegister() {
  const view = renderPortal('/register');
  await screen.findByRole('heading', { name: 'Create Your Account' });
  return view;
}

const field = (name: keyof typeof LABELS) =>
  screen.getByLabelText(LABELS[name]) as HTMLInputElement;

async function fillIn(
  user: ReturnType<typeof renderPortal>['user'],
  values: Partial<Record<keyof typeof LABELS, string>>,
) {
  for (const [name, value] of Object.entries(values) as [keyof typeof LABELS, string][]) {
    await user.clear(field(name));
    if (value) await user.paste(value);
  }
}

const submit = () => screen.getByRole('button', { name: 'Create Account' });

describe('Register', () => {
  it('shows a required message under every field when submitted empty, focuses the first, and makes no call', async () => {
    const fetchMock = mockApi(signedOut);
    const { user } = await openRegister();

    await user.click(submit());

    for (const message of [
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.usernameRequired,
      MESSAGES.emailInvalid,
      MESSAGES.phoneInvalid,
      MESSAGES.companyNameRequired,
      MESSAGES.addressRequired,
      MESSAGES.cityRequired,
      MESSAGES.stateRequired,
      MESSAGES.zipCodeRequired,
      MESSAGES.passwordRequired,
      MESSAGES.confirmPasswordRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field('firstName')).toHaveAccessibleDescription(MESSAGES.firstNameRequired);
    await waitFor(() => expect(field('firstName')).toHaveFocus());
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/register');
  });

  it('checks the e-mail, phone, username and password rules with the shared messages', async () => {
    mockApi(signedOut);
    const { user } = await openRegister();

    await fillIn(user, {
      username: 'no spaces',
      email: 'not-an-email',
      phone: '555-0142',
      password: 'short',
    });
    await user.click(submit());

    expect(await screen.findByText(MESSAGES.usernameFormat)).toBeInTheDocument();
    expect(field('email')).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    expect(field('phone')).toHaveAccessibleDescription(MESSAGES.phoneInvalid);
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeInTheDocument();

    await user.clear(field('password'));
    await user.click(field('password'));
    await user.paste('x'.repeat(129));
    expect(await screen.findByText(MESSAGES.passwordTooLong)).toBeInTheDocument();
  });

  it('refuses foo@bar as the API does, with the shared message, and makes no call', async () => {
    const fetchMock = mockApi(signedOut);
    const { user } = await openRegister();
    const account = buildRegistration();
    await fillIn(user, { ...account, email: 'foo@bar', confirmPassword: account.password });
    await user.click(submit());

    await waitFor(() => expect(field('email')).toHaveAccessibleDescription(MESSAGES.emailInvalid));
    expect(field('email')).toHaveFocus();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/register');
  });

  it('hints at the phone, ZIP code and password rules before any message', async () => {
    mockApi(signedOut);
    const { user } = await openRegister();
    expect(field('phone')).toHaveAccessibleDescription(FORM_HINTS.phone);
    expect(field('zipCode')).toHaveAccessibleDescription(FORM_HINTS.zipCode);
    expect(field('password')).toHaveAccessibleDescription(FORM_HINTS.password);

    await fillIn(user, { phone: '555' });
    await user.click(submit());
    await waitFor(() => expect(field('phone')).toHaveAccessibleDescription(MESSAGES.phoneInvalid));
  });

  it('refuses an address that mixes alphabets in one part with the API’s message, and makes no call', async () => {
    const fetchMock = mockApi(signedOut);
    const { user } = await openRegister();
    // A Cyrillic "а" (U+0430) among Latin letters: a look-alike of paypal@example.com.
    await fillIn(user, { ...buildRegistration(), email: 'p\u0430ypal@example.com' });
    await user.click(submit());

    await waitFor(() =>
      expect(field('email')).toHaveAccessibleDescription(EMAIL_MIXED_SCRIPTS_MESSAGE),
    );
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/register');
  });

  it('says nothing before the first submit, then re-validates on every change', async () => {
    mockApi(signedOut);
    const { user } = await openRegister();

    await user.type(field('email'), 'ada@');
    await user.click(field('firstName'));
    expect(screen.queryByText(MESSAGES.emailInvalid)).not.toBeInTheDocument();

    await user.click(submit());
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    await user.type(field('email'), 'example.com');
    await waitFor(() => expect(screen.queryByText(MESSAGES.emailInvalid)).not.toBeInTheDocument());
  });

  it("shows 'Passwords do not match' under confirm password and makes no call when they differ", async () => {
    const fetchMock = mockApi(signedOut);
    const { user } = await openRegister();
    const account = buildRegistration();

    await fillIn(user, { ...account, confirmPassword: `${account.password}x` });
    await user.click(submit());

    await waitFor(() =>
      expect(field('confirmPassword')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch),
    );
    expect(field('confirmPassword')).toHaveFocus();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/register');
  });

  it('registers with the trimmed fields, shows the pending label, toasts and goes to /log-in without signing in', async () => {
    const account = buildRegistration();
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const fetchMock = mockApi({
      ...signedOut,
      'POST /api/register': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user, router } = await openRegister();

    await fillIn(user, {
      ...account,
      firstName: `  ${account.firstName} `,
      confirmPassword: account.password,
    });
    await user.click(submit());

    const pending = await screen.findByRole('button', { name: 'Creating Account...' });
    expect(pending).toBeDisabled();
    const request = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((r) => r.url.endsWith('/api/register'));
    expect(await request?.clone().json()).toEqual(account);

    answer({
      status: 201,
      body: {
        id: 9,
        username: account.username,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        isAdmin: false,
      },
    });

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Registration successful')).toBeInTheDocument();
    expect(
      within(toast).getByText(
        'Account created successfully. Please log in to access your account.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/log-in'));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it("shows the server's field message under the field, focuses it, keeps the values, and toasts nothing", async () => {
    const account = buildRegistration();
    mockApi({
      ...signedOut,
      'POST /api/register': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: MESSAGES.usernameTaken,
          fields: { username: MESSAGES.usernameTaken },
        },
      },
    });
    const { user, router } = await openRegister();

    await fillIn(user, { ...account, confirmPassword: account.password });
    await user.click(submit());

    await waitFor(() =>
      expect(field('username')).toHaveAccessibleDescription(MESSAGES.usernameTaken),
    );
    expect(field('username')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('email')).toHaveValue(account.email);
    expect(router.state.location.pathname).toBe('/register');

    await user.type(field('username'), '2');
    expect(field('username')).not.toHaveAccessibleDescription(MESSAGES.usernameTaken);
  });

  it("falls back to 'Registration failed' when the server gives no message", async () => {
    const account = buildRegistration();
    mockApi({ ...signedOut, 'POST /api/register': { status: 502 } });
    const { user } = await openRegister();

    await fillIn(user, { ...account, confirmPassword: account.password });
    await user.click(submit());

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(/^Registration failed$/);
  });

  it('links to the log-in page', async () => {
    mockApi(signedOut);
    await openRegister();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/log-in');
  });
});
