import { screen, waitFor, within } from '@testing-library/react';
import type { AdminUserDetail } from '@consult/domain';
import { mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { buildUserDetail, signedInAdmin } from '../../../testing/admin-factories';
import { renderAdmin } from '../../../testing/render-admin';

jest.setTimeout(20_000);

function detailApi(detail: AdminUserDetail | MockRoute, extra: Record<string, MockRoute> = {}) {
  return mockApi({
    ...signedInAdmin,
    'GET /api/admin/users/12': 'id' in detail ? { body: detail } : detail,
    ...extra,
  });
}

/** Saved files: the links `saveFile` clicks. */
function captureSaves() {
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  return clicked;
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => setViewportWidth(1280));
afterEach(() => jest.restoreAllMocks());

describe('the user detail (/admin-users/{id})', () => {
  it('shows the header and every section of the profile', async () => {
    detailApi(buildUserDetail());
    renderAdmin('/admin-users/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
    expect(screen.getByLabelText('Company')).toHaveTextContent('Lindqvist Logistics');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/admin-dashboard',
    );
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

    const professional = section('Professional Profile');
    expect(professional).toHaveTextContent('TitleChief Operating Officer');
    expect(professional).toHaveTextContent('Industry sectorTechnology');
    expect(within(professional).getByRole('link', { name: 'lindqvist.example' })).toHaveAttribute(
      'href',
      'https://lindqvist.example',
    );
    expect(professional).toHaveTextContent('Freight across New England.');
    expect(section('Account Information')).toHaveTextContent('Usernameavery');
    expect(section('Account Information')).toHaveTextContent('RegisteredMarch 1, 2025');
    expect(section('Personal Information')).toHaveTextContent('Phone617-555-0142');
    expect(section('Address')).toHaveTextContent(
      'Street45 Atlantic AvenueCityBostonStateMAZIP02110',
    );
  });

  it('prices each service and the billing summary with the shared rules', async () => {
    detailApi(buildUserDetail());
    renderAdmin('/admin-users/12');
    const services = await screen.findByRole('region', { name: 'Service Information' });
    const card = (name: string) => within(services).getByRole('article', { name });
    expect(card('Business Strategy & Growth')).toHaveTextContent('$5,000');
    expect(card('Business Strategy & Growth')).toHaveTextContent('Hours10 hours');
    expect(card('Digital Solutions')).toHaveTextContent('$60,000');
    expect(card('Digital Solutions')).toHaveTextContent('Months6 months');
    expect(card('Capital Markets Advisory')).toHaveTextContent('Down payment$2,500');
    const summary = within(services).getByRole('table', { name: 'Billing Summary' });
    expect(within(summary).getByRole('row', { name: 'Grand total $77,500' })).toBeInTheDocument();
    expect(
      within(summary).getByRole('row', { name: 'Total down payments $2,500' }),
    ).toBeInTheDocument();
    expect(
      within(summary).getByRole('row', { name: 'Remaining balance $75,000' }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      '{not json',
      'Error parsing service data. Please update the service information for this user.',
    ],
    ['{"services":[]}', 'Invalid service data format'],
    ['[]', 'No detailed service information available'],
  ])('says why there are no service cards for serviceType %s', async (serviceType, message) => {
    detailApi(buildUserDetail({ serviceType }));
    renderAdmin('/admin-users/12');
    const services = await screen.findByRole('region', { name: 'Service Information' });
    expect(within(services).getByText(message)).toBeInTheDocument();
    expect(within(services).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the tabs as icons only, in two columns, under 640 px', async () => {
    setViewportWidth(390);
    detailApi(buildUserDetail());
    const { user } = renderAdmin('/admin-users/12');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'Profile',
      'Agreements',
      'Payments',
      'NDAs',
    ]);
    for (const tab of tabs) {
      expect(tab).toHaveTextContent('');
      expect(tab.querySelector('svg')).not.toBeNull();
    }
    expect(getComputedStyle(screen.getByRole('tablist')).display).toBe('grid');
    await user.click(screen.getByRole('tab', { name: 'NDAs' }));
    expect(await screen.findByRole('article', { name: /NDA-000031/ })).toBeInTheDocument();
  });

  it('labels the tabs with their names and counts on a desktop', async () => {
    detailApi(buildUserDetail());
    renderAdmin('/admin-users/12');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Agreements (1)',
      'Payments (1)',
      'NDAs (1)',
    ]);
  });

  it('lists agreements with View, Edit and Download PDF (agreement-{id}.pdf)', async () => {
    let fail = false;
    detailApi(buildUserDetail(), {
      'GET /api/admin/consulting-agreement/42/download': () =>
        fail ? { status: 503, body: { statusCode: 503, message: 'Busy' } } : { body: 'pdf' },
    });
    const saves = captureSaves();
    const { user, router } = renderAdmin('/admin-users/12?tab=agreements');
    const card = await screen.findByRole('article', { name: /Lindqvist Logistics CA-000042/ });
    expect(card).toHaveTextContent('Signed03/05/2025');
    expect(card).toHaveTextContent('Grand total$77,500');
    expect(within(card).getByRole('table', { name: 'Services' })).toHaveTextContent(
      'Digital Solutions · Monthly retainer · Cloud Migration, AI Adoption$60,000',
    );
    expect(within(card).getByRole('link', { name: 'View agreement CA-000042' })).toHaveAttribute(
      'href',
      '/consulting-agreement/42',
    );
    expect(within(card).getByRole('link', { name: 'Edit agreement CA-000042' })).toHaveAttribute(
      'href',
      '/consulting-agreement/42/edit',
    );
    await user.click(
      within(card).getByRole('button', { name: 'Download PDF of agreement CA-000042' }),
    );
    expect(await screen.findByText('Agreement downloaded successfully')).toBeInTheDocument();
    expect(saves[0].download).toBe('agreement-42.pdf');

    fail = true;
    await user.click(
      within(card).getByRole('button', { name: 'Download PDF of agreement CA-000042' }),
    );
    expect(await screen.findByText('Failed to download agreement')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=agreements');
  });

  it('lists payment methods with their services, Download Invoice and Email Invoice', async () => {
    let mailFails = false;
    const mailed: unknown[] = [];
    detailApi(buildUserDetail(), {
      'GET /api/admin/payment-method/7/download-invoice': { body: 'pdf' },
      'POST /api/admin/payment-method/7/mail-invoice': async (request) => {
        mailed.push(await request.json());
        return mailFails
          ? { status: 503, body: { statusCode: 503, message: 'Mail down' } }
          : { body: { sentTo: 'avery@lindqvist.example', fileName: 'invoice-7.pdf' } };
      },
    });
    const saves = captureSaves();
    const { user } = renderAdmin('/admin-users/12?tab=payments');
    const card = await screen.findByRole('article', { name: /Invoice INV-000007/ });
    expect(card).toHaveTextContent('Monthly amount$12,916.67');
    expect(
      within(card).getByRole('table', { name: 'Services paid by INV-000007' }),
    ).toHaveTextContent('Total$77,500');

    await user.click(within(card).getByRole('button', { name: 'Download invoice INV-000007' }));
    expect(await screen.findByText('Document downloaded successfully')).toBeInTheDocument();
    expect(saves[0].download).toBe('invoice-7.pdf');

    await user.click(within(card).getByRole('button', { name: 'Email invoice INV-000007' }));
    const dialog = screen.getByRole('dialog', { name: 'Email invoice INV-000007' });
    expect(within(dialog).getByLabelText(/Recipient e-mail/)).toHaveValue(
      'avery@lindqvist.example',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invoice has been emailed successfully')).toBeInTheDocument();

    mailFails = true;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(card).getByRole('button', { name: 'Email invoice INV-000007' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to email invoice')).toBeInTheDocument();
    expect(mailed).toEqual([{}, {}]);
  });

  it("says 'Failed to download invoice' when the invoice cannot be had", async () => {
    detailApi(buildUserDetail(), {
      'GET /api/admin/payment-method/7/download-invoice': { status: 500, body: { message: 'x' } },
    });
    captureSaves();
    const { user } = renderAdmin('/admin-users/12?tab=payments');
    await user.click(await screen.findByRole('button', { name: 'Download invoice INV-000007' }));
    expect(
      await screen.findByText('Failed to download invoice', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('lists NDAs with View, Download (that NDA) and Share (a copied link)', async () => {
    detailApi(buildUserDetail(), { 'GET /api/admin/nda/31/download': { body: 'pdf' } });
    const saves = captureSaves();
    const { user } = renderAdmin('/admin-users/12?tab=ndas');
    const card = await screen.findByRole('article', { name: /Lindqvist Logistics NDA-000031/ });
    expect(card).toHaveTextContent('Agreement dateMarch 4, 2025');
    expect(within(card).getByRole('link', { name: 'View NDA NDA-000031' })).toHaveAttribute(
      'href',
      '/nda/31',
    );
    await user.click(within(card).getByRole('button', { name: 'Download NDA NDA-000031' }));
    expect(await screen.findByText('Document downloaded successfully')).toBeInTheDocument();
    expect(saves[0].download).toBe('mutual-nda-lindqvist-logistics-2025-03-04.pdf');

    await user.click(within(card).getByRole('button', { name: 'Share NDA NDA-000031' }));
    expect(await screen.findByText('Share link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost:4202/nda/31');
  });

  it.each([
    ['Agreements', 'agreements', 'No agreements found'],
    ['Payments', 'payments', 'No payment methods found'],
    ['NDAs', 'ndas', 'No NDAs found'],
  ])('says so when %s is empty', async (_tab, key, text) => {
    detailApi(buildUserDetail({ agreements: [], payments: [], ndas: [] }));
    renderAdmin(`/admin-users/12?tab=${key}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("says 'User not found' for an unknown id, with a way back", async () => {
    detailApi({ status: 404, body: { statusCode: 404, message: 'User not found' } });
    renderAdmin('/admin-users/12');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch user details')).not.toBeInTheDocument();
  });

  it("says 'Error loading user: ...' and toasts 'Failed to fetch user details' when loading fails", async () => {
    detailApi({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' },
    });
    renderAdmin('/admin-users/12');
    expect(
      await screen.findByText('Error loading user: Database unavailable', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch user details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });
});
