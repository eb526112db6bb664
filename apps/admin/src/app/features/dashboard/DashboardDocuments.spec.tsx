import { act, screen, waitFor, within } from '@testing-library/react';
import { browserNavigation } from '@consult/ui';
import { setViewportWidth } from '@consult/ui/testing';
import { buildDocument, buildListUser } from '../../../testing/admin-factories';
import { renderAdmin } from '../../../testing/render-admin';
import { avery, dashboardApi, marisol } from '../../../testing/dashboard';

// The dashboard renders many cards: on a busy machine its longer stories need more than 5 s.
jest.setTimeout(20_000);

beforeEach(() => {
  setViewportWidth(1280);
  jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the admin dashboard', () => {
  it('expands a card to its NDA, agreement and invoice tiles, each with View, Download, Print and Share', async () => {
    dashboardApi([avery, marisol]);
    const { user, router } = renderAdmin('/admin-dashboard');
    const card = await screen.findByRole('article', { name: /Avery Lindqvist/ });
    const toggle = within(card).getByRole('button', { name: 'Show Documents' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const tiles = within(card).getByRole('region', { name: 'Documents of Avery Lindqvist' });
    expect(
      within(tiles)
        .getAllByRole('group')
        .map((tile) => tile.id),
    ).toEqual(['document-tile-101', 'document-tile-102', 'document-tile-103']);
    expect(within(tiles).getByRole('group', { name: 'Consulting Agreement' })).toHaveTextContent(
      'CA-000011 · March 5, 2025',
    );
    await user.click(
      within(tiles).getByRole('button', { name: 'Actions for Mutual NDA NDA-000010' }),
    );
    const menu = screen.getByRole('menu', { name: 'Mutual NDA NDA-000010' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Download', 'Print', 'Share']);
    await user.click(within(menu).getByRole('menuitem', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nda/10'));

    // A client without documents: the tiles say so, and have no menu.
    await act(() => router.navigate('/admin-dashboard'));
    const empty = await screen.findByRole('article', { name: /Marisol Okafor/ });
    await user.click(within(empty).getByRole('button', { name: 'Show Documents' }));
    expect(within(empty).getAllByText('Not on file')).toHaveLength(3);
    expect(within(empty).queryByRole('button', { name: /^Actions/ })).not.toBeInTheDocument();
  });

  it('keeps the documents the client deleted, marked “Deleted by the client on …”, in the list and the tiles', async () => {
    const deleting = buildListUser(4, {
      firstName: 'Noor',
      lastName: 'Haddad',
      email: 'noor@haddad.example',
      companyName: 'Haddad Imports',
      kinds: [],
    });
    deleting.documents = [
      buildDocument(deleting, 'nda', { deletedByClientAt: '2025-03-20T12:00:00.000Z' }),
      buildDocument(deleting, 'agreement', { deletedByClientAt: '2025-03-21T12:00:00.000Z' }),
    ];
    dashboardApi([deleting], { 'GET /api/admin/nda/40/download': { body: 'pdf' } });
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, router } = renderAdmin('/admin-dashboard');

    const card = await screen.findByRole('article', { name: /Noor Haddad/ });
    await user.click(within(card).getByRole('button', { name: 'Show Documents' }));
    const tiles = within(card).getByRole('region', { name: 'Documents of Noor Haddad' });
    expect(within(tiles).getByRole('group', { name: 'Mutual NDA' })).toHaveTextContent(
      'NDA-000040 · March 5, 2025Deleted by the client on March 20, 2025',
    );
    expect(within(tiles).getByRole('group', { name: 'Consulting Agreement' })).toHaveTextContent(
      'Deleted by the client on March 21, 2025',
    );

    await user.click(screen.getByRole('tab', { name: 'All Documents' }));
    const nda = screen.getByRole('article', { name: 'Mutual NDA NDA-000040' });
    expect(nda).toHaveTextContent('Deleted by the client on March 20, 2025');
    expect(
      screen.getByRole('article', { name: 'Consulting Agreement CA-000041' }),
    ).toHaveTextContent('In forceDeleted by the client on March 21, 2025');
    // Still the firm's to download and view.
    await user.click(
      within(nda).getByRole('button', { name: 'Actions for Mutual NDA NDA-000040' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Download' }));
    expect(await screen.findByText('Document downloaded successfully')).toBeInTheDocument();
    await user.click(
      within(nda).getByRole('button', { name: 'Actions for Mutual NDA NDA-000040' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nda/40'));
  });

  it('shares a document by e-mail to the client, or to another address', async () => {
    const bodies: unknown[] = [];
    dashboardApi([avery], {
      'POST /api/admin/consulting-agreement/11/share': async (request) => {
        const body = (await request.json()) as { to?: string };
        bodies.push(body);
        return { body: { sentTo: body.to ?? 'avery@lindqvist.example', fileName: 'a.pdf' } };
      },
    });
    const { user } = renderAdmin('/admin-dashboard?tab=documents');
    const share = async () => {
      await user.click(
        await screen.findByRole('button', { name: 'Actions for Consulting Agreement CA-000011' }),
      );
      await user.click(screen.getByRole('menuitem', { name: 'Share' }));
      return screen.getByRole('dialog', { name: 'E-mail Consulting Agreement' });
    };

    const dialog = await share();
    expect(within(dialog).getByLabelText(/Recipient e-mail/)).toHaveValue(
      'avery@lindqvist.example',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Document shared successfully via email')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const again = await share();
    const field = within(again).getByLabelText(/Recipient e-mail/);
    await user.clear(field);
    await user.paste('not an address');
    await user.click(within(again).getByRole('button', { name: 'Send' }));
    expect(within(again).getByText('Please enter a valid email')).toBeInTheDocument();
    await user.clear(field);
    await user.paste('counsel@lindqvist.example');
    await user.click(within(again).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{}, { to: 'counsel@lindqvist.example' }]);
  });

  it('marks a client whose address is unverified, in cards and rows, and shares only to another address', async () => {
    const unverified = { ...avery, emailVerified: false };
    const bodies: unknown[] = [];
    dashboardApi([unverified], {
      'POST /api/admin/nda/10/share': async (request) => {
        bodies.push(await request.json());
        return { body: { sentTo: 'counsel@lindqvist.example', fileName: 'nda.pdf' } };
      },
    });
    const { user } = renderAdmin('/admin-dashboard');
    const card = await screen.findByRole('article', { name: /Avery Lindqvist/ });
    expect(within(card).getByText('Email not verified')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Table view' }));
    expect(
      await screen.findByRole('row', { name: /Lindqvist Logistics Avery Lindqvist/ }),
    ).toHaveTextContent('Email not verified');

    await user.click(screen.getByRole('tab', { name: 'All Documents' }));
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Mutual NDA NDA-000010' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'E-mail Mutual NDA' });
    expect(dialog).toHaveTextContent('has not verified avery@lindqvist.example yet');
    const field = within(dialog).getByLabelText(/Recipient e-mail/);
    expect(field).toHaveValue('');
    await user.paste('counsel@lindqvist.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ to: 'counsel@lindqvist.example' }]);
  });

  it("says 'Failed to share document' when the e-mail cannot be sent", async () => {
    dashboardApi([avery], {
      'POST /api/admin/nda/10/share': { status: 503, body: { statusCode: 503, message: 'x' } },
    });
    const { user } = renderAdmin('/admin-dashboard?tab=documents');
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Mutual NDA NDA-000010' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to share document')).toBeInTheDocument();
  });
});
