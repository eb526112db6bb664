import { screen, waitFor, within } from '@testing-library/react';
import { calledRoutes, mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { buildClient } from '../../../testing/factories';
import { buildNdaSummary } from '../../../testing/nda-factories';
import { renderPortal } from '../../../testing/render-portal';

function listApi(list: MockRoute, extra: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/ndas': list,
    ...extra,
  });
}

async function openList() {
  const view = renderPortal('/signed-ndas');
  await screen.findByRole('heading', { name: 'Signed NDAs' });
  return view;
}

describe('Signed NDAs (/signed-ndas)', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => jest.restoreAllMocks());

  it('lists each NDA with its agreement date, signer and address, and its actions', async () => {
    listApi({
      body: [
        buildNdaSummary(),
        buildNdaSummary({ id: 2, reference: 'NDA-000002', companyName: 'Harborview Freight' }),
      ],
    });
    await openList();
    // Each card is named by its company and what it is, so two NDAs with one company differ.
    const card = await screen.findByRole('article', {
      name: /^Lindqvist Logistics Mutual NDA · NDA-\d{6}$/,
    });
    expect(within(card).getByText('March 5, 2025')).toBeInTheDocument();
    expect(within(card).getByText('Ada Lindqvist, Chief Operating Officer')).toBeInTheDocument();
    expect(within(card).getByText('48 Wharf Road, Portland, ME 04101')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'View NDA with Lindqvist Logistics' }),
    ).toHaveAttribute('href', '/mutual-nda/4');
    expect(
      screen.getByRole('article', { name: 'Harborview Freight Mutual NDA · NDA-000002' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New NDA' })).toHaveAttribute(
      'href',
      '/mutual-nda',
    );
  });

  it("says 'No NDAs found' when there is none", async () => {
    listApi({ body: [] });
    await openList();
    expect(await screen.findByText('No NDAs found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign a Mutual NDA' })).toHaveAttribute(
      'href',
      '/mutual-nda',
    );
  });

  it("says 'Error Loading NDAs' when the list cannot be loaded, and retries", async () => {
    let fail = true;
    listApi(() =>
      fail ? { status: 403, body: { statusCode: 403, message: 'Forbidden' } } : { body: [] },
    );
    const { user } = await openList();
    expect(await screen.findByText('Error Loading NDAs')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No NDAs found')).toBeInTheDocument();
  });

  it('deletes after the browser confirm, and toasts "NDA deleted successfully"', async () => {
    let deleted = false;
    const fetchMock = listApi(() => ({ body: deleted ? [] : [buildNdaSummary()] }), {
      'DELETE /api/nda/4': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openList();
    await user.click(
      await screen.findByRole('button', { name: 'Delete NDA with Lindqvist Logistics' }),
    );

    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete the NDA with Lindqvist Logistics?',
    );
    expect(await screen.findByText('NDA deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No NDAs found')).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toContain('DELETE /api/nda/4');
  });

  it('keeps the NDA when the confirm is dismissed', async () => {
    const fetchMock = listApi({ body: [buildNdaSummary()] });
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await openList();
    await user.click(
      await screen.findByRole('button', { name: 'Delete NDA with Lindqvist Logistics' }),
    );
    expect(calledRoutes(fetchMock)).not.toContain('DELETE /api/nda/4');
  });

  it('toasts "Failed to delete NDA" when the deletion fails', async () => {
    listApi(
      { body: [buildNdaSummary()] },
      {
        'DELETE /api/nda/4': { status: 404, body: { statusCode: 404, message: 'Not found' } },
      },
    );
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openList();
    await user.click(
      await screen.findByRole('button', { name: 'Delete NDA with Lindqvist Logistics' }),
    );
    expect(await screen.findByText('Failed to delete NDA')).toBeInTheDocument();
  });

  it('downloads the PDF under the server’s file name', async () => {
    listApi(
      { body: [buildNdaSummary()] },
      {
        'GET /api/nda/4/download': { body: 'pdf' },
      },
    );
    URL.createObjectURL = jest.fn(() => 'blob:nda-4');
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = await openList();
    await user.click(
      await screen.findByRole('button', { name: 'Download NDA with Lindqvist Logistics' }),
    );

    expect(await screen.findByText('Document downloaded successfully')).toBeInTheDocument();
    expect(clicked).toHaveLength(1);
    expect(clicked[0].href).toBe('blob:nda-4');
    // mockApi sends no Content-Disposition: the name is made the way the API makes it.
    expect(clicked[0].download).toBe('mutual-nda-lindqvist-logistics-2025-03-05.pdf');
  });

  it('toasts "Failed to download NDA" when the download fails', async () => {
    listApi(
      { body: [buildNdaSummary()] },
      {
        'GET /api/nda/4/download': { status: 503, body: { statusCode: 503, message: 'Busy' } },
      },
    );
    const { user } = await openList();
    await user.click(
      await screen.findByRole('button', { name: 'Download NDA with Lindqvist Logistics' }),
    );
    expect(await screen.findByText('Failed to download NDA')).toBeInTheDocument();
  });

  it('sends an anonymous visitor to /log-in', async () => {
    mockApi({
      'GET /api/user': { status: 401, body: { statusCode: 401, message: 'Not authenticated' } },
    });
    const { router } = renderPortal('/signed-ndas');
    await waitFor(() => expect(router.state.location.pathname).toBe('/log-in'));
  });
});
