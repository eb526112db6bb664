import { act, screen, within } from '@testing-library/react';
import type { Agreement } from '@consult/domain';
import { calledRoutes, mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { signedInAdmin } from '../../../testing/admin-factories';
import { buildAgreement } from '../../../testing/document-factories';
import { renderAdmin } from '../../../testing/render-admin';

jest.setTimeout(20_000);

function api(routes: Record<string, MockRoute>) {
  return mockApi({ ...signedInAdmin, ...routes });
}

beforeEach(() => {
  setViewportWidth(1280);
  URL.createObjectURL = jest.fn(() => 'blob:document');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

/** Version 2 of CA-000042, the firm's proposal (12 months of Digital Solutions), unsigned. */
function proposal(overrides: Partial<Agreement> = {}) {
  const version1 = buildAgreement();
  return buildAgreement({
    id: 43,
    version: 2,
    previousVersionId: 42,
    status: 'pending',
    amendedByFirm: true,
    typedSignature: '',
    signedDate: '2025-04-02',
    proposedAt: '2025-04-02T15:30:00.000Z',
    signature: null,
    consent: null,
    history: [
      {
        id: 42,
        version: 1,
        status: 'active',
        amendedByFirm: false,
        clientSignedAt: '2025-03-05T14:03:22.123Z',
        proposedAt: null,
        resolvedAt: null,
        grandTotalCents: version1.totals.grandTotalCents,
      },
      {
        id: 43,
        version: 2,
        status: overrides.status ?? 'pending',
        amendedByFirm: true,
        clientSignedAt: null,
        proposedAt: '2025-04-02T15:30:00.000Z',
        resolvedAt: overrides.resolvedAt ?? null,
        grandTotalCents: 13_750_000,
      },
    ],
    ...overrides,
  });
}

describe('the read-only agreement view (/consulting-agreement/{id})', () => {
  it('shows a signed version with Edit, and its signature record', async () => {
    api({ 'GET /api/admin/consulting-agreement/42': { body: buildAgreement() } });
    renderAdmin('/consulting-agreement/42');
    expect(
      await screen.findByText('CA-000042 · Version 1 · Lindqvist Logistics'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('In force')[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/consulting-agreement/42/edit',
    );
    expect(screen.getByRole('region', { name: 'Signature record' })).toHaveTextContent(
      'Typed signatureAvery Lindqvist',
    );
    expect(
      screen.getByRole('article', { name: 'Consulting Services Agreement' }),
    ).toHaveTextContent('$77,500');
  });

  it('shows the firm’s proposal as proposed and not yet signed, never “Signed on”, with no empty evidence', async () => {
    api({
      'GET /api/admin/consulting-agreement/43': {
        body: proposal(),
      },
    });
    renderAdmin('/consulting-agreement/43');
    expect(
      await screen.findByText(
        'Proposed on 04/02/2025 by the firm — awaiting the client’s signature. Version 1 stays in force until then.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Proposed').length).toBeGreaterThan(0);
    const record = screen.getByRole('region', { name: 'Signature record' });
    expect(record).toHaveTextContent('Not yet signed by the client');
    expect(record).toHaveTextContent('Proposed on 2025-04-02 15:30:00 UTC');
    expect(record).not.toHaveTextContent(/Signed at|IP address|Typed signature/);
    // Only version 1, which the client signed, says "Signed on" (in the version history).
    const history = screen.getByRole('region', { name: 'Version history of CA-000043' });
    const outsideHistory = (document.body.textContent ?? '').replace(history.textContent ?? '', '');
    expect(outsideHistory).not.toMatch(/Signed on/i);
    expect(within(history).getAllByRole('listitem')[1]).not.toHaveTextContent(/Signed/);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shares the proposal only to an address the admin types, saying it awaits the client’s signature', async () => {
    const bodies: unknown[] = [];
    const owner = 'avery@lindqvist.example';
    api({
      'GET /api/admin/consulting-agreement/43': {
        body: { ...proposal(), ownerEmail: owner, ownerEmailVerified: true },
      },
      'POST /api/admin/consulting-agreement/43/share': async (request) => {
        bodies.push(await request.json());
        return { body: { sentTo: 'x', fileName: 'agreement-43.pdf' } };
      },
    });
    const { user } = renderAdmin('/consulting-agreement/43');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'E-mail Consulting Agreement' });
    expect(dialog).toHaveTextContent('This proposed amendment awaits the client’s signature');
    const field = within(dialog).getByLabelText(/Recipient e-mail/);
    // Required, as in every share dialog: it starts empty, and empty is refused under the field.
    expect(field).toBeRequired();
    expect(field).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(field).toHaveAccessibleDescription('Please enter the recipient’s email');
    expect(bodies).toEqual([]);
    // The client's own address, typed, is sent as such: the API sends a proposal nowhere by default.
    await user.type(field, owner);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Document shared successfully via email')).toBeInTheDocument();
    expect(bodies).toEqual([{ to: owner }]);
  });

  it('withdraws the proposal from its view after a confirmation', async () => {
    const fetchMock = api({
      'GET /api/admin/consulting-agreement/43': { body: proposal() },
      'POST /api/admin/consulting-agreement/43/withdraw': {
        body: proposal({ status: 'withdrawn', resolvedAt: '2025-04-03T09:00:00.000Z' }),
      },
    });
    const { user } = renderAdmin('/consulting-agreement/43');
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw proposal version 2 of CA-000043' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Withdraw the proposed version 2 of CA-000043?',
    });
    expect(dialog).toHaveTextContent('Version 1 stays in force');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw proposal' }));
    expect(await screen.findByText('Amendment withdrawn')).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toContain('POST /api/admin/consulting-agreement/43/withdraw');
  });

  it('lists the version history with each status, date, total and a link to each version', async () => {
    api({ 'GET /api/admin/consulting-agreement/43': { body: proposal() } });
    renderAdmin('/consulting-agreement/43');
    const history = await screen.findByRole('region', { name: 'Version history of CA-000043' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Version 1In forceSigned on 03/05/2025Total $77,500View',
      'Version 2ProposedProposed on 04/02/2025Total $137,500Shown here',
    ]);
    expect(
      within(history).getByRole('link', { name: 'View version 1 of CA-000043' }),
    ).toHaveAttribute('href', '/consulting-agreement/42');
  });

  it('on the version in force, points to the waiting proposal instead of offering Edit', async () => {
    api({
      'GET /api/admin/consulting-agreement/42': {
        body: buildAgreement({
          pendingAmendment: {
            id: 43,
            version: 2,
            proposedAt: '2025-04-02T15:30:00.000Z',
            grandTotalCents: 13_750_000,
          },
        }),
      },
    });
    renderAdmin('/consulting-agreement/42');
    expect(
      await screen.findByText(/Version 2, proposed on 04\/02\/2025, awaits the client’s signature/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the proposal' })).toHaveAttribute(
      'href',
      '/consulting-agreement/43',
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Signature record' })).toHaveTextContent(
      'IP address203.0.113.7',
    );
  });

  it('marks an agreement the client deleted from their portal, and only that one', async () => {
    api({
      'GET /api/admin/consulting-agreement/42': {
        body: { ...buildAgreement(), deletedByClientAt: '2025-05-01T12:00:00.000Z' },
      },
      'GET /api/admin/consulting-agreement/44': {
        body: { ...buildAgreement({ id: 44 }), deletedByClientAt: null },
      },
    });
    const { router } = renderAdmin('/consulting-agreement/42');
    expect(await screen.findByText('Deleted by the client on 05/01/2025')).toBeVisible();
    expect(screen.getAllByText('In force')[0]).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Signature record' })).toBeInTheDocument();

    await act(() => router.navigate('/consulting-agreement/44'));
    expect(
      await screen.findByText('CA-000044 · Version 1 · Lindqvist Logistics'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Deleted by the client/)).not.toBeInTheDocument();
  });

  it('keeps a superseded version read-only, pointing to the newer one', async () => {
    api({
      'GET /api/admin/consulting-agreement/42': {
        body: buildAgreement({ status: 'superseded', supersededById: 44 }),
      },
    });
    renderAdmin('/consulting-agreement/42');
    expect(await screen.findByText(/A newer version replaces this one/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the newer version' })).toHaveAttribute(
      'href',
      '/consulting-agreement/44',
    );
  });
});
