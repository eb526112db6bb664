import { screen, waitFor, within } from '@testing-library/react';
import { AGREEMENT_MESSAGES, ESIGN_MESSAGES, MONEY_MESSAGES, localIsoDate } from '@consult/domain';
import { buildClientData } from '@consult/testing/browser';
import { calledRoutes, mockApi, setViewportWidth } from '@consult/ui/testing';
import { renderPortal } from '../../../testing/render-portal';
import {
  accept,
  fillAddress,
  formApi,
  openForm,
  service,
  sign,
  tick,
  totalRow,
} from '../../../testing/agreement-form';

// The form page is large (six services and the whole agreement): on a busy machine its longer
// stories need more than the portal's default 15 s.
jest.setTimeout(40_000);

describe('A new consulting agreement (/consulting-agreement)', () => {
  beforeEach(() => setViewportWidth(1280));

  it('refuses to sign with a fee of "12.50" and sends nothing', async () => {
    const fetchMock = formApi();
    const { user } = await openForm();
    await fillAddress(user);
    await tick(user, 'Capital Markets Advisory', ['Capital Raising']);
    const capital = service('Capital Markets Advisory');
    await user.selectOptions(within(capital).getByLabelText('Payment type'), 'success');
    await user.clear(within(capital).getByLabelText('Down payment'));
    await user.type(within(capital).getByLabelText('Down payment'), '12.50');
    await sign(user);
    await user.click(accept());
    expect(within(capital).getByLabelText('Down payment')).toHaveAccessibleDescription(
      MONEY_MESSAGES.wholeDollars,
    );
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/consulting-agreement');
  });

  it('refuses to sign an agreement whose grand total is $0, or hours of 0', async () => {
    const fetchMock = formApi();
    const { user } = await openForm();
    await fillAddress(user);
    await tick(user, 'Business Strategy & Growth', ['Growth Strategy']);
    const strategy = service('Business Strategy & Growth');
    await user.clear(within(strategy).getByLabelText('Project fee'));
    await user.type(within(strategy).getByLabelText('Project fee'), '0');
    expect(totalRow('Grand total $0')).toBeInTheDocument();
    await sign(user);
    await user.click(accept());
    expect(await screen.findByText(AGREEMENT_MESSAGES.zeroTotal)).toBeInTheDocument();

    await user.selectOptions(within(strategy).getByLabelText('Payment type'), 'hourly');
    await user.clear(within(strategy).getByLabelText('Hours'));
    await user.type(within(strategy).getByLabelText('Hours'), '0');
    await user.click(accept());
    await waitFor(() =>
      expect(within(strategy).getByLabelText('Hours')).toHaveAccessibleDescription(
        'Hours must be a whole number of 1 or more',
      ),
    );
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/consulting-agreement');
  });

  it('shows the agreement as it will be signed, with the services chosen', async () => {
    formApi();
    const { user } = await openForm();
    const terms = screen.getByRole('article', { name: 'Consulting Services Agreement' });
    expect(within(terms).getByText('No services have been selected yet.')).toBeInTheDocument();
    expect(within(terms).getByText('Your signature goes here')).toBeInTheDocument();
    await tick(user, 'Business Strategy & Growth', ['Growth Strategy']);
    await waitFor(() =>
      expect(
        within(terms).getByRole('cell', { name: '$5,000 fixed project fee' }),
      ).toBeInTheDocument(),
    );
    expect(within(terms).getByText(/thirty \(30\) days’ written notice/)).toBeInTheDocument();
  });

  it("toasts 'Please select at least one service' and sends nothing", async () => {
    const fetchMock = formApi();
    const { user } = await openForm();
    await fillAddress(user);
    await sign(user);
    await user.click(accept());
    expect(await screen.findByText(AGREEMENT_MESSAGES.noService)).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/consulting-agreement');
  });

  it("toasts 'Please fill in all client information fields' and marks the empty ones", async () => {
    const fetchMock = formApi();
    const { user } = await openForm();
    await tick(user, 'Business Strategy & Growth', ['Growth Strategy']);
    await user.click(accept());
    expect(await screen.findByText(AGREEMENT_MESSAGES.clientInformation)).toBeInTheDocument();
    expect(screen.getByText('Street address is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText(ESIGN_MESSAGES.agreeRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Street address/)).toHaveFocus());
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/consulting-agreement');
  });

  it('asks for a sub-service and for a fee before signing', async () => {
    const fetchMock = formApi();
    const { user } = await openForm();
    await fillAddress(user);
    await sign(user);
    await user.click(
      within(service('Corporate Advisory')).getByRole('checkbox', { name: 'Corporate Advisory' }),
    );
    await user.click(accept());
    expect(
      await screen.findByText(AGREEMENT_MESSAGES.noSubService('Corporate Advisory')),
    ).toBeInTheDocument();

    await user.click(
      within(service('Corporate Advisory')).getByRole('checkbox', { name: 'Due Diligence' }),
    );
    await user.clear(within(service('Corporate Advisory')).getByLabelText('Project fee'));
    await user.click(accept());
    expect(await screen.findAllByText(AGREEMENT_MESSAGES.feeDigits)).not.toHaveLength(0);
    // Under the emptied field: what it accepts.
    expect(
      within(service('Corporate Advisory')).getByLabelText('Project fee'),
    ).toHaveAccessibleDescription(MONEY_MESSAGES.wholeDollars);
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/consulting-agreement');
  });

  it('has the electronic records disclosure accepted before signing', async () => {
    const fetchMock = formApi({
      consent: { accepted: false, version: '2025-01', acceptedAt: null },
    });
    const { user } = await openForm();
    await fillAddress(user);
    await tick(user, 'Business Strategy & Growth', ['Growth Strategy']);
    await sign(user);
    await user.click(accept());
    expect(await screen.findAllByText(ESIGN_MESSAGES.consentRequired)).not.toHaveLength(0);
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/consulting-agreement');
    await user.click(screen.getByRole('button', { name: 'I accept the disclosure' }));
    expect(
      await screen.findByText(/You accepted the Electronic Records and Signature Disclosure/),
    ).toBeInTheDocument();
  });

  it('signs, toasts "Agreement saved successfully" and goes on to the payment method', async () => {
    const fetchMock = formApi();
    const { user, router } = await openForm();
    await fillAddress(user);
    await tick(user, 'Business Strategy & Growth', ['Growth Strategy']);
    const strategy = service('Business Strategy & Growth');
    await user.selectOptions(within(strategy).getByLabelText('Payment type'), 'hourly');
    await user.clear(within(strategy).getByLabelText('Hours'));
    await user.type(within(strategy).getByLabelText('Hours'), '10');
    await tick(user, 'Capital Markets Advisory', ['Capital Raising', 'Debt Financing']);
    await user.selectOptions(
      within(service('Capital Markets Advisory')).getByLabelText('Payment type'),
      'success',
    );
    await sign(user, 'ada lindqvist');
    await user.click(accept());

    expect(await screen.findByText('Agreement saved successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/payment-method-selection?agreementId=9',
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'Choose a Payment Method' }),
    ).toBeInTheDocument();
    const request = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((r) => r.method === 'POST' && r.url.endsWith('/api/consulting-agreement'));
    expect(await request?.clone().json()).toEqual({
      clientData: buildClientData({ date: localIsoDate(new Date()) }),
      services: [
        {
          name: 'Business Strategy & Growth',
          subServices: ['Growth Strategy'],
          paymentType: 'hourly',
          fee: 500,
          hours: 10,
        },
        {
          name: 'Capital Markets Advisory',
          subServices: ['Capital Raising', 'Debt Financing'],
          paymentType: 'success',
          fee: 10000,
          downPayment: 2500,
        },
      ],
      signature: 'ada lindqvist',
      agreeToSignElectronically: true,
    });
  });

  it('toasts the server’s message when it refuses, and keeps what was typed', async () => {
    formApi({
      sign: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: AGREEMENT_MESSAGES.dateNotToday,
        },
      },
    });
    const { user, router } = await openForm();
    await fillAddress(user);
    await tick(user, 'Business Strategy & Growth', ['Growth Strategy']);
    await sign(user);
    await user.click(accept());
    expect(await screen.findAllByText(AGREEMENT_MESSAGES.dateNotToday)).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/consulting-agreement');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Portland');
  });

  it('puts the server’s refusal of a fee under that service’s fee, focused, with no toast', async () => {
    // The request lists the ticked services only: its second is the form's Capital Markets card.
    formApi({
      sign: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: MONEY_MESSAGES.tooLarge,
          fields: { 'services.1.fee': MONEY_MESSAGES.tooLarge },
        },
      },
    });
    const { user } = await openForm();
    await fillAddress(user);
    await tick(user, 'Business Strategy & Growth', ['Growth Strategy']);
    await tick(user, 'Capital Markets Advisory', ['Capital Raising']);
    await sign(user);
    await user.click(accept());

    const fee = within(service('Capital Markets Advisory')).getByLabelText('Project fee');
    await waitFor(() => expect(fee).toHaveAccessibleDescription(MONEY_MESSAGES.tooLarge));
    await waitFor(() => expect(fee).toHaveFocus());
    expect(
      within(service('Business Strategy & Growth')).getByLabelText('Project fee'),
    ).not.toHaveAccessibleDescription(MONEY_MESSAGES.tooLarge);
    expect(
      screen
        .queryAllByRole('alert')
        .filter((alert) => alert.querySelector('.MuiAlertTitle-root')?.textContent === 'Error'),
    ).toEqual([]);

    // Editing the fee takes the server's message away.
    await user.type(fee, '0');
    expect(fee).not.toHaveAccessibleDescription(MONEY_MESSAGES.tooLarge);
  });

  it("toasts 'Failed to save agreement' when the server gives no reason", async () => {
    formApi({ sign: { status: 500 } });
    const { user } = await openForm();
    await fillAddress(user);
    await tick(user, 'Business Strategy & Growth', ['Growth Strategy']);
    await sign(user);
    await user.click(accept());
    expect(await screen.findAllByText('Failed to save agreement')).not.toHaveLength(0);
  });

  it('sends an anonymous visitor to /log-in', async () => {
    mockApi({
      'GET /api/user': { status: 401, body: { statusCode: 401, message: 'Not authenticated' } },
    });
    const { router } = renderPortal('/consulting-agreement');
    await waitFor(() => expect(router.state.location.pathname).toBe('/log-in'));
  });
});
