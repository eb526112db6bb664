import { screen, waitFor, within } from '@testing-library/react';
import type { AgreementSummary } from '@consult/domain';
import { calledRoutes, mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import {
  buildAgreementSummary,
  buildAmendment,
  pendingAmendmentOf,
} from '../../../testing/agreement-factories';
import { buildClient } from '../../../testing/factories';
import { renderPortal } from '../../../testing/render-portal';

function listApi(list: MockRoute, extra: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/consulting-agreements': list,
    ...extra,
  });
}

async function openList() {
  const view = renderPortal('/consulting-agreements');
  await screen.findByRole('heading', { level: 1, name: 'Consulting Agreements' });
  return view;
}

const card = (reference: string) =>
  screen.findByRole('article', { name: `Lindqvist Logistics ${reference} · Version 1` });

describe('Consulting agreements (/consulting-agreements)', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows each agreement: company, status, date, signer, services, subtotals and total', async () => {
    listApi({ body: [buildAgreementSummary()] });
    await openList();
    const article = await card('CA-000004');
    expect(within(article).getByRole('heading', { name: 'Lindqvist Logistics' })).toBeVisible();
    expect(within(article).getByText('In force')).toBeInTheDocument();
    expect(within(article).getByText('03/05/2025')).toBeInTheDocument();
    expect(within(article).getByText('Ada Lindqvist, Chief Operating Officer')).toBeInTheDocument();
    expect(within(article).getByText('$65,000')).toBeInTheDocument();

    const services = within(article).getAllByRole('listitem');
    expect(services).toHaveLength(2);
    expect(within(services[0]).getByText('Business Strategy & Growth')).toBeInTheDocument();
    expect(within(services[0]).getByText('Hourly')).toBeInTheDocument();
    expect(within(services[0]).getByText('Growth Strategy')).toBeInTheDocument();
    expect(within(services[0]).getByText('$5,000')).toBeInTheDocument();
    expect(within(services[1]).getByText('Digital Solutions')).toBeInTheDocument();
    expect(within(services[1]).getByText('Cloud Migration, AI Adoption')).toBeInTheDocument();
    expect(within(services[1]).getByText('$60,000')).toBeInTheDocument();
  });

  it('links Edit to edit mode, and Print, Download and Share to the agreement', async () => {
    listApi({ body: [buildAgreementSummary()] });
    await openList();
    const article = await card('CA-000004');
    expect(within(article).getByRole('link', { name: 'Edit agreement CA-000004' })).toHaveAttribute(
      'href',
      '/consulting-agreement/4?mode=edit',
    );
    for (const action of ['Print', 'Download', 'Share']) {
      expect(
        within(article).getByRole('link', { name: `${action} agreement CA-000004` }),
      ).toHaveAttribute('href', '/consulting-agreement/4');
    }
    expect(screen.getByRole('link', { name: 'Create New Agreement' })).toHaveAttribute(
      'href',
      '/consulting-agreement',
    );
  });

  it('offers no Edit on a superseded version', async () => {
    listApi({ body: [buildAgreementSummary({ status: 'superseded', supersededById: 5 })] });
    await openList();
    const article = await card('CA-000004');
    expect(within(article).getByText('Superseded')).toBeInTheDocument();
    expect(within(article).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('shows "Awaiting your signature" on the version in force, with the proposed version, its total and a link to review it', async () => {
    const amendment = buildAmendment();
    const proposal = buildAgreementSummary({
      id: 5,
      agreementKey: 4,
      version: 2,
      status: 'pending',
      amendedByFirm: true,
      signature: null,
      proposedAt: amendment.proposedAt,
    });
    listApi({
      body: [
        buildAgreementSummary({ pendingAmendment: pendingAmendmentOf(amendment) }),
        // Were the API to list the proposal too, it is no agreement of its own.
        proposal,
      ],
    });
    await openList();
    const article = await card('CA-000004');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(article).getByText('In force')).toBeInTheDocument();

    const notice = within(article).getByRole('status');
    expect(within(notice).getByText('Awaiting your signature')).toBeInTheDocument();
    expect(notice).toHaveTextContent(
      'The firm proposed version 2 on 04/02/2025: grand total $66,000. Version 1, which you signed, stays in force until you sign this one.',
    );
    expect(within(notice).getByRole('link', { name: /^Review amendment/ })).toHaveAttribute(
      'href',
      '/consulting-agreement/5',
    );
    // The version in force is not edited while the proposal waits.
    expect(within(article).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(
      within(article).getByRole('button', { name: 'Edit agreement CA-000004' }),
    ).toBeDisabled();
  });

  it('shows no notice on an agreement without a proposal, and its signed date', async () => {
    listApi({ body: [buildAgreementSummary()] });
    await openList();
    const article = await card('CA-000004');
    expect(within(article).queryByText('Awaiting your signature')).not.toBeInTheDocument();
    expect(within(article).getByText('Signed')).toBeInTheDocument();
  });

  it("says 'Error displaying services information' when the services cannot be read", async () => {
    listApi({
      body: [{ ...buildAgreementSummary(), services: '[{"name": "Business' }],
    });
    await openList();
    const article = await card('CA-000004');
    expect(within(article).getByText('Error displaying services information')).toBeInTheDocument();
    // The rest of the card is still there.
    expect(within(article).getByText('$65,000')).toBeInTheDocument();
  });

  it('shows a spinner while the agreements load', async () => {
    let answer: (reply: { body: AgreementSummary[] }) => void = () => undefined;
    listApi(() => new Promise((resolve) => (answer = resolve)));
    renderPortal('/consulting-agreements');
    expect(await screen.findByRole('progressbar', { name: 'Loading agreements' })).toBeVisible();
    answer({ body: [] });
    expect(await screen.findByText('No agreements yet')).toBeInTheDocument();
  });

  it("invites the first agreement with 'Create Your First Agreement'", async () => {
    listApi({ body: [] });
    await openList();
    expect(await screen.findByText('No agreements yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Agreement' })).toHaveAttribute(
      'href',
      '/consulting-agreement',
    );
  });

  it("says 'Error Loading Agreements', toasts the server's text, and retries", async () => {
    let fail = true;
    listApi(() =>
      fail
        ? { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Forbidden' } }
        : { body: [buildAgreementSummary()] },
    );
    const { user } = await openList();
    expect(await screen.findByText('Error Loading Agreements')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch agreements: Forbidden')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry Loading' }));
    expect(await card('CA-000004')).toBeInTheDocument();
  });

  it('deletes after the dialog, and toasts "Agreement deleted successfully"', async () => {
    let deleted = false;
    const fetchMock = listApi(() => ({ body: deleted ? [] : [buildAgreementSummary()] }), {
      'DELETE /api/consulting-agreement/4': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const { user } = await openList();
    await user.click(
      within(await card('CA-000004')).getByRole('button', { name: 'Delete agreement CA-000004' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Agreement' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this consulting agreement? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    // What else it does: the payment method in force ends, the firm keeps the signed record.
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this consulting agreement? This action cannot be undone. ' +
        'Its payment method in force will end, and any amendment awaiting your signature will be declined; the firm keeps a copy of the signed agreement.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Agreement deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No agreements yet')).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toContain('DELETE /api/consulting-agreement/4');
  });

  it('keeps the agreement when the dialog is cancelled', async () => {
    const fetchMock = listApi({ body: [buildAgreementSummary()] });
    const { user } = await openList();
    await user.click(
      within(await card('CA-000004')).getByRole('button', { name: 'Delete agreement CA-000004' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Agreement' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calledRoutes(fetchMock)).not.toContain('DELETE /api/consulting-agreement/4');
  });

  it('toasts "Failed to delete agreement" when the deletion fails', async () => {
    listApi(
      { body: [buildAgreementSummary()] },
      {
        'DELETE /api/consulting-agreement/4': {
          status: 404,
          body: { statusCode: 404, message: 'Not found' },
        },
      },
    );
    const { user } = await openList();
    await user.click(
      within(await card('CA-000004')).getByRole('button', { name: 'Delete agreement CA-000004' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Agreement' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Failed to delete agreement')).toBeInTheDocument();
  });

  it('sends an anonymous visitor to /log-in', async () => {
    mockApi({
      'GET /api/user': { status: 401, body: { statusCode: 401, message: 'Not authenticated' } },
    });
    const { router } = renderPortal('/consulting-agreements');
    await waitFor(() => expect(router.state.location.pathname).toBe('/log-in'));
  });

  it('goes to /log-in, and back here once signed in, when the session has ended (401)', async () => {
    const ended = { status: 401, body: { statusCode: 401, message: 'Not authenticated' } };
    listApi(() => {
      mockApi({ 'GET /api/user': ended }); // from now on the API knows no user
      return ended;
    });
    const { router } = renderPortal('/consulting-agreements');

    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe('/log-in?next=%2Fconsulting-agreements');
    // The failed request says nothing of its own: no toast (it would outlive the page), no alert.
    expect(screen.queryByText(/Failed to fetch agreements/)).not.toBeInTheDocument();
    expect(screen.queryByText('Error Loading Agreements')).not.toBeInTheDocument();
  });
});
