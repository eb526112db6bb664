import { screen, waitFor, within } from '@testing-library/react';
import {
  AMENDMENT_LIMITS,
  AMENDMENT_MESSAGES,
  formatAgreementDate,
  localIsoDate,
  type AgreementServiceSelection,
  type EsignConsentStatus,
} from '@consult/domain';
import { buildClientData } from '@consult/testing/browser';
import { mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import {
  AGREEMENT_SERVICES,
  SIGNATURE_EVIDENCE,
  buildAgreement,
  buildAmendment,
  pendingAmendmentOf,
} from '../../../testing/agreement-factories';
import { buildClient, buildProfile } from '../../../testing/factories';
import { renderPortal } from '../../../testing/render-portal';

// The agreement page is large (six services and the whole agreement): on a busy machine its
// longer stories need more than the portal's default 15 s.
jest.setTimeout(30_000);

const ACCEPTED: EsignConsentStatus = {
  accepted: true,
  version: '2025-01',
  acceptedAt: '2025-03-01T09:00:00.000Z',
};

/**
 * The firm's terms, as stored: Business Strategy for 12 hours instead of 10, Digital Solutions with
 * its sub-services in the order the firm wrote them (not the catalogue's), and a success-based
 * Capital Markets Advisory with its down payment.
 */
const PROPOSED_SERVICES: AgreementServiceSelection[] = [
  { ...AGREEMENT_SERVICES[0], hours: 12 },
  { ...AGREEMENT_SERVICES[1], subServices: ['AI Adoption', 'Cloud Migration'] },
  {
    name: 'Capital Markets Advisory',
    subServices: ['Capital Raising'],
    paymentType: 'success',
    fee: 7500,
    downPayment: 2500,
  },
];

function amendmentApi(amendment: MockRoute, extra: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/profile': { body: buildProfile({ hasSignedAgreement: true }) },
    'GET /api/consulting-agreements': { body: [] },
    'GET /api/esign-consent': { body: ACCEPTED },
    'GET /api/consulting-agreement/5': amendment,
    ...extra,
  });
}

const location = (router: ReturnType<typeof renderPortal>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** The JSON body of the first request to `method path`. */
async function sentBody(fetchMock: jest.Mock, method: string, path: string) {
  const request = fetchMock.mock.calls
    .map(([input]) => input as Request)
    .find((r) => r.method === method && new URL(r.url).pathname === path);
  return request?.clone().json();
}

async function signAs(user: ReturnType<typeof renderPortal>['user'], name: string) {
  await user.click(screen.getByLabelText(/^Type your full name to sign/));
  await user.paste(name);
  await user.click(screen.getByRole('checkbox', { name: 'I agree to sign electronically' }));
  await user.click(screen.getByRole('button', { name: 'Sign Amendment' }));
}

describe('A firm amendment awaiting the client (/consulting-agreement/{id})', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows exactly the firm’s terms, read-only, says the version in force stays until signed, and never "Signed on"', async () => {
    amendmentApi({ body: buildAmendment({ services: PROPOSED_SERVICES }) });
    // Even asked for edit mode: a proposal is signed as proposed, never edited.
    renderPortal('/consulting-agreement/5?mode=edit');
    const form = await screen.findByRole('form', { name: 'Proposed amendment' });
    expect(screen.getByRole('heading', { level: 1, name: 'Proposed Amendment' })).toBeVisible();
    expect(screen.getByText('CA-000005 · Version 2 · Proposed on 04/02/2025')).toBeInTheDocument();
    // Only version 1, which the client signed, says "Signed on", in the history.
    expect(within(form).queryByText(/Signed on/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Signed on/)).toHaveLength(1);
    const history = screen.getByRole('region', { name: 'Version history' });
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent(
      'Version 2ProposedProposed on 04/02/2025',
    );
    expect(
      within(form).getByText(
        `Proposed on 04/02/2025 by the firm. Agreement date: ${formatAgreementDate(localIsoDate(new Date()))} (the day you sign)`,
      ),
    ).toBeInTheDocument();

    const notice = screen.getByText('Awaiting your signature').closest('[role="alert"]');
    expect(notice).toHaveTextContent(
      'Version 1, which you signed, stays in force until you sign this one.',
    );
    expect(
      within(notice as HTMLElement).getByRole('link', { name: /version in force/ }),
    ).toHaveAttribute('href', '/consulting-agreement/4');

    // The terms are the firm's and cannot be changed.
    expect(within(form).getByLabelText(/^Company name/)).toBeDisabled();
    const strategy = within(form).getByRole('group', { name: 'Business Strategy & Growth' });
    expect(within(strategy).getByLabelText('Hours')).toHaveValue('12');
    expect(within(strategy).getByLabelText('Hours')).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Sign Amendment' })).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(screen.queryByText(/signs a new version/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Update & Re-sign Agreement' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Agreement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Signature record' })).not.toBeInTheDocument();
  });

  it('signs the amendment itself with exactly the proposed terms, then goes on to the payment method', async () => {
    const amendment = buildAmendment({ services: PROPOSED_SERVICES });
    const fetchMock = amendmentApi(
      { body: amendment },
      {
        'POST /api/consulting-agreement': {
          status: 201,
          body: { ...amendment, status: 'active', signature: SIGNATURE_EVIDENCE },
        },
      },
    );
    const { user, router } = renderPortal('/consulting-agreement/5');
    await screen.findByRole('form', { name: 'Proposed amendment' });
    await signAs(user, 'Ada Lindqvist');

    expect(await screen.findByText('Amendment signed')).toBeInTheDocument();
    await waitFor(() => expect(location(router)).toBe('/payment-method-selection?agreementId=5'));
    expect(await sentBody(fetchMock, 'POST', '/api/consulting-agreement')).toEqual({
      // The agreement's client block as it stands, signed today.
      clientData: buildClientData({ date: localIsoDate(new Date()) }),
      services: PROPOSED_SERVICES,
      agreementId: 5,
      signature: 'Ada Lindqvist',
      agreeToSignElectronically: true,
    });
  });

  it('asks for a signature that matches the signer, and sends nothing without it', async () => {
    const fetchMock = amendmentApi({ body: buildAmendment() });
    const { user } = renderPortal('/consulting-agreement/5');
    await screen.findByRole('form', { name: 'Proposed amendment' });
    await signAs(user, 'Someone Else');
    expect(
      await screen.findByText('Your typed signature must match the signer name'),
    ).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/consulting-agreement')).toBeUndefined();
  });

  it.each([
    ['terms that differ', 400, AMENDMENT_MESSAGES.termsDiffer],
    ['a proposal no longer pending', 409, AMENDMENT_MESSAGES.notPending],
  ])('shows the API’s refusal of %s as the error toast', async (_case, status, message) => {
    amendmentApi(
      { body: buildAmendment() },
      { 'POST /api/consulting-agreement': { status, body: { statusCode: status, message } } },
    );
    const { user, router } = renderPortal('/consulting-agreement/5');
    await screen.findByRole('form', { name: 'Proposed amendment' });
    await signAs(user, 'Ada Lindqvist');
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(location(router)).toBe('/consulting-agreement/5');
  });

  it('declines with a note: posts the note, toasts "Amendment declined", and shows the proposal declined', async () => {
    let declined = false;
    const fetchMock = amendmentApi(
      () => ({
        body: buildAmendment(
          declined
            ? {
                status: 'declined',
                resolvedAt: '2025-04-05T09:30:00.000Z',
                declineNote: 'We agreed on 10 hours.',
              }
            : {},
        ),
      }),
      {
        'POST /api/consulting-agreement/5/decline': () => {
          declined = true;
          return { body: buildAmendment({ status: 'declined' }) };
        },
      },
    );
    const { user } = renderPortal('/consulting-agreement/5');
    await screen.findByRole('form', { name: 'Proposed amendment' });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this amendment?' });
    expect(dialog).toHaveTextContent('The firm will be told that you declined version 2');
    expect(within(dialog).getByText(`0 / ${AMENDMENT_LIMITS.declineNoteMax}`)).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText('Note to the firm (optional)'),
      'We agreed on 10 hours.',
    );
    expect(within(dialog).getByText(`22 / ${AMENDMENT_LIMITS.declineNoteMax}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Decline amendment' }));

    expect(await screen.findByText('Amendment declined')).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/consulting-agreement/5/decline')).toEqual({
      note: 'We agreed on 10 hours.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('You declined this amendment on 04/05/2025')).toBeVisible();
    expect(screen.getByText('Your note: We agreed on 10 hours.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Amendment' })).not.toBeInTheDocument();
  });

  it('declines without a note, and refuses a note over the limit', async () => {
    const fetchMock = amendmentApi(
      { body: buildAmendment() },
      { 'POST /api/consulting-agreement/5/decline': { body: buildAmendment() } },
    );
    const { user } = renderPortal('/consulting-agreement/5');
    await screen.findByRole('form', { name: 'Proposed amendment' });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this amendment?' });
    const note = within(dialog).getByLabelText('Note to the firm (optional)');
    await user.click(note);
    await user.paste('x'.repeat(AMENDMENT_LIMITS.declineNoteMax + 1));
    expect(
      within(dialog).getByText(new RegExp(AMENDMENT_MESSAGES.declineNoteTooLong)),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Decline amendment' })).toBeDisabled();

    await user.clear(note);
    await user.click(within(dialog).getByRole('button', { name: 'Decline amendment' }));
    expect(await screen.findByText('Amendment declined')).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/consulting-agreement/5/decline')).toEqual({});
  });

  it('toasts the API’s message when declining fails', async () => {
    amendmentApi(
      { body: buildAmendment() },
      {
        'POST /api/consulting-agreement/5/decline': {
          status: 409,
          body: { statusCode: 409, message: AMENDMENT_MESSAGES.notPending },
        },
      },
    );
    const { user } = renderPortal('/consulting-agreement/5');
    await screen.findByRole('form', { name: 'Proposed amendment' });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this amendment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline amendment' }));
    expect(await screen.findByText(AMENDMENT_MESSAGES.notPending)).toBeInTheDocument();
  });
});

describe('Versions never signed, and the version in force while a proposal waits', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows a withdrawn proposal as proposed and withdrawn, never "Signed on"', async () => {
    amendmentApi({
      body: buildAmendment({ status: 'withdrawn', resolvedAt: '2025-04-03T16:00:00.000Z' }),
    });
    renderPortal('/consulting-agreement/5');
    const form = await screen.findByRole('form', { name: 'Consulting agreement' });
    expect(screen.getByText('CA-000005 · Version 2 · Proposed on 04/02/2025')).toBeInTheDocument();
    expect(screen.getByText('The firm withdrew this amendment on 04/03/2025')).toBeVisible();
    expect(within(form).getByRole('region', { name: 'Signature record' })).toHaveTextContent(
      'Proposed on 04/02/2025 by the firm; the firm withdrew it on 04/03/2025. Never signed.',
    );
    expect(within(form).queryByText(/Signed on/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Signed on/)).toHaveLength(1); // Version 1, in the history.
    expect(screen.queryByText('Typed signature')).not.toBeInTheDocument();
    expect(screen.queryByText('IP address')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Agreement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Amendment' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'View the version in force (version 1)' }),
    ).toHaveAttribute('href', '/consulting-agreement/4');
  });

  it('shows a signed firm amendment, now in force, with its signature record', async () => {
    const signed = buildAmendment({
      status: 'active',
      signedDate: '2025-04-04',
      typedSignature: 'Ada Lindqvist',
      signature: { ...SIGNATURE_EVIDENCE, signedAt: '2025-04-04T08:00:00.000Z' },
    });
    amendmentApi({ body: signed });
    renderPortal('/consulting-agreement/5');
    const form = await screen.findByRole('form', { name: 'Consulting agreement' });
    expect(screen.getByText('CA-000005 · Version 2 · Signed 04/04/2025')).toBeInTheDocument();
    expect(within(form).getByText('Signed on 04/04/2025')).toBeInTheDocument();
    const record = within(form).getByRole('region', { name: 'Signature record' });
    expect(within(record).getByText('203.0.113.7')).toBeInTheDocument();
  });

  it('keeps Edit of the version in force disabled while a proposal waits, pointing to the proposal', async () => {
    const amendment = buildAmendment();
    mockApi({
      'GET /api/user': { body: buildClient() },
      'GET /api/profile': { body: buildProfile({ hasSignedAgreement: true }) },
      'GET /api/consulting-agreements': { body: [] },
      'GET /api/esign-consent': { body: ACCEPTED },
      'GET /api/consulting-agreement/4': {
        body: buildAgreement({
          pendingAmendment: pendingAmendmentOf(amendment),
          history: amendment.history,
        }),
      },
    });
    renderPortal('/consulting-agreement/4?mode=edit');
    await screen.findByRole('form', { name: 'Consulting agreement' });
    const edit = screen.getByRole('button', { name: 'Edit Agreement' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(
      expect.stringContaining(AMENDMENT_MESSAGES.pendingExists),
    );
    expect(screen.getByRole('link', { name: /^Review amendment/ })).toHaveAttribute(
      'href',
      '/consulting-agreement/5',
    );
    expect(screen.queryByText(/Saving signs a new version/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Update & Re-sign Agreement' }),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Company name/)).toBeDisabled();
  });
});
