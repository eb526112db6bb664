import { screen, waitFor, within } from '@testing-library/react';
import {
  AGREEMENT_MESSAGES,
  ESIGN_MESSAGES,
  MONEY_MESSAGES,
  formatAgreementDate,
  localIsoDate,
  type EsignConsentStatus,
} from '@consult/domain';
import { buildClientData } from '@consult/testing/browser';
import { calledRoutes, mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { buildAgreement, buildAgreementSummary } from '../../../testing/agreement-factories';
import { buildClient, buildProfile } from '../../../testing/factories';
import { renderPortal } from '../../../testing/render-portal';

// The form page is large (six services and the whole agreement): on a busy machine its longer
// stories need more than the portal's default 15 s.
jest.setTimeout(40_000);

const ACCEPTED: EsignConsentStatus = {
  accepted: true,
  version: '2025-01',
  acceptedAt: '2025-03-01T09:00:00.000Z',
};

function formApi({
  consent = ACCEPTED,
  sign = { status: 201, body: buildAgreement({ id: 9 }) },
  agreements = { body: [] },
}: { consent?: EsignConsentStatus; sign?: MockRoute; agreements?: MockRoute } = {}) {
  let status = consent;
  return mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/profile': { body: buildProfile({ title: 'Chief Operating Officer' }) },
    'GET /api/consulting-agreements': agreements,
    'GET /api/esign-consent': () => ({ body: status }),
    'POST /api/esign-consent': () => {
      status = { ...ACCEPTED, acceptedAt: '2025-03-05T10:00:00.000Z' };
      return { status: 201, body: status };
    },
    'POST /api/consulting-agreement': sign,
  });
}

type User = ReturnType<typeof renderPortal>['user'];

async function openForm() {
  const view = renderPortal('/consulting-agreement');
  await screen.findByRole('form', { name: 'New consulting agreement' });
  return view;
}

const service = (name: string) => screen.getByRole('group', { name });
const summary = () => screen.getByRole('region', { name: '3. Payment summary' });
const totalRow = (name: string | RegExp) => within(summary()).getByRole('row', { name });

async function tick(user: User, serviceName: string, subServices: string[]) {
  await user.click(within(service(serviceName)).getByRole('checkbox', { name: serviceName }));
  for (const sub of subServices) {
    await user.click(within(service(serviceName)).getByRole('checkbox', { name: sub }));
  }
}

/** Pastes into a field (one change, where typing would re-render the form at each key). */
async function enter(user: User, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillAddress(user: User) {
  await enter(user, /^Street address/, '48 Wharf Road');
  await enter(user, /^City/, 'Portland');
  await enter(user, /^State/, 'ME');
  await enter(user, /^ZIP code/, '04101');
  await enter(user, /^Phone/, '207-555-0142');
}

async function sign(user: User, name = 'Ada Lindqvist') {
  await enter(user, /^Type your full name to sign/, name);
  await user.click(screen.getByRole('checkbox', { name: 'I agree to sign electronically' }));
}

const accept = () => screen.getByRole('button', { name: 'Accept Agreement' });

describe('A new consulting agreement (/consulting-agreement)', () => {
  beforeEach(() => setViewportWidth(1280));

  it('starts from the profile’s company, the client’s name and title, dated today', async () => {
    formApi();
    await openForm();
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Lindqvist Logistics');
    expect(screen.getByLabelText(/^Signer name/)).toHaveValue('Ada Lindqvist');
    expect(screen.getByLabelText(/^Signer title/)).toHaveValue('Chief Operating Officer');
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('');
    expect(
      screen.getByText(
        `Agreement date: ${formatAgreementDate(localIsoDate(new Date()))} (the day you sign)`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Agreement' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/consulting-agreements',
    );
  });

  it('takes the address and phone from the client’s last agreement', async () => {
    formApi({ agreements: { body: [buildAgreementSummary()] } });
    await openForm();
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('48 Wharf Road');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('207-555-0142');
  });

  it('offers the six services; Digital Solutions has ten sub-services', async () => {
    formApi();
    const { user } = await openForm();
    for (const name of [
      'Business Strategy & Growth',
      'Go-to-Market Strategy',
      'Capital Markets Advisory',
      'Digital Solutions',
      'Corporate Advisory',
      'Marketing & Branding',
    ]) {
      expect(within(service(name)).getByRole('checkbox', { name })).not.toBeChecked();
    }
    await user.click(
      within(service('Digital Solutions')).getByRole('checkbox', { name: 'Digital Solutions' }),
    );
    const subs = within(
      within(service('Digital Solutions')).getByRole('group', { name: 'Sub-services' }),
    ).getAllByRole('checkbox');
    expect(subs).toHaveLength(10);
  });

  it('offers success-based fees only for Capital Markets, Go-to-Market and Digital Solutions', async () => {
    formApi();
    const { user } = await openForm();
    const offered: Record<string, boolean> = {
      'Business Strategy & Growth': false,
      'Go-to-Market Strategy': true,
      'Capital Markets Advisory': true,
      'Digital Solutions': true,
      'Corporate Advisory': false,
      'Marketing & Branding': false,
    };
    for (const [name, success] of Object.entries(offered)) {
      await user.click(within(service(name)).getByRole('checkbox', { name }));
      const options = within(within(service(name)).getByLabelText('Payment type'))
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options).toEqual(
        success
          ? ['Hourly', 'Monthly retainer', 'Fixed project fee', 'Success-based']
          : ['Hourly', 'Monthly retainer', 'Fixed project fee'],
      );
    }
  });

  it('updates the subtotals and the totals as the fee, the type and the hours change', async () => {
    formApi();
    const { user } = await openForm();
    await tick(user, 'Business Strategy & Growth', ['Growth Strategy']);
    const strategy = service('Business Strategy & Growth');
    // A newly ticked service is a fixed project fee at the catalogue's default.
    expect(within(strategy).getByLabelText('Project fee')).toHaveValue('5000');
    expect(within(strategy).getByText('Subtotal: $5,000')).toBeInTheDocument();

    await user.click(within(strategy).getByRole('checkbox', { name: 'Strategic Analysis' }));
    expect(within(strategy).getByText('Subtotal: $10,000')).toBeInTheDocument();
    expect(totalRow('Grand total $10,000')).toBeInTheDocument();

    await user.selectOptions(within(strategy).getByLabelText('Payment type'), 'hourly');
    expect(within(strategy).getByLabelText('Hourly rate')).toHaveValue('500');
    expect(within(strategy).getByLabelText('Hours')).toHaveValue('1');
    expect(within(strategy).getByText('Subtotal: $1,000')).toBeInTheDocument();

    await user.clear(within(strategy).getByLabelText('Hours'));
    await user.type(within(strategy).getByLabelText('Hours'), '10');
    expect(within(strategy).getByText('Subtotal: $10,000')).toBeInTheDocument();

    await user.clear(within(strategy).getByLabelText('Hourly rate'));
    await user.type(within(strategy).getByLabelText('Hourly rate'), '$600');
    expect(within(strategy).getByLabelText('Hourly rate')).toHaveValue('$600');
    expect(within(strategy).getByText('Subtotal: $12,000')).toBeInTheDocument();
    expect(totalRow('Hourly total $12,000')).toBeInTheDocument();
    expect(totalRow('Grand total $12,000')).toBeInTheDocument();

    // The 10-hour package: $4,500 for ten hours, i.e. $450 an hour.
    await user.click(within(strategy).getByRole('button', { name: /10-hour package/ }));
    expect(within(strategy).getByLabelText('Hourly rate')).toHaveValue('450');
    expect(within(strategy).getByLabelText('Hours')).toHaveValue('10');
    expect(within(strategy).getByText('Subtotal: $9,000')).toBeInTheDocument();
  });

  it('groups the totals by payment type and shows the monthly payment amount', async () => {
    formApi();
    const { user } = await openForm();
    await tick(user, 'Digital Solutions', ['Cloud Migration', 'AI Adoption']);
    const digital = service('Digital Solutions');
    await user.selectOptions(within(digital).getByLabelText('Payment type'), 'monthly');
    expect(within(digital).getByText('$5,000 - $20,000+ per month, per sub-service')).toBeVisible();
    await user.clear(within(digital).getByLabelText('Months'));
    await user.type(within(digital).getByLabelText('Months'), '6');
    expect(within(digital).getByText('Subtotal: $60,000')).toBeInTheDocument();
    await user.click(within(digital).getByRole('button', { name: 'Standard $10,000' }));
    expect(within(digital).getByLabelText('Monthly fee')).toHaveValue('10000');
    expect(within(digital).getByText('Subtotal: $120,000')).toBeInTheDocument();

    await tick(user, 'Capital Markets Advisory', ['Capital Raising']);
    const capital = service('Capital Markets Advisory');
    await user.selectOptions(within(capital).getByLabelText('Payment type'), 'success');
    expect(within(capital).getByLabelText('Base fee')).toHaveValue('10000');
    expect(within(capital).getByLabelText('Down payment')).toHaveValue('2500');
    expect(within(capital).getByText(/2% to 5% of the capital raised/)).toBeInTheDocument();
    expect(within(capital).getByText('Subtotal: $12,500')).toBeInTheDocument();

    expect(totalRow('Monthly retainer total $120,000')).toBeInTheDocument();
    expect(totalRow('Success-based total $12,500')).toBeInTheDocument();
    expect(totalRow('Down payments due at signing $2,500')).toBeInTheDocument();
    expect(totalRow('Grand total $132,500')).toBeInTheDocument();
    // $132,500 over the longest monthly term, 6 months.
    expect(totalRow(/^Monthly payment amount .*\$22,083\.33$/)).toBeInTheDocument();
  });

  it('resets the fee and the quantities when the payment type changes', async () => {
    formApi();
    const { user } = await openForm();
    await tick(user, 'Marketing & Branding', ['Marketing Strategy']);
    const marketing = service('Marketing & Branding');
    expect(within(marketing).getByLabelText('Project fee')).toHaveValue('15000');
    await user.clear(within(marketing).getByLabelText('Project fee'));
    await user.type(within(marketing).getByLabelText('Project fee'), '22000');

    await user.selectOptions(within(marketing).getByLabelText('Payment type'), 'monthly');
    expect(within(marketing).getByLabelText('Monthly fee')).toHaveValue('5000');
    expect(within(marketing).getByLabelText('Months')).toHaveValue('1');
    await user.clear(within(marketing).getByLabelText('Months'));
    await user.type(within(marketing).getByLabelText('Months'), '12');

    await user.selectOptions(within(marketing).getByLabelText('Payment type'), 'project');
    expect(within(marketing).getByLabelText('Project fee')).toHaveValue('15000');
    expect(within(marketing).queryByLabelText('Months')).not.toBeInTheDocument();
    // The sub-services stay chosen.
    expect(within(marketing).getByRole('checkbox', { name: 'Marketing Strategy' })).toBeChecked();
  });

  it('reads a fee typed as "15,000.00" or pasted as "$15000.00" as $15,000, keeping the text', async () => {
    formApi();
    const { user } = await openForm();
    await tick(user, 'Marketing & Branding', ['Marketing Strategy']);
    const marketing = service('Marketing & Branding');
    const fee = within(marketing).getByLabelText('Project fee');

    await user.clear(fee);
    await user.type(fee, '15,000.00');
    expect(fee).toHaveValue('15,000.00');
    expect(fee).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(marketing).getByText('Subtotal: $15,000')).toBeInTheDocument();
    expect(totalRow('Grand total $15,000')).toBeInTheDocument();

    await user.clear(fee);
    await user.paste('$15000.00');
    expect(fee).toHaveValue('$15000.00');
    expect(within(marketing).getByText('Subtotal: $15,000')).toBeInTheDocument();
  });

  it.each(['12.50', '-500', '1e5', '12.5x', '1,50'])(
    'refuses a fee typed as "%s" with what the field accepts, under the field',
    async (typed) => {
      formApi();
      const { user } = await openForm();
      await tick(user, 'Marketing & Branding', ['Marketing Strategy']);
      const marketing = service('Marketing & Branding');
      const fee = within(marketing).getByLabelText('Project fee');

      await user.clear(fee);
      await user.type(fee, typed);
      expect(fee).toHaveValue(typed);
      expect(fee).toHaveAttribute('aria-invalid', 'true');
      expect(fee).toHaveAccessibleDescription(MONEY_MESSAGES.wholeDollars);
      // Nothing is billed for a fee that does not read as whole dollars.
      expect(within(marketing).getByText('Subtotal: $0')).toBeInTheDocument();
    },
  );

  it.each(['1.5', '10h', '-2'])(
    'keeps hours typed as "%s" as typed and says at once that they must be a whole number',
    async (typed) => {
      formApi();
      const { user } = await openForm();
      await tick(user, 'Business Strategy & Growth', ['Growth Strategy']);
      const strategy = service('Business Strategy & Growth');
      await user.selectOptions(within(strategy).getByLabelText('Payment type'), 'hourly');
      const hours = within(strategy).getByLabelText('Hours');

      await user.clear(hours);
      await user.type(hours, typed);
      // Never cut to a different number ("1.5" used to become 1 hour, silently).
      expect(hours).toHaveValue(typed);
      expect(hours).toHaveAttribute('aria-invalid', 'true');
      expect(hours).toHaveAccessibleDescription(AGREEMENT_MESSAGES.hours);
      expect(within(strategy).getByText('Subtotal: $0')).toBeInTheDocument();
    },
  );

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
