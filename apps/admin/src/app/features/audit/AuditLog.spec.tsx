import { screen, waitFor, within } from '@testing-library/react';
import type { AuditLogEntry } from '@consult/domain';
import { mockApi, setViewportWidth } from '@consult/ui/testing';
import { buildListUser, signedInAdmin } from '../../../testing/admin-factories';
import { renderAdmin } from '../../../testing/render-admin';

function entry(id: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id,
    at: '2025-03-05T14:03:22.000Z',
    actorUserId: 900,
    actorEmail: 'morgan.ashby@northbridge.example',
    action: 'document.download',
    targetKind: 'agreement',
    targetId: 42,
    targetUserId: 12,
    client: { name: 'Avery Lindqvist', companyName: 'Lindqvist Logistics' },
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    detail: { fileName: 'agreement-42.pdf' },
    ...overrides,
  };
}

jest.setTimeout(20_000);

beforeEach(() => setViewportWidth(1280));
afterEach(() => jest.restoreAllMocks());

describe('the audit log (/admin-audit-log)', () => {
  it('lists who did what to which document, newest first, a page at a time', async () => {
    const requested: string[] = [];
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/audit-log': (request) => {
        const url = new URL(request.url);
        requested.push(url.search);
        return url.searchParams.get('before') === '50'
          ? {
              body: {
                entries: [
                  entry(49, {
                    action: 'user.promote',
                    targetKind: 'user',
                    targetId: 12,
                    detail: null,
                  }),
                ],
                nextBefore: null,
              },
            }
          : {
              body: {
                entries: [
                  entry(51, {
                    action: 'invoice.email',
                    targetKind: 'invoice',
                    targetId: 7,
                    detail: { recipient: 'avery@lindqvist.example', messageId: '<m-51@firm>' },
                    delivery: { status: 'failed', sentAt: null, attempts: 50 },
                  }),
                  entry(50),
                ],
                nextBefore: 50,
              },
            };
      },
    });
    const { user } = renderAdmin('/admin-audit-log');
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('E-mailed an invoice');
    expect(within(rows[0]).getByRole('link', { name: 'Invoice #7' })).toHaveAttribute(
      'href',
      '/payment-method/7',
    );
    expect(rows[0]).toHaveTextContent('recipient: avery@lindqvist.example');
    expect(rows[0]).not.toHaveTextContent('messageId');
    expect(rows[0]).toHaveTextContent('Not sent: gave up after 50 attempts');
    expect(rows[1]).not.toHaveTextContent(/sent/i);
    expect(rows[1]).toHaveTextContent('Downloaded');
    expect(within(rows[1]).getByRole('link', { name: 'User #12' })).toHaveAttribute(
      'href',
      '/admin-users/12',
    );
    expect(rows[1]).toHaveTextContent('203.0.113.7');
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Promoted to admin')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(screen.getByText('Page 1')).toBeInTheDocument());
    expect(requested.slice(0, 2)).toEqual(['?limit=25', '?limit=25&before=50']);
  });

  it.each([
    [{ status: 'queued', sentAt: null, attempts: 0 }, 'Waiting to be sent'],
    [{ status: 'queued', sentAt: null, attempts: 1 }, 'Not sent yet: retrying (1 attempt so far)'],
    [{ status: 'sent', sentAt: '2025-03-05T14:03:25.000Z', attempts: 1 }, /^Sent Mar 5, 2025/],
    [{ status: 'purged', sentAt: null, attempts: null }, 'Delivery no longer tracked'],
  ] as const)('shows a share whose message is %p as "%s"', async (delivery, text) => {
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/audit-log': {
        body: {
          entries: [entry(60, { action: 'document.share', delivery: { ...delivery } })],
          nextBefore: null,
        },
      },
    });
    renderAdmin('/admin-audit-log');
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    expect(within(table).getByText(text)).toBeInTheDocument();
  });

  it('names the client and the company beside "User #12"', async () => {
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/audit-log': { body: { entries: [entry(70)], nextBefore: null } },
    });
    renderAdmin('/admin-audit-log');
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    const [, row] = within(table).getAllByRole('row');
    const client = within(row).getAllByRole('cell')[3];
    expect(client).toHaveTextContent('Avery LindqvistLindqvist LogisticsUser #12');
    expect(within(client).getByRole('link', { name: 'User #12' })).toHaveAttribute(
      'href',
      '/admin-users/12',
    );
  });

  it('filters by action and by client on the server, keeping the filters in the address', async () => {
    const requested: string[] = [];
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/users': {
        body: [
          buildListUser(12, {
            firstName: 'Avery',
            lastName: 'Lindqvist',
            companyName: 'Lindqvist Logistics',
          }),
          buildListUser(13),
        ],
      },
      'GET /api/admin/audit-log': (request) => {
        const url = new URL(request.url);
        requested.push(url.search);
        return url.searchParams.has('clientId') && url.searchParams.has('action')
          ? { body: { entries: [], nextBefore: null } }
          : { body: { entries: [entry(80)], nextBefore: null } };
      },
    });
    const { user, router } = renderAdmin('/admin-audit-log');
    await screen.findByRole('table', { name: 'Audit Log' });
    const filters = screen.getByRole('search', { name: 'Filter the audit log' });

    await user.click(within(filters).getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Printed' }));
    await waitFor(() => expect(requested).toContain('?limit=25&action=document.print'));
    expect(router.state.location.search).toBe('?action=document.print');

    await user.type(within(filters).getByRole('combobox', { name: 'Client' }), 'lindq');
    await user.click(await screen.findByRole('option', { name: /Avery Lindqvist/ }));
    await waitFor(() => expect(requested).toContain('?limit=25&action=document.print&clientId=12'));
    expect(router.state.location.search).toBe('?action=document.print&client=12');
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table', { name: 'Audit Log' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens filtered from a link, and ignores a filter it does not know', async () => {
    const requested: string[] = [];
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/users': { body: [] },
      'GET /api/admin/audit-log': (request) => {
        requested.push(new URL(request.url).search);
        return { body: { entries: [entry(90)], nextBefore: null } };
      },
    });
    renderAdmin('/admin-audit-log?action=user.view&client=12');
    await screen.findByRole('table', { name: 'Audit Log' });
    expect(requested[0]).toBe('?limit=25&action=user.view&clientId=12');
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveAttribute(
      'placeholder',
      'User #12',
    );
  });

  it('says so when nothing has been recorded', async () => {
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/audit-log': { body: { entries: [], nextBefore: null } },
    });
    renderAdmin('/admin-audit-log');
    expect(await screen.findByText('No admin actions recorded yet')).toBeInTheDocument();
  });
});
