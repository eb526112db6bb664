import { screen, within } from '@testing-library/react';
import { setViewportWidth } from '@consult/ui/testing';
import { buildUserDetail } from '../../../testing/admin-factories';
import { renderAdmin } from '../../../testing/render-admin';
import { captureSaves, detailApi } from '../../../testing/user-detail';

jest.setTimeout(20_000);

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
