import { screen, waitFor, within } from '@testing-library/react';
import { browserNavigation } from '@consult/ui';
import { calledRoutes, setViewportWidth } from '@consult/ui/testing';
import { buildListUser } from '../../../testing/admin-factories';
import { renderAdmin } from '../../../testing/render-admin';
import { avery, cards, dashboardApi, jonas, marisol, rows } from '../../../testing/dashboard';

const many = (count: number) =>
  Array.from({ length: count }, (_, index) => buildListUser(index + 1));
// The dashboard renders many cards: on a busy machine its longer stories need more than 5 s.
jest.setTimeout(20_000);

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
