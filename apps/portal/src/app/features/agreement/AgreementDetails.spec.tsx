import { screen, waitFor, within } from '@testing-library/react';
import type { EsignConsentStatus } from '@consult/domain';
import { mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { buildAgreement } from '../../../testing/agreement-factories';
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

function viewApi(agreement: MockRoute, extra: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/profile': { body: buildProfile() },
    'GET /api/consulting-agreements': { body: [] },
    'GET /api/esign-consent': { body: ACCEPTED },
    'GET /api/consulting-agreement/4': agreement,
    ...extra,
  });
}

/** The status chip beside the version line under the heading. */
const headerStatus = (versionLine: string) =>
  within(screen.getByText(versionLine).parentElement as HTMLElement);

const location = (router: ReturnType<typeof renderPortal>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('One consulting agreement (/consulting-agreement/{id})', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => jest.restoreAllMocks());

  it('shows the agreement as signed, read-only, with its signature record', async () => {
    viewApi({ body: buildAgreement() });
    renderPortal('/consulting-agreement/4');
    const form = await screen.findByRole('form', { name: 'Consulting agreement' });
    expect(screen.getByRole('heading', { level: 1, name: 'Consulting Agreement' })).toBeVisible();
    expect(screen.getByText('CA-000004 · Version 1 · Signed 03/05/2025')).toBeInTheDocument();
    expect(
      headerStatus('CA-000004 · Version 1 · Signed 03/05/2025').getByText('In force'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Signed on 03/05/2025')).toBeInTheDocument();

    expect(within(form).getByLabelText(/^Company name/)).toHaveValue('Lindqvist Logistics');
    expect(within(form).getByLabelText(/^Company name/)).toBeDisabled();
    const strategy = within(form).getByRole('group', { name: 'Business Strategy & Growth' });
    expect(within(strategy).getByRole('checkbox', { name: 'Growth Strategy' })).toBeChecked();
    expect(within(strategy).getByLabelText('Hours')).toHaveValue('10');
    expect(within(strategy).getByText('Subtotal: $5,000')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: '3. Payment summary' });
    expect(within(summary).getByRole('row', { name: 'Grand total $65,000' })).toBeInTheDocument();

    const record = screen.getByRole('region', { name: 'Signature record' });
    expect(within(record).getByText('203.0.113.7')).toBeInTheDocument();
    const document = screen.getByRole('article', { name: 'Consulting Services Agreement' });
    expect(
      within(document).getByText('Effective Date: March 5, 2025 · Reference CA-000004'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Update & Re-sign Agreement' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Agreements' })).toHaveAttribute(
      'href',
      '/consulting-agreements',
    );
  });

  it('edits with Edit Agreement, and Cancel Editing restores the saved values', async () => {
    viewApi({ body: buildAgreement() });
    const { user, router } = renderPortal('/consulting-agreement/4');
    await user.click(await screen.findByRole('button', { name: 'Edit Agreement' }));
    await screen.findByRole('form', { name: 'Edit consulting agreement' });
    expect(location(router)).toBe('/consulting-agreement/4?mode=edit');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Edit Consulting Agreement' }),
    ).toBeVisible();

    const company = screen.getByLabelText(/^Company name/);
    expect(company).toBeEnabled();
    await user.clear(company);
    await user.paste('Harborview Freight');
    const strategy = screen.getByRole('group', { name: 'Business Strategy & Growth' });
    await user.selectOptions(within(strategy).getByLabelText('Payment type'), 'project');
    expect(within(strategy).getByText('Subtotal: $5,000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel Editing' }));
    await screen.findByRole('form', { name: 'Consulting agreement' });
    expect(location(router)).toBe('/consulting-agreement/4');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Lindqvist Logistics');
    expect(
      within(screen.getByRole('group', { name: 'Business Strategy & Growth' })).getByLabelText(
        'Payment type',
      ),
    ).toHaveValue('hourly');
  });

  it('re-signs in edit mode as a new version, then goes on to the payment method', async () => {
    const fetchMock = viewApi(
      { body: buildAgreement() },
      {
        'POST /api/consulting-agreement': {
          status: 201,
          body: buildAgreement({ id: 5, version: 2, previousVersionId: 4 }),
        },
      },
    );
    const { user, router } = renderPortal('/consulting-agreement/4?mode=edit');
    await screen.findByRole('form', { name: 'Edit consulting agreement' });
    expect(screen.getByText(/Saving signs a new version \(version 2\)/)).toBeInTheDocument();
    const terms = screen.getByRole('article', { name: 'Consulting Services Agreement' });
    expect(within(terms).getByText(/This is version 2 of the Agreement/)).toBeInTheDocument();

    const digital = screen.getByRole('group', { name: 'Digital Solutions' });
    await user.clear(within(digital).getByLabelText('Months'));
    await user.type(within(digital).getByLabelText('Months'), '12');
    await user.click(screen.getByLabelText(/^Type your full name to sign/));
    await user.paste('Ada Lindqvist');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to sign electronically' }));
    await user.click(screen.getByRole('button', { name: 'Update & Re-sign Agreement' }));

    expect(await screen.findByText('Agreement updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(location(router)).toBe('/payment-method-selection?agreementId=5'));
    const request = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((r) => r.method === 'POST' && r.url.endsWith('/api/consulting-agreement'));
    const body = await request?.clone().json();
    expect(body.agreementId).toBe(4);
    expect(body.services[1]).toEqual({
      name: 'Digital Solutions',
      subServices: ['Cloud Migration', 'AI Adoption'],
      paymentType: 'monthly',
      fee: 5000,
      months: 12,
    });
  });

  it('opens /consulting-agreement/{id}/edit in edit mode', async () => {
    viewApi({ body: buildAgreement() });
    const { router } = renderPortal('/consulting-agreement/4/edit');
    await waitFor(() => expect(location(router)).toBe('/consulting-agreement/4?mode=edit'));
    expect(
      await screen.findByRole('button', { name: 'Update & Re-sign Agreement' }),
    ).toBeInTheDocument();
  });

  it('keeps a superseded version read-only, with a link to the newest version', async () => {
    viewApi({ body: buildAgreement({ status: 'superseded', supersededById: 7 }) });
    renderPortal('/consulting-agreement/4?mode=edit');
    await screen.findByRole('form', { name: 'Consulting agreement' });
    expect(
      headerStatus('CA-000004 · Version 1 · Signed 03/05/2025').getByText('Superseded'),
    ).toBeInTheDocument();
    expect(screen.getByText('A newer version replaces this one')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the newer version' })).toHaveAttribute(
      'href',
      '/consulting-agreement/7',
    );
    expect(screen.queryByRole('button', { name: 'Edit Agreement' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Company name/)).toBeDisabled();
  });

  it("says 'Error Loading Agreement' for an agreement that does not exist (or another client's)", async () => {
    viewApi({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } });
    renderPortal('/consulting-agreement/4');
    expect(await screen.findByText('Error Loading Agreement')).toBeInTheDocument();
    expect(
      screen.getByText('This agreement does not exist, or it has been deleted.'),
    ).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch agreement' when loading fails", async () => {
    viewApi({ status: 500, body: { statusCode: 500, message: 'Something went wrong' } });
    renderPortal('/consulting-agreement/4');
    expect(
      await screen.findByText('Error Loading Agreement', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('Failed to fetch agreement')).not.toHaveLength(0);
  });

  it('downloads the PDF, and says so when it fails', async () => {
    let fail = false;
    viewApi(
      { body: buildAgreement() },
      {
        'GET /api/consulting-agreement/4/download': () =>
          fail ? { status: 503, body: { statusCode: 503, message: 'Busy' } } : { body: 'pdf' },
      },
    );
    URL.createObjectURL = jest.fn(() => 'blob:agreement-4');
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = renderPortal('/consulting-agreement/4');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Document downloaded successfully')).toBeInTheDocument();
    expect(clicked[0].href).toBe('blob:agreement-4');
    expect(clicked[0].download).toBe('consulting-agreement-lindqvist-logistics-2025-03-05.pdf');

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Failed to download document')).toBeInTheDocument();
  });

  it('downloads the agreement as a self-contained HTML file', async () => {
    viewApi({ body: buildAgreement() });
    let saved: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:agreement-html';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = renderPortal('/consulting-agreement/4');
    await user.click(await screen.findByRole('button', { name: 'Download HTML' }));
    expect(await screen.findByText('Document downloaded successfully')).toBeInTheDocument();
    expect(clicked[0].download).toBe('consulting-agreement-lindqvist-logistics-2025-03-05.html');
    expect(saved?.type).toBe('text/html;charset=utf-8');
    // jsdom's Blob has no text(): its FileReader reads it.
    const html = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved as Blob);
    });
    expect(html).toContain('<title>Consulting Services Agreement CA-000004</title>');
    expect(html).toContain('Grand total');
    expect(html).not.toContain('<script');
  });

  it('prints the PDF in a new window after 500 ms', async () => {
    viewApi(
      { body: buildAgreement() },
      { 'GET /api/consulting-agreement/4/download': { body: 'pdf' } },
    );
    URL.createObjectURL = jest.fn(() => 'blob:agreement-4');
    URL.revokeObjectURL = jest.fn();
    const popup = { location: { href: '' }, focus: jest.fn(), print: jest.fn(), close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderPortal('/consulting-agreement/4');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Document opened for printing')).toBeInTheDocument();
    expect(popup.location.href).toBe('blob:agreement-4');
    await waitFor(() => expect(popup.print).toHaveBeenCalled(), { timeout: 2000 });
  });

  it('shares by e-mail where the device has no share sheet', async () => {
    viewApi({ body: buildAgreement() });
    renderPortal('/consulting-agreement/4');
    const share = await screen.findByRole('link', { name: 'Share' });
    const href = share.getAttribute('href') ?? '';
    expect(href).toMatch(/^mailto:\?subject=/);
    const body = decodeURIComponent(href.split('&body=')[1]);
    expect(body).toContain('Consulting Services Agreement CA-000004');
    expect(body).toContain('Grand total: $65,000');
    expect(body).toContain('http://localhost/consulting-agreement/4');
  });

  it('shares through the device’s share sheet where there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      viewApi({ body: buildAgreement() });
      const { user } = renderPortal('/consulting-agreement/4');
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Consulting Services Agreement CA-000004',
          url: 'http://localhost/consulting-agreement/4',
        }),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});

describe('Choosing a payment method (/payment-method-selection)', () => {
  beforeEach(() => setViewportWidth(1280));

  it('goes to /consulting-agreements without an agreementId', async () => {
    viewApi({ body: buildAgreement() });
    const { router } = renderPortal('/payment-method-selection');
    await waitFor(() => expect(location(router)).toBe('/consulting-agreements'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consulting Agreements' }),
    ).toBeInTheDocument();
  });
});
