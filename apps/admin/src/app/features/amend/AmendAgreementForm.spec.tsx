import { act, screen, waitFor, within } from '@testing-library/react';
import { AGREEMENT_MESSAGES, MONEY_MESSAGES, localIsoDate } from '@consult/domain';
import { calledRoutes, mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { signedInAdmin } from '../../../testing/admin-factories';
import { buildAgreement } from '../../../testing/document-factories';
import { renderAdmin } from '../../../testing/render-admin';

jest.setTimeout(30_000);

function amendApi(amend: MockRoute, agreement = buildAgreement()) {
  return mockApi({
    ...signedInAdmin,
    'GET /api/admin/consulting-agreement/42': { body: agreement },
    'GET /api/admin/consulting-agreement/43': {
      body: buildAgreement({ id: 43, version: 2, status: 'pending', amendedByFirm: true }),
    },
    'POST /api/admin/consulting-agreement/42/amend': amend,
  });
}

const summaryRow = (name: string) =>
  within(screen.getByRole('region', { name: '3. Payment summary' })).getByRole('row', { name });

beforeEach(() => setViewportWidth(1280));
afterEach(() => jest.restoreAllMocks());

describe("the firm's amendment (/consulting-agreement/{id}/edit)", () => {
  it('opens the agreement form on the client’s data and saves a pending version through the amend route', async () => {
    const bodies: unknown[] = [];
    amendApi(async (request) => {
      bodies.push(await request.json());
      return {
        status: 201,
        body: buildAgreement({ id: 43, version: 2, status: 'pending', amendedByFirm: true }),
      };
    });
    const { user, router } = renderAdmin('/consulting-agreement/42/edit');
    const form = await screen.findByRole('form', { name: 'Amend consulting agreement' });
    expect(within(form).getByLabelText(/^Company name/)).toHaveValue('Lindqvist Logistics');
    expect(
      screen.getByText(/Saving sends version 2 to the client as a proposal to sign/),
    ).toBeInTheDocument();
    expect(summaryRow('Grand total $77,500')).toBeInTheDocument();

    const digital = within(form).getByRole('group', { name: 'Digital Solutions' });
    const months = within(digital).getByLabelText('Months');
    await user.clear(months);
    await user.type(months, '12');
    expect(within(digital).getByText('Subtotal: $120,000')).toBeInTheDocument();
    expect(summaryRow('Grand total $137,500')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Proposal to Client' }));
    expect(
      await screen.findByText('Proposal sent to the client for signature'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/consulting-agreement/43'));
    expect(bodies).toEqual([
      {
        clientData: {
          companyName: 'Lindqvist Logistics',
          companyStreet: '45 Atlantic Avenue',
          companyCity: 'Boston',
          companyState: 'MA',
          companyZip: '02110',
          companyPhone: '617-555-0142',
          signerName: 'Avery Lindqvist',
          signerTitle: 'COO',
          date: localIsoDate(new Date()),
        },
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
            subServices: ['Capital Raising'],
            paymentType: 'success',
            fee: 10000,
            downPayment: 2500,
          },
          {
            name: 'Digital Solutions',
            subServices: ['Cloud Migration', 'AI Adoption'],
            paymentType: 'monthly',
            fee: 5000,
            months: 12,
          },
        ],
      },
    ]);
  });

  it('checks the rules before sending: at least one service', async () => {
    const fetchMock = amendApi({ status: 201, body: {} });
    const { user } = renderAdmin('/consulting-agreement/42/edit');
    const form = await screen.findByRole('form', { name: 'Amend consulting agreement' });
    for (const name of [
      'Business Strategy & Growth',
      'Digital Solutions',
      'Capital Markets Advisory',
    ])
      await user.click(
        within(within(form).getByRole('group', { name })).getByRole('checkbox', { name }),
      );
    await user.click(screen.getByRole('button', { name: 'Send Proposal to Client' }));
    expect(await screen.findByText('Please select at least one service')).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/admin/consulting-agreement/42/amend');
  });

  it('reads a base fee typed as "15,000.00" as $15,000 and sends 15000', async () => {
    const bodies: { services: { name: string; fee: number }[] }[] = [];
    amendApi(async (request) => {
      bodies.push(await request.json());
      return {
        status: 201,
        body: buildAgreement({ id: 43, version: 2, status: 'pending', amendedByFirm: true }),
      };
    });
    const { user } = renderAdmin('/consulting-agreement/42/edit');
    const form = await screen.findByRole('form', { name: 'Amend consulting agreement' });
    const capital = within(form).getByRole('group', { name: 'Capital Markets Advisory' });
    const fee = within(capital).getByLabelText('Base fee');
    await user.clear(fee);
    await user.type(fee, '15,000.00');
    expect(fee).toHaveValue('15,000.00');
    expect(fee).not.toHaveAttribute('aria-invalid', 'true');
    // $15,000 and the $2,500 down payment.
    expect(within(capital).getByText('Subtotal: $17,500')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Proposal to Client' }));
    expect(
      await screen.findByText('Proposal sent to the client for signature'),
    ).toBeInTheDocument();
    expect(bodies[0]?.services.find((line) => line.name === 'Capital Markets Advisory')?.fee).toBe(
      15000,
    );
  });

  it.each(['-5', '-500', '12.50', '1e5', '12.5x'])(
    'refuses a down payment typed as "%s" under the field, and sends nothing',
    async (typed) => {
      const fetchMock = amendApi({ status: 201, body: {} });
      const { user } = renderAdmin('/consulting-agreement/42/edit');
      const form = await screen.findByRole('form', { name: 'Amend consulting agreement' });
      const capital = within(form).getByRole('group', { name: 'Capital Markets Advisory' });
      const downPayment = within(capital).getByLabelText('Down payment');
      await user.clear(downPayment);
      await user.type(downPayment, typed);
      expect(downPayment).toHaveValue(typed);
      expect(downPayment).toHaveAttribute('aria-invalid', 'true');
      expect(downPayment).toHaveAccessibleDescription(MONEY_MESSAGES.wholeDollars);
      // Only the $10,000 base fee is billed: the text is not read as any amount.
      expect(within(capital).getByText('Subtotal: $10,000')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Send Proposal to Client' }));
      expect(await screen.findByText(AGREEMENT_MESSAGES.downPaymentDigits)).toBeInTheDocument();
      expect(downPayment).toHaveAccessibleDescription(MONEY_MESSAGES.wholeDollars);
      expect(calledRoutes(fetchMock)).not.toContain(
        'POST /api/admin/consulting-agreement/42/amend',
      );
    },
  );

  it('uses the client form’s rules: hours of at least 1', async () => {
    const fetchMock = amendApi({ status: 201, body: {} });
    const { user } = renderAdmin('/consulting-agreement/42/edit');
    const form = await screen.findByRole('form', { name: 'Amend consulting agreement' });
    const strategy = within(form).getByRole('group', { name: 'Business Strategy & Growth' });
    await user.clear(within(strategy).getByLabelText('Hours'));
    await user.type(within(strategy).getByLabelText('Hours'), '0');
    await user.click(screen.getByRole('button', { name: 'Send Proposal to Client' }));
    expect(await screen.findAllByText(AGREEMENT_MESSAGES.hours)).not.toHaveLength(0);
    expect(within(strategy).getByLabelText('Hours')).toHaveAccessibleDescription(
      'Hours must be a whole number of 1 or more',
    );
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/admin/consulting-agreement/42/amend');
  });

  it('refuses an amendment whose grand total is $0', async () => {
    const fetchMock = amendApi({ status: 201, body: {} });
    const { user } = renderAdmin('/consulting-agreement/42/edit');
    const form = await screen.findByRole('form', { name: 'Amend consulting agreement' });
    for (const name of ['Business Strategy & Growth', 'Digital Solutions'])
      await user.click(
        within(within(form).getByRole('group', { name })).getByRole('checkbox', { name }),
      );
    const capital = within(form).getByRole('group', { name: 'Capital Markets Advisory' });
    for (const label of ['Base fee', 'Down payment']) {
      await user.clear(within(capital).getByLabelText(label));
      await user.type(within(capital).getByLabelText(label), '0');
    }
    expect(summaryRow('Grand total $0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Proposal to Client' }));
    expect(await screen.findByText(AGREEMENT_MESSAGES.zeroTotal)).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/admin/consulting-agreement/42/amend');
  });

  it('shows the server’s message when the amendment is refused', async () => {
    amendApi({
      status: 409,
      body: { statusCode: 409, message: 'This agreement has a newer version; edit the newest one' },
    });
    const { user } = renderAdmin('/consulting-agreement/42/edit');
    await screen.findByRole('form', { name: 'Amend consulting agreement' });
    await user.click(screen.getByRole('button', { name: 'Send Proposal to Client' }));
    expect(
      await screen.findByText('This agreement has a newer version; edit the newest one'),
    ).toBeInTheDocument();
  });

  it('does not offer a superseded version for amendment', async () => {
    amendApi(
      { status: 201, body: {} },
      buildAgreement({ status: 'superseded', supersededById: 43 }),
    );
    renderAdmin('/consulting-agreement/42/edit');
    expect(await screen.findByText(/only the newest version can be amended/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amend the newest version' })).toHaveAttribute(
      'href',
      '/consulting-agreement/43/edit',
    );
  });

  it('does not open a second proposal while one awaits the client, nor amend a proposal', async () => {
    amendApi(
      { status: 201, body: {} },
      buildAgreement({
        pendingAmendment: {
          id: 43,
          version: 2,
          proposedAt: '2025-04-02T15:30:00.000Z',
          grandTotalCents: 13_750_000,
        },
      }),
    );
    const { router } = renderAdmin('/consulting-agreement/42/edit');
    expect(
      await screen.findByText(/already has a proposed amendment awaiting the client/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the proposal' })).toHaveAttribute(
      'href',
      '/consulting-agreement/43',
    );

    await act(() => router.navigate('/consulting-agreement/43/edit'));
    expect(
      await screen.findByText('Only the version in force can be amended.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
