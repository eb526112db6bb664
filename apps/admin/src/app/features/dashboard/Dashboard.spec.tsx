import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserListItem } from '@consult/domain';
import { browserNavigation } from '@consult/ui';
import { calledRoutes, mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { buildDocument, buildListUser, signedInAdmin } from '../../../testing/admin-factories';
import { renderAdmin } from '../../../testing/render-admin';

const avery = buildListUser(1, {
  firstName: 'Avery',
  lastName: 'Lindqvist',
  email: 'avery@lindqvist.example',
  companyName: 'Lindqvist Logistics',
});
const jonas = buildListUser(2, {
  firstName: 'Jonas',
  lastName: 'Weller',
  email: 'jonas@weller.example',
  companyName: '',
  kinds: ['nda'],
  isAdmin: true,
});
const marisol = buildListUser(3, {
  firstName: 'Marisol',
  lastName: 'Okafor',
  email: 'marisol@harborview.example',
  companyName: 'Harborview Freight',
  kinds: [],
});

function dashboardApi(
  users: AdminUserListItem[] | MockRoute,
  extra: Record<string, MockRoute> = {},
) {
  return mockApi({
    ...signedInAdmin,
    'GET /api/admin/users': Array.isArray(users) ? { body: users } : users,
    ...extra,
  });
}

const many = (count: number) =>
  Array.from({ length: count }, (_, index) => buildListUser(index + 1));
// The dashboard renders many cards: on a busy machine its longer stories need more than 5 s.
jest.setTimeout(20_000);

const cards = () => screen.queryAllByRole('article');
const rows = () => screen.getAllByRole('row').slice(1);

let assign: jest.SpyInstance;
beforeEach(() => {
  setViewportWidth(1280);
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the admin dashboard', () => {
  it('titles the page with the firm on desktop and shows each user as a card', async () => {
    dashboardApi([avery, jonas, marisol]);
    renderAdmin('/admin-dashboard');
    const card = await screen.findByRole('article', {
      name: 'Lindqvist Logistics Avery Lindqvist',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Northbridge Advisory Group Admin' }),
    ).toBeVisible();
    expect(within(card).getByText('avery@lindqvist.example')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Status' })).toHaveTextContent(
      'NDA SignedAgreement SignedPayment Method',
    );
    const noCompany = screen.getByRole('article', { name: 'No Company Jonas Weller' });
    expect(within(noCompany).getByText('NDA Signed')).toBeInTheDocument();
    expect(within(noCompany).getByText('Admin')).toBeInTheDocument();
    expect(within(noCompany).queryByText('Agreement Signed')).not.toBeInTheDocument();
    const bare = screen.getByRole('article', { name: 'Harborview Freight Marisol Okafor' });
    expect(within(bare).getByText('No documents signed yet')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Complete Profile' })).toHaveAttribute(
      'href',
      '/admin-users/1',
    );
  });

  it('keeps its state in the address and opens as the address says (issue 18)', async () => {
    dashboardApi(many(25));
    const { user, router } = renderAdmin('/admin-dashboard?users=20&open=14&q=example');
    await screen.findAllByRole('article');
    expect(screen.getByPlaceholderText('Search users or documents...')).toHaveValue('example');
    expect(cards()).toHaveLength(20);
    const open = screen.getByRole('button', { name: 'Hide Documents' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(open.closest('article')).toBe(screen.getAllByRole('article')[13]);

    await user.click(screen.getByRole('tab', { name: 'All Documents' }));
    await user.click(screen.getByRole('button', { name: 'Table view' }));
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('documents');
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('table');
    // A view change starts the counts again; the search and the expanded card stay.
    expect(router.state.location.search).toBe('?open=14&q=example&tab=documents&view=table');
    expect(window.sessionStorage.getItem('consult.admin.dashboard')).toBe(
      '?open=14&q=example&tab=documents&view=table',
    );
  });

  it('counts one document in the singular', async () => {
    dashboardApi([marisol, jonas]);
    const { user } = renderAdmin('/admin-dashboard?tab=documents');
    expect(await screen.findByText('1 document')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Users & Companies' }));
    expect(screen.getByText('2 of 2 users')).toBeInTheDocument();
  });

  it('filters users by name, e-mail and company, and documents by type, client and company', async () => {
    dashboardApi([avery, jonas, marisol]);
    const { user } = renderAdmin('/admin-dashboard');
    await screen.findByRole('article', { name: /Avery Lindqvist/ });
    const search = screen.getByPlaceholderText('Search users or documents...');
    const searchFor = async (text: string) => {
      await user.clear(search);
      await user.click(search);
      await user.paste(text);
    };

    await searchFor('harborview');
    expect(cards().map((card) => card.getAttribute('aria-labelledby'))).toHaveLength(1);
    expect(screen.getByRole('article', { name: /Marisol Okafor/ })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 users')).toBeInTheDocument();

    await searchFor('WELLER.example');
    expect(screen.getByRole('article', { name: /Jonas Weller/ })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);

    await searchFor('nobody at all');
    expect(screen.getByText('No users match “nobody at all”')).toBeInTheDocument();

    // The search text is kept across the tabs.
    await searchFor('invoice');
    await user.click(screen.getByRole('tab', { name: 'All Documents' }));
    expect(cards().map((card) => card.textContent)).toEqual([
      expect.stringContaining('Payment Invoice INV-000012'),
    ]);
    await searchFor('jonas');
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Mutual NDA NDA-000020');
    await searchFor('lindqvist logistics');
    expect(cards()).toHaveLength(3);
  });

  it('switches between cards and a table, and keeps the choice in the address', async () => {
    dashboardApi([avery, jonas]);
    const { user, router } = renderAdmin('/admin-dashboard');
    await screen.findByRole('article', { name: /Avery Lindqvist/ });
    await user.click(screen.getByRole('button', { name: 'Table view' }));

    const table = screen.getByRole('table', { name: 'Users & Companies' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Company', 'Name', 'Email', 'Documents', 'Status', 'Actions']);
    expect(
      within(table).getByRole('row', { name: /Lindqvist Logistics Avery Lindqvist/ }),
    ).toHaveTextContent('NDA, Agreement, Invoice');
    expect(within(table).getByText('No Company')).toBeInTheDocument();
    expect(
      within(table).getByRole('link', {
        name: 'View Details of Avery Lindqvist, avery@lindqvist.example',
      }),
    ).toHaveAttribute('href', '/admin-users/1');
    expect(cards()).toHaveLength(0);
    expect(router.state.location.search).toBe('?view=table');

    await user.click(screen.getByRole('tab', { name: 'All Documents' }));
    const documents = screen.getByRole('table', { name: 'All Documents' });
    expect(
      within(documents)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Document', 'Client', 'Company', 'Date', 'Status', 'Actions']);
    expect(
      within(documents).getByRole('row', { name: /Consulting Agreement CA-000011/ }),
    ).toHaveTextContent('Avery LindqvistLindqvist LogisticsMarch 5, 2025In force');
    // One format in the Date column, whatever the kind (docs/decisions.md): never 03/05/2025.
    const dates = within(documents)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3].textContent);
    expect(dates.length).toBeGreaterThan(2);
    for (const date of dates) expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    await user.click(screen.getByRole('button', { name: 'Card view' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards().length).toBeGreaterThan(0);
  });

  it('shows cards under 640 px, with no view switch, even when the address asks for the table', async () => {
    setViewportWidth(390);
    dashboardApi([avery, jonas]);
    renderAdmin('/admin-dashboard?view=table');
    expect(await screen.findByRole('article', { name: /Avery Lindqvist/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Table view' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('shows 10 user cards on a desktop, then 10 more with each Show More Users', async () => {
    dashboardApi(many(25));
    const { user } = renderAdmin('/admin-dashboard');
    await screen.findAllByRole('article');
    expect(cards()).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show More Users' }));
    expect(cards()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show More Users' }));
    expect(cards()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Show More Users' })).not.toBeInTheDocument();
  });

  it('shows 3 cards on a phone, then 3 more, for users and for documents', async () => {
    setViewportWidth(390);
    dashboardApi(many(4));
    const { user } = renderAdmin('/admin-dashboard');
    await screen.findAllByRole('article');
    expect(cards()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Show More Users' }));
    expect(cards()).toHaveLength(4);

    await user.click(screen.getByRole('tab', { name: 'All Documents' }));
    expect(cards()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Show More Documents' }));
    expect(cards()).toHaveLength(6);
    expect(screen.getByText('Showing 6 of 12')).toBeInTheDocument();
  });

  it('shows 10 rows in the tables, then 10 more', async () => {
    dashboardApi(many(12));
    const { user } = renderAdmin('/admin-dashboard?view=table');
    await screen.findByRole('table');
    expect(rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show More Users' }));
    expect(rows()).toHaveLength(12);

    await user.click(screen.getByRole('tab', { name: 'All Documents' }));
    expect(rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show More Documents' }));
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show More Documents' }));
    expect(rows()).toHaveLength(30);
    expect(screen.getByText('Showing 30 of 36')).toBeInTheDocument();
  });

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

  it('shows a spinner while the users load', async () => {
    dashboardApi(() => new Promise(() => undefined));
    renderAdmin('/admin-dashboard');
    expect(await screen.findByRole('progressbar', { name: 'Loading users' })).toBeInTheDocument();
  });

  it("says 'Error loading users' and toasts 'Failed to fetch: {status} {statusText}'", async () => {
    const fetchMock = dashboardApi({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Boom' },
    });
    renderAdmin('/admin-dashboard');
    expect(
      await screen.findByText('Error loading users', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('Failed to fetch: 500 Internal Server Error').length,
    ).toBeGreaterThan(0);
    expect(calledRoutes(fetchMock).filter((route) => route === 'GET /api/admin/users').length).toBe(
      2,
    );
  });

  it("sends an account that is no longer an admin ('Unauthorized: Admin access required') to the marketing home", async () => {
    dashboardApi({
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'Unauthorized: Admin access required' },
    });
    renderAdmin('/admin-dashboard');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:4200/'));
    expect(screen.queryByText('Error loading users')).not.toBeInTheDocument();
  });
});
