import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSULTATION_MESSAGES, MESSAGES, type ConsultationRequest } from '@consult/domain';
import { buildConsultationRequest } from '@consult/testing/browser';
import {
  calledRoutes,
  mockApi,
  renderInApp,
  setViewportWidth,
  type MockRoute,
} from '@consult/ui/testing';
import { RequestConsultationPage } from '../../pages/RequestConsultationPage';
import { CONSULTATION_HINTS } from './consultation-messages';

type TextField = Exclude<keyof ConsultationRequest, 'isPublic' | 'isPrivate' | 'serviceType'>;

const LABELS: Record<TextField, RegExp> = {
  companyName: /^company name/i,
  firstName: /^first name/i,
  lastName: /^last name/i,
  email: /^email/i,
  phone: /^phone number/i,
  primaryGoals: /^what are your primary goals in partnering with us\?/i,
};

const field = (name: TextField) => screen.getByLabelText(LABELS[name]) as HTMLInputElement;
const checkbox = (name: 'Public Company' | 'Private Company') =>
  screen.getByRole('checkbox', { name }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Submit Request' });

const signedOut = {
  'GET /api/user': { status: 401, body: { statusCode: 401, message: MESSAGES.notAuthenticated } },
};

function openPage(consultation?: MockRoute) {
  const fetchMock = mockApi({
    ...signedOut,
    ...(consultation ? { 'POST /api/consultation': consultation } : {}),
  });
  const user = userEvent.setup();
  const view = renderInApp(<RequestConsultationPage />, {
    path: '/request-consultation',
    routes: [{ path: '/', element: <h1>Home</h1> }],
  });
  return { ...view, user, fetchMock };
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<TextField, string>>,
) {
  for (const [name, value] of Object.entries(values) as [TextField, string][]) {
    if (field(name).value) await user.clear(field(name));
    if (value) {
      await user.click(field(name));
      await user.paste(value);
    }
  }
}

async function fillInRequest(
  user: ReturnType<typeof userEvent.setup>,
  request: ConsultationRequest,
) {
  await fillIn(user, {
    companyName: request.companyName,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
    primaryGoals: request.primaryGoals,
  });
  if (request.isPublic) await user.click(checkbox('Public Company'));
  if (request.isPrivate) await user.click(checkbox('Private Company'));
}

const sentBody = async (fetchMock: jest.Mock) => {
  const request = fetchMock.mock.calls
    .map(([input]) => input as Request)
    .find((r) => r.method === 'POST' && r.url.endsWith('/api/consultation'));
  return request?.clone().json();
};

// These specs drive the whole page (MUI, Formik, RTK Query) with user-event: allow them more than
// 5 s on a busy machine, as the portal's specs do.
jest.setTimeout(30_000);

beforeEach(() => {
  setViewportWidth(1280);
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('Request a Consultation', () => {
  it('shows the title, a way home, and the fields in the spec’s order, empty and unchecked', async () => {
    const { user, router } = openPage();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Request a Consultation');
    const form = screen.getByRole('form', { name: 'Request a consultation' });
    const controls = [...form.querySelectorAll('input[name], textarea[name]')].map((control) =>
      control.getAttribute('name'),
    );
    expect(controls).toEqual([
      'companyName',
      'isPublic',
      'isPrivate',
      'firstName',
      'lastName',
      'email',
      'phone',
      'primaryGoals',
    ]);
    for (const name of Object.keys(LABELS) as TextField[]) expect(field(name)).toHaveValue('');
    expect(checkbox('Public Company')).not.toBeChecked();
    expect(checkbox('Private Company')).not.toBeChecked();
    expect(field('primaryGoals').tagName).toBe('TEXTAREA');
    expect(field('primaryGoals').placeholder).toMatch(/business objectives/);
    expect(field('email')).toHaveAttribute('type', 'email');
    expect(field('phone')).toHaveAttribute('type', 'tel');
    await waitFor(() =>
      expect(document.title).toBe('Request a Consultation | Northbridge Advisory Group'),
    );

    const back = screen.getByRole('link', { name: 'Back to Home' });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows every message in red under its field when sent empty, focuses the first, and makes no call', async () => {
    const { user, fetchMock } = openPage({ status: 201, body: {} });

    await user.click(submitButton());

    const expected: Array<[TextField, string]> = [
      ['companyName', 'Company name is required'],
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['email', 'Please enter a valid email'],
      ['phone', 'Please enter a valid phone number'],
      ['primaryGoals', 'Please describe your primary goals'],
    ];
    for (const [name, message] of expected) {
      await waitFor(() => expect(field(name)).toHaveAccessibleDescription(message));
      expect(field(name)).toBeInvalid();
      expect(screen.getByText(message)).toHaveClass('Mui-error');
    }
    await waitFor(() => expect(field('companyName')).toHaveFocus());
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/consultation');
  });

  it('focuses the first invalid field in the form’s order', async () => {
    const { user } = openPage();
    const request = buildConsultationRequest();
    await fillIn(user, { companyName: request.companyName, primaryGoals: request.primaryGoals });

    await user.click(submitButton());

    await waitFor(() => expect(field('firstName')).toHaveFocus());
    expect(field('companyName')).not.toHaveAccessibleDescription();
  });

  it('checks the e-mail and phone (at least 10 characters, any format)', async () => {
    const { user, fetchMock } = openPage({ status: 201, body: {} });
    await fillInRequest(
      user,
      buildConsultationRequest({ email: 'not-an-email', phone: '555-01234' }),
    );

    await user.click(submitButton());

    await waitFor(() =>
      expect(field('email')).toHaveAccessibleDescription(CONSULTATION_MESSAGES.emailInvalid),
    );
    expect(field('phone')).toHaveAccessibleDescription(CONSULTATION_MESSAGES.phoneInvalid);
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/consultation');

    await user.type(field('phone'), '5');
    await waitFor(() =>
      expect(field('phone')).toHaveAccessibleDescription(CONSULTATION_HINTS.phone),
    );
    await fillIn(user, { phone: 'call me 1!' });
    await waitFor(() =>
      expect(field('phone')).toHaveAccessibleDescription(CONSULTATION_HINTS.phone),
    );
  });

  it('refuses foo@bar as the API does (no top-level domain), with the spec’s message', async () => {
    const { user, fetchMock } = openPage({ status: 201, body: {} });
    await fillInRequest(user, buildConsultationRequest({ email: 'foo@bar' }));

    await user.click(submitButton());

    await waitFor(() =>
      expect(field('email')).toHaveAccessibleDescription(CONSULTATION_MESSAGES.emailInvalid),
    );
    expect(field('email')).toHaveFocus();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/consultation');
  });

  it('hints at the phone rule under the field before any message, then the message replaces it', async () => {
    const { user } = openPage();
    expect(field('phone')).toHaveAccessibleDescription(CONSULTATION_HINTS.phone);
    expect(screen.getByText(CONSULTATION_HINTS.phone)).not.toHaveClass('Mui-error');

    await fillIn(user, { phone: '555' });
    await user.click(submitButton());

    await waitFor(() =>
      expect(field('phone')).toHaveAccessibleDescription(CONSULTATION_MESSAGES.phoneInvalid),
    );
    expect(screen.queryByText(CONSULTATION_HINTS.phone)).not.toBeInTheDocument();
  });

  it('says nothing before the first submit, then re-validates on every change', async () => {
    const { user } = openPage();

    await user.type(field('email'), 'marisol@');
    await user.click(field('companyName'));
    expect(screen.queryByText(MESSAGES.emailInvalid)).not.toBeInTheDocument();

    await user.click(submitButton());
    await waitFor(() => expect(field('email')).toHaveAccessibleDescription(MESSAGES.emailInvalid));
    await user.type(field('email'), 'example.com');
    await waitFor(() => expect(field('email')).not.toHaveAccessibleDescription());
    await user.type(field('companyName'), 'A');
    await waitFor(() => expect(field('companyName')).not.toHaveAccessibleDescription());
  });

  it('sends the trimmed request, shows Submitting..., then toasts, resets and scrolls to the top', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const { user, fetchMock } = openPage(() => new Promise((resolve) => (answer = resolve)));
    const request = buildConsultationRequest({ isPublic: true, isPrivate: true });
    await fillInRequest(user, { ...request, firstName: `  ${request.firstName} ` });

    await user.click(submitButton());

    const pending = await screen.findByRole('button', { name: 'Submitting...' });
    expect(pending).toBeDisabled();
    await waitFor(async () => expect(await sentBody(fetchMock)).toEqual(request));
    expect(calledRoutes(fetchMock).filter((r) => r === 'POST /api/consultation')).toHaveLength(1);

    answer({ status: 201, body: { receivedAt: new Date().toISOString() } });

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Request Submitted!')).toBeInTheDocument();
    expect(within(toast).getByText("We'll be in touch with you shortly.")).toBeInTheDocument();
    await waitFor(() => expect(field('companyName')).toHaveValue(''));
    for (const name of Object.keys(LABELS) as TextField[]) expect(field(name)).toHaveValue('');
    expect(checkbox('Public Company')).not.toBeChecked();
    expect(checkbox('Private Company')).not.toBeChecked();
    expect(field('companyName')).not.toHaveAccessibleDescription();
    expect(submitButton()).toBeEnabled();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it.each([
    ['a server error', { status: 500, body: { statusCode: 500, message: 'Something went wrong' } }],
    ['too many requests', { status: 429, body: { statusCode: 429, message: 'Too many' } }],
    [
      'no network',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ] as Array<[string, MockRoute]>)(
    'on %s: shows the Error toast, logs the failure and keeps every value',
    async (_case, reply) => {
      const { user } = openPage(reply);
      const request = buildConsultationRequest({ isPublic: true });
      await fillInRequest(user, request);

      await user.click(submitButton());

      const toast = await screen.findByRole('alert');
      expect(within(toast).getByText('Error')).toBeInTheDocument();
      expect(
        within(toast).getByText('Failed to submit request. Please try again later.'),
      ).toBeInTheDocument();
      expect(console.error).toHaveBeenCalledWith(
        'Failed to submit the consultation request',
        expect.anything(),
      );
      expect(field('companyName')).toHaveValue(request.companyName);
      expect(field('email')).toHaveValue(request.email);
      expect(field('primaryGoals')).toHaveValue(request.primaryGoals);
      expect(checkbox('Public Company')).toBeChecked();
      expect(checkbox('Private Company')).toBeChecked();
      expect(submitButton()).toBeEnabled();
      expect(window.scrollTo).not.toHaveBeenCalled();
    },
  );

  it('shows the server’s field messages of a 400 under their fields, focuses the first, and toasts nothing', async () => {
    // A rule only the server knows (here: the last name), so the form sends the request.
    const lastName = 'Last name must be a single line of text';
    const email = 'Please enter a valid email';
    const { user } = openPage({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: lastName,
        fields: { email, lastName },
      },
    });
    const request = buildConsultationRequest({ email: 'marisol@example.com' });
    await fillInRequest(user, request);

    await user.click(submitButton());

    await waitFor(() => expect(field('lastName')).toHaveAccessibleDescription(lastName));
    expect(field('email')).toHaveAccessibleDescription(email);
    expect(field('lastName')).toHaveFocus();
    expect(field('email')).toHaveValue('marisol@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to submit request. Please try again later.')).toBeNull();

    await user.type(field('email'), 'm');
    expect(field('email')).not.toHaveAccessibleDescription();
  });

  it('keeps the Error toast for a 400 that names no field of the form', async () => {
    const message = 'Unknown field: extra';
    const { user } = openPage({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message, fields: { extra: message } },
    });
    await fillInRequest(user, buildConsultationRequest());

    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit request. Please try again later.',
    );
  });
});
