import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { buildClient } from '../../../testing/factories';
import { buildNda } from '../../../testing/nda-factories';
import { renderPortal } from '../../../testing/render-portal';

function viewApi(nda: MockRoute, extra: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/nda/4': nda,
    'GET /api/ndas': { body: [] },
    ...extra,
  });
}

describe('One NDA (/mutual-nda/{id})', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => jest.restoreAllMocks());

  it('shows the signature record and the agreement as signed', async () => {
    const nda = buildNda();
    viewApi({ body: nda });
    renderPortal('/mutual-nda/4');

    const record = await screen.findByRole('region', { name: 'Signature record' });
    for (const text of [
      'Ada Lindqvist, Chief Operating Officer',
      '2025-03-05 14:03:22 UTC',
      '203.0.113.7',
      'Mozilla/5.0 (Macintosh) Safari/605.1.15',
      'Version 2025-01, accepted 2025-03-05 14:01:00 UTC',
      nda.signature.documentHash,
    ]) {
      expect(within(record).getByText(text)).toBeInTheDocument();
    }
    const agreement = screen.getByRole('article', { name: 'Mutual Non-Disclosure Agreement' });
    expect(
      within(agreement).getByText('Effective Date: March 5, 2025 · Reference NDA-000004'),
    ).toBeInTheDocument();
    const client = within(agreement).getByRole('region', { name: 'Signature for the Client' });
    expect(within(client).getByText('Ada Lindqvist', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to NDAs' })).toHaveAttribute(
      'href',
      '/signed-ndas',
    );
  });

  it("says 'Error Loading NDA' for an NDA that does not exist (or another client's)", async () => {
    viewApi({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } });
    renderPortal('/mutual-nda/4');
    expect(await screen.findByText('Error Loading NDA')).toBeInTheDocument();
    expect(
      screen.getByText('This NDA does not exist, or it has been deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to NDAs' })).toBeInTheDocument();
  });

  it("says 'Error Loading NDA' and toasts 'Failed to fetch NDA' when loading fails", async () => {
    viewApi({ status: 500, body: { statusCode: 500, message: 'Something went wrong' } });
    renderPortal('/mutual-nda/4');
    expect(await screen.findByText('Error Loading NDA', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(await screen.findAllByText('Failed to fetch NDA')).not.toHaveLength(0);
  });

  it("says 'Error Loading NDA' for an address that names no NDA, without asking the API", async () => {
    const fetchMock = viewApi({ body: buildNda() });
    renderPortal('/mutual-nda/not-a-number');
    expect(await screen.findByText('Error Loading NDA')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([input]) => String((input as Request).url).includes('/api/nda/')),
    ).toBe(false);
  });

  it('opens /nda/{id} at /mutual-nda/{id}', async () => {
    viewApi({ body: buildNda() });
    const { router } = renderPortal('/nda/4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mutual-nda/4'));
    expect(await screen.findByRole('region', { name: 'Signature record' })).toBeInTheDocument();
  });

  it('prints: opens a window, shows the PDF in it, and prints it after 500 ms', async () => {
    viewApi({ body: buildNda() }, { 'GET /api/nda/4/download': { body: 'pdf' } });
    URL.createObjectURL = jest.fn(() => 'blob:nda-4');
    URL.revokeObjectURL = jest.fn();
    const popup = { location: { href: '' }, focus: jest.fn(), print: jest.fn(), close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderPortal('/mutual-nda/4');
    await user.click(await screen.findByRole('button', { name: 'Print' }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(await screen.findByText('Document opened for printing')).toBeInTheDocument();
    expect(popup.location.href).toBe('blob:nda-4');
    await waitFor(() => expect(popup.print).toHaveBeenCalled(), { timeout: 2000 });
  });

  it('says so when the print window is blocked', async () => {
    viewApi({ body: buildNda() });
    jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderPortal('/mutual-nda/4');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(
      await screen.findByText('Popup blocked. Please allow popups and try again.'),
    ).toBeInTheDocument();
  });

  it("toasts 'Failed to generate document for printing' and closes the window when the PDF fails", async () => {
    viewApi(
      { body: buildNda() },
      {
        'GET /api/nda/4/download': { status: 503, body: { statusCode: 503, message: 'Busy' } },
      },
    );
    const popup = { location: { href: '' }, focus: jest.fn(), print: jest.fn(), close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderPortal('/mutual-nda/4');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Failed to generate document for printing')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });
});
