import { screen, waitFor, within } from '@testing-library/react';
import {
  ESIGN_MESSAGES,
  NDA_MESSAGES,
  formatLongDate,
  localIsoDate,
  type EsignConsentStatus,
  signatureHint,
} from '@consult/domain';
import { calledRoutes, mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { buildClient, buildProfile } from '../../../testing/factories';
import { buildNda } from '../../../testing/nda-factories';
import { renderPortal } from '../../../testing/render-portal';

const ACCEPTED: EsignConsentStatus = {
  accepted: true,
  version: '2025-01',
  acceptedAt: '2025-03-01T09:00:00.000Z',
};

function ndaApi({
  consent = ACCEPTED,
  sign = { status: 201, body: buildNda() },
}: { consent?: EsignConsentStatus; sign?: MockRoute } = {}) {
  let status = consent;
  return mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/profile': { body: buildProfile({ title: 'Chief Operating Officer' }) },
    'GET /api/payment-info': { body: [] },
    'GET /api/ndas': { body: [] },
    'GET /api/esign-consent': () => ({ body: status }),
    'POST /api/esign-consent': () => {
      status = { ...ACCEPTED, acceptedAt: '2025-03-05T10:00:00.000Z' };
      return { status: 201, body: status };
    },
    'POST /api/nda': sign,
  });
}

async function openForm() {
  const view = renderPortal('/mutual-nda');
  await screen.findByRole('form', { name: 'Sign the mutual NDA' });
  return view;
}

/**
 * Enters a field's value as one paste: each keystroke would draw the whole agreement again (it
 * shows the details as they are typed, which its own test types out).
 */
async function enter(user: ReturnType<typeof renderPortal>['user'], label: RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function fillAddress(user: ReturnType<typeof renderPortal>['user']) {
  await enter(user, /^Street address/, '48 Wharf Road');
  await enter(user, /^City/, 'Portland');
  await enter(user, /^State/, 'ME');
  await enter(user, /^ZIP code/, '04101');
}

async function signAs(user: ReturnType<typeof renderPortal>['user'], name: string) {
  await enter(user, /^Type your full name to sign/, name);
  await user.click(screen.getByRole('checkbox', { name: 'I agree to sign electronically' }));
}

const submit = () => screen.getByRole('button', { name: 'Sign and Save NDA' });

describe('Signing the mutual NDA (/mutual-nda)', () => {
  beforeEach(() => setViewportWidth(1280));

  it('starts from the client’s company and name, dated today', async () => {
    ndaApi();
    await openForm();
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Lindqvist Logistics');
    expect(screen.getByLabelText(/^Signer name/)).toHaveValue('Ada Lindqvist');
    expect(screen.getByLabelText(/^Signer title/)).toHaveValue('Chief Operating Officer');
    expect(
      screen.getByText(
        `Agreement date: ${formatLongDate(localIsoDate(new Date()))} (the day you sign)`,
      ),
    ).toBeInTheDocument();
  });

  it('shows the whole agreement, and the details as they are typed', async () => {
    ndaApi();
    const { user } = await openForm();
    const agreement = screen.getByRole('article', { name: 'Mutual Non-Disclosure Agreement' });
    for (const heading of [
      '1. Definitions',
      '6. Return or Destruction of Materials',
      '9. Remedies',
      '11. Governing Law and Jurisdiction',
      '12. General',
    ]) {
      expect(within(agreement).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(within(agreement).getByText('Your signature goes here')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Street address/), '48 Wharf Road');
    expect(within(agreement).getByText(/, 48 Wharf Road/)).toBeInTheDocument();
  });

  it('asks for every required field, and sends nothing', async () => {
    const fetchMock = ndaApi();
    const { user } = await openForm();
    await user.clear(screen.getByLabelText(/^Company name/));
    await user.click(submit());

    expect(await screen.findByText(NDA_MESSAGES.requiredFields)).toBeInTheDocument();
    for (const message of [
      'Company name is required',
      'Street address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
      'Your typed signature is required',
      ESIGN_MESSAGES.agreeRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByLabelText(/^Company name/)).toHaveFocus());
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/nda');
  });

  it('needs the typed signature to be the signer’s name', async () => {
    const fetchMock = ndaApi();
    const { user } = await openForm();
    await fillAddress(user);
    // The hint asks for the name, and promises no exact match: "ada lindqvist" signs too (below).
    const signature = screen.getByLabelText(/^Type your full name to sign/);
    const hint = () =>
      document.getElementById(signature.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hint()).toBe(signatureHint('Ada Lindqvist'));
    expect(hint()).not.toMatch(/exactly/i);
    await signAs(user, 'Somebody Else');
    await user.click(submit());
    expect(await screen.findByText(NDA_MESSAGES.signatureMismatch)).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/nda');
  });

  it('has the electronic records disclosure accepted once, before signing', async () => {
    const fetchMock = ndaApi({
      consent: { accepted: false, version: '2025-01', acceptedAt: null },
    });
    const { user } = await openForm();
    await fillAddress(user);
    await signAs(user, 'Ada Lindqvist');
    expect(
      screen.getByRole('heading', { name: 'Electronic Records and Signature Disclosure' }),
    ).toBeInTheDocument();

    await user.click(submit());
    expect(await screen.findByText(ESIGN_MESSAGES.consentRequired)).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/nda');

    await user.click(screen.getByRole('button', { name: 'I accept the disclosure' }));
    const confirmation = await screen.findByText(
      /You accepted the Electronic Records and Signature Disclosure/,
    );
    // The button it replaces had the focus: it moves to the confirmation, not to the page's start.
    await waitFor(() => expect(confirmation.closest('[role="alert"]')).toHaveFocus());
    expect(screen.queryByText(ESIGN_MESSAGES.consentRequired)).not.toBeInTheDocument();
    const accept = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((request) => request.method === 'POST' && request.url.endsWith('/api/esign-consent'));
    expect(await accept?.clone().json()).toEqual({ version: '2025-01' });
  });

  it('signs when Sign is pressed while the acceptance is still being recorded', async () => {
    let recorded: (() => void) | undefined;
    let status: EsignConsentStatus = { accepted: false, version: '2025-01', acceptedAt: null };
    const fetchMock = mockApi({
      'GET /api/user': { body: buildClient() },
      'GET /api/profile': { body: buildProfile({ title: 'Chief Operating Officer' }) },
      'GET /api/payment-info': { body: [] },
      'GET /api/ndas': { body: [] },
      'GET /api/esign-consent': () => ({ body: status }),
      // The acceptance is answered only when the test says so: Sign is pressed meanwhile.
      'POST /api/esign-consent': () =>
        new Promise((resolve) => {
          recorded = () => {
            status = ACCEPTED;
            resolve({ status: 201, body: ACCEPTED });
          };
        }),
      'POST /api/nda': { status: 201, body: buildNda() },
    });
    const { user } = await openForm();
    await fillAddress(user);
    await signAs(user, 'Ada Lindqvist');

    await user.click(screen.getByRole('button', { name: 'I accept the disclosure' }));
    await screen.findByRole('button', { name: 'Recording...' });
    await user.click(submit());
    await waitFor(() => expect(recorded).toBeDefined());
    recorded?.();

    await waitFor(() => expect(calledRoutes(fetchMock)).toContain('POST /api/nda'));
    expect(screen.queryByText(ESIGN_MESSAGES.consentRequired)).not.toBeInTheDocument();
    // The client had moved on to Sign: the confirmation does not take the focus from it.
    expect(
      screen.getByText(/You accepted the Electronic Records/).closest('[role="alert"]'),
    ).not.toHaveFocus();
  });

  it('signs, toasts "NDA saved successfully" and returns to /profile', async () => {
    const fetchMock = ndaApi();
    const { user, router } = await openForm();
    await fillAddress(user);
    await signAs(user, 'ada lindqvist');
    await user.click(submit());

    expect(await screen.findByText('NDA saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const request = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((r) => r.method === 'POST' && r.url.endsWith('/api/nda'));
    expect(await request?.clone().json()).toEqual({
      companyName: 'Lindqvist Logistics',
      companyAddress: '48 Wharf Road',
      companyCity: 'Portland',
      companyState: 'ME',
      companyZip: '04101',
      signerName: 'Ada Lindqvist',
      signerTitle: 'Chief Operating Officer',
      agreementDate: localIsoDate(new Date()),
      signature: 'ada lindqvist',
      agreeToSignElectronically: true,
    });
  });

  it('toasts "Failed to save NDA", shows the server’s reason and keeps what was typed', async () => {
    ndaApi({
      sign: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: NDA_MESSAGES.agreementDateNotToday,
          fields: { agreementDate: NDA_MESSAGES.agreementDateNotToday },
        },
      },
    });
    const { user, router } = await openForm();
    await fillAddress(user);
    await signAs(user, 'Ada Lindqvist');
    await user.click(submit());

    expect(await screen.findByText('Failed to save NDA')).toBeInTheDocument();
    expect(screen.getByText(NDA_MESSAGES.agreementDateNotToday)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mutual-nda');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Portland');
  });

  it('cancels to /profile', async () => {
    ndaApi();
    await openForm();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/profile');
  });

  it('sends an anonymous visitor to /log-in', async () => {
    mockApi({
      'GET /api/user': { status: 401, body: { statusCode: 401, message: 'Not authenticated' } },
    });
    const { router } = renderPortal('/mutual-nda');
    await waitFor(() => expect(router.state.location.pathname).toBe('/log-in'));
  });
});
