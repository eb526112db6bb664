import { screen, waitFor, within } from '@testing-library/react';
import { localIsoDate } from '@consult/domain';
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
      screen.getByText(/Saving creates version 2, pending until the client/),
    ).toBeInTheDocument();
    expect(summaryRow('Grand total $77,500')).toBeInTheDocument();

    const digital = within(form).getByRole('group', { name: 'Digital Solutions' });
    const months = within(digital).getByLabelText('Months');
    await user.clear(months);
    await user.type(months, '12');
    expect(within(digital).getByText('Subtotal: $120,000')).toBeInTheDocument();
    expect(summaryRow('Grand total $137,500')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Amendment' }));
    expect(await screen.findByText('Agreement updated successfully')).toBeInTheDocument();
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
    await user.click(screen.getByRole('button', { name: 'Save Amendment' }));
    expect(await screen.findByText('Please select at least one service')).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/admin/consulting-agreement/42/amend');
  });

  it('shows the server’s message when the amendment is refused', async () => {
    amendApi({
      status: 409,
      body: { statusCode: 409, message: 'This agreement has a newer version; edit the newest one' },
    });
    const { user } = renderAdmin('/consulting-agreement/42/edit');
    await screen.findByRole('form', { name: 'Amend consulting agreement' });
    await user.click(screen.getByRole('button', { name: 'Save Amendment' }));
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
});
