import { screen, waitFor, within } from '@testing-library/react';
import { priceAgreement, type AdminUserDetail, type AgreementVersionEntry } from '@consult/domain';
import { calledRoutes, setViewportWidth } from '@consult/ui/testing';
import { DETAIL_SERVICES, buildUserDetail } from '../../../testing/admin-factories';
import { renderAdmin } from '../../../testing/render-admin';
import { captureSaves, detailApi } from '../../../testing/user-detail';

jest.setTimeout(20_000);

/** Avery's agreement (version 1 in force) with the firm's version 2 awaiting her: 12 months of Digital Solutions. */
function withProposal(): AdminUserDetail {
  const detail = buildUserDetail();
  const inForce = detail.agreements[0];
  const { lines, totals } = priceAgreement(
    DETAIL_SERVICES.map((line) =>
      line.paymentType === 'monthly' ? { ...line, months: 12 } : line,
    ),
  );
  const proposal = {
    id: 43,
    version: 2,
    proposedAt: '2025-04-02T15:30:00.000Z',
    services: lines,
    totals,
  };
  return {
    ...detail,
    agreements: [
      {
        ...inForce,
        proposal,
        history: [
          ...inForce.history,
          {
            id: 43,
            version: 2,
            status: 'pending',
            amendedByFirm: true,
            clientSignedAt: null,
            proposedAt: proposal.proposedAt,
            resolvedAt: null,
            grandTotalCents: totals.grandTotalCents,
          },
        ],
      },
    ],
  };
}

beforeEach(() => setViewportWidth(1280));
afterEach(() => jest.restoreAllMocks());

describe('the user detail (/admin-users/{id})', () => {
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

  it('shows the version in force beside the firm’s proposal, and withdraws the proposal after a confirmation', async () => {
    const withdrawn: string[] = [];
    detailApi(withProposal(), {
      'POST /api/admin/consulting-agreement/43/withdraw': (request) => {
        withdrawn.push(request.url);
        return { body: {} };
      },
    });
    const { user } = renderAdmin('/admin-users/12?tab=agreements');
    const card = await screen.findByRole('article', { name: /Lindqvist Logistics CA-000042/ });
    expect(card).toHaveTextContent('Signed03/05/2025');
    expect(within(card).getByText('Version 2 proposed')).toBeInTheDocument();

    const inForce = within(card).getByRole('region', { name: 'In force: version 1' });
    expect(inForce).toHaveTextContent('In force');
    expect(inForce).toHaveTextContent('Signed on 03/05/2025');
    expect(
      within(inForce).getByRole('table', { name: 'Services of version 1 (in force)' }),
    ).toHaveTextContent(
      'Digital Solutions · Monthly retainer · Cloud Migration, AI Adoption$60,000',
    );
    expect(inForce).toHaveTextContent('Total$77,500');

    const proposed = within(card).getByRole('region', { name: 'Proposed: version 2' });
    expect(proposed).toHaveTextContent('Proposed on 04/02/2025');
    expect(proposed).toHaveTextContent('+$60,000 on the grand total');
    expect(
      within(proposed).getByRole('table', { name: 'Services of version 2 (proposed)' }),
    ).toHaveTextContent(
      'Digital Solutions · Monthly retainer · Cloud Migration, AI Adoption$120,000',
    );
    expect(proposed).toHaveTextContent('Total$137,500');
    expect(proposed).toHaveTextContent('Awaiting the client’s signature');
    expect(proposed).not.toHaveTextContent(/Signed/);

    // Amending again waits for the proposal to be withdrawn (or signed, or declined).
    const edit = within(card).getByRole('button', { name: 'Edit agreement CA-000042' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(/withdraw it before amending this agreement again/);
    expect(within(card).queryByRole('link', { name: 'Edit agreement CA-000042' })).toBeNull();

    await user.click(
      within(proposed).getByRole('button', { name: 'Withdraw proposal version 2 of CA-000042' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Withdraw the proposed version 2 of CA-000042?',
    });
    expect(dialog).toHaveTextContent('Version 1 stays in force, as the client signed it.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw proposal' }));
    expect(await screen.findByText('Amendment withdrawn')).toBeInTheDocument();
    expect(withdrawn).toEqual(['http://localhost/api/admin/consulting-agreement/43/withdraw']);
  });

  it('keeps the badge and the figures of the version in force while a proposal waits', async () => {
    detailApi(withProposal());
    renderAdmin('/admin-users/12');
    const services = await screen.findByRole('region', { name: 'Service Information' });
    expect(screen.getByRole('list', { name: 'Status' })).toHaveTextContent('Agreement Signed');
    expect(services).toHaveTextContent(
      'The terms in force: CA-000042, version 1. Version 2 is proposed and awaits the client’s signature; these figures stay those of version 1 until then.',
    );
    const summary = within(services).getByRole('table', { name: 'Billing Summary' });
    expect(within(summary).getByRole('row', { name: 'Grand total $77,500' })).toBeInTheDocument();
  });

  it('says why a proposal could not be withdrawn, and sends nothing when the admin cancels', async () => {
    const fetchMock = detailApi(withProposal(), {
      'POST /api/admin/consulting-agreement/43/withdraw': {
        status: 409,
        body: { statusCode: 409, message: 'This amendment is no longer awaiting a signature' },
      },
    });
    const { user } = renderAdmin('/admin-users/12?tab=agreements');
    const withdraw = await screen.findByRole('button', {
      name: 'Withdraw proposal version 2 of CA-000042',
    });
    await user.click(withdraw);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calledRoutes(fetchMock)).not.toContain(
      'POST /api/admin/consulting-agreement/43/withdraw',
    );

    await user.click(withdraw);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw proposal' }),
    );
    expect(
      await screen.findByText(
        'Failed to withdraw the amendment. This amendment is no longer awaiting a signature',
      ),
    ).toBeInTheDocument();
  });

  it('lists each agreement’s version history: status, date, total and a link to each version', async () => {
    const detail = buildUserDetail();
    const version = (
      id: number,
      number: number,
      status: AgreementVersionEntry['status'],
      dates: Partial<AgreementVersionEntry>,
      grandTotalCents: number,
    ): AgreementVersionEntry => ({
      id,
      version: number,
      status,
      amendedByFirm: number > 1,
      clientSignedAt: null,
      proposedAt: null,
      resolvedAt: null,
      grandTotalCents,
      ...dates,
    });
    detailApi({
      ...detail,
      agreements: [
        {
          ...detail.agreements[0],
          id: 45,
          reference: 'CA-000045',
          version: 4,
          previousVersionId: 42,
          amendedByFirm: true,
          history: [
            version(42, 1, 'superseded', { clientSignedAt: '2025-03-05T14:03:22.123Z' }, 5_000_000),
            version(
              43,
              2,
              'withdrawn',
              { proposedAt: '2025-04-02T15:30:00.000Z', resolvedAt: '2025-04-03T09:00:00.000Z' },
              6_000_000,
            ),
            version(
              44,
              3,
              'declined',
              { proposedAt: '2025-04-10T15:30:00.000Z', resolvedAt: '2025-04-12T09:00:00.000Z' },
              9_000_000,
            ),
            version(
              45,
              4,
              'active',
              {
                proposedAt: '2025-05-01T15:30:00.000Z',
                clientSignedAt: '2025-05-02T10:00:00.000Z',
              },
              7_750_000,
            ),
          ],
        },
      ],
    });
    renderAdmin('/admin-users/12?tab=agreements');
    const history = await screen.findByRole('region', { name: 'Version history of CA-000045' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Version 1SupersededSigned on 03/05/2025Total $50,000View',
      'Version 2WithdrawnWithdrawn by the firm on 04/03/2025Total $60,000View',
      'Version 3DeclinedDeclined by the client on 04/12/2025Total $90,000View',
      'Version 4In forceSigned on 05/02/2025Total $77,500View',
    ]);
    expect(
      within(history)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['View version 1 of CA-000045', '/consulting-agreement/42'],
      ['View version 2 of CA-000045', '/consulting-agreement/43'],
      ['View version 3 of CA-000045', '/consulting-agreement/44'],
      ['View version 4 of CA-000045', '/consulting-agreement/45'],
    ]);
  });

  it('keeps the NDAs and agreements the client deleted, marked, viewable and downloadable', async () => {
    const detail = buildUserDetail();
    detailApi(
      {
        ...detail,
        agreements: [{ ...detail.agreements[0], deletedByClientAt: '2025-03-21T12:00:00.000Z' }],
        ndas: [{ ...detail.ndas[0], deletedByClientAt: '2025-03-20T12:00:00.000Z' }],
      },
      {
        'GET /api/admin/nda/31/download': { body: 'pdf' },
        'GET /api/admin/consulting-agreement/42/download': { body: 'pdf' },
      },
    );
    const saves = captureSaves();
    const { user } = renderAdmin('/admin-users/12?tab=ndas');
    const nda = await screen.findByRole('article', { name: /Lindqvist Logistics NDA-000031/ });
    expect(within(nda).getByText('Deleted by the client on March 20, 2025')).toBeInTheDocument();
    expect(within(nda).getByRole('link', { name: 'View NDA NDA-000031' })).toHaveAttribute(
      'href',
      '/nda/31',
    );
    await user.click(within(nda).getByRole('button', { name: 'Download NDA NDA-000031' }));
    expect(await screen.findByText('Document downloaded successfully')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Agreements/ }));
    const agreement = await screen.findByRole('article', {
      name: /Lindqvist Logistics CA-000042/,
    });
    expect(within(agreement).getByText('Deleted by the client on 03/21/2025')).toBeInTheDocument();
    expect(
      within(agreement).getByRole('link', { name: 'View agreement CA-000042' }),
    ).toHaveAttribute('href', '/consulting-agreement/42');
    await user.click(
      within(agreement).getByRole('button', { name: 'Download PDF of agreement CA-000042' }),
    );
    expect(await screen.findByText('Agreement downloaded successfully')).toBeInTheDocument();
    expect(saves.map((link) => link.download)).toEqual([
      'mutual-nda-lindqvist-logistics-2025-03-04.pdf',
      'agreement-42.pdf',
    ]);
  });
});
