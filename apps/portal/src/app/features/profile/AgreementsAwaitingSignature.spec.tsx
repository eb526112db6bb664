import { act, screen, waitFor, within } from '@testing-library/react';
import type { AgreementSummary } from '@consult/domain';
import { calledRoutes, mockApi, setViewportWidth, type MockReply } from '@consult/ui/testing';
import {
  buildAgreementSummary,
  buildAmendment,
  pendingAmendmentOf,
} from '../../../testing/agreement-factories';
import { buildClient, buildProfile } from '../../../testing/factories';
import { renderPortal } from '../../../testing/render-portal';

function openProfile(agreements: MockReply) {
  const fetchMock = mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/profile': { body: buildProfile({ hasSignedAgreement: true }) },
    'GET /api/payment-info': { body: [] },
    'GET /api/consulting-agreements': agreements,
  });
  renderPortal('/profile');
  return fetchMock;
}

describe('The profile’s agreements awaiting a signature', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows "Awaiting your signature" for a firm proposal, with its version, total and a link to review it', async () => {
    const list: AgreementSummary[] = [
      buildAgreementSummary({ pendingAmendment: pendingAmendmentOf(buildAmendment()) }),
      buildAgreementSummary({ id: 9, companyName: 'Harborview Freight' }),
    ];
    openProfile({ body: list });
    const section = await screen.findByRole('region', {
      name: 'Agreements awaiting your signature',
    });
    const notices = within(section).getAllByRole('status');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent('Awaiting your signature: CA-000004, Lindqvist Logistics');
    expect(notices[0]).toHaveTextContent(
      'The firm proposed version 2 on 04/02/2025: grand total $66,000.',
    );
    expect(within(notices[0]).getByRole('link', { name: /^Review amendment/ })).toHaveAttribute(
      'href',
      '/consulting-agreement/5',
    );
  });

  it.each([
    ['no proposal waits', { body: [buildAgreementSummary()] }],
    [
      'the agreements cannot be loaded',
      { status: 503, body: { statusCode: 503, message: 'Down' } },
    ],
  ])('shows nothing when %s', async (_case, agreements: MockReply) => {
    const fetchMock = openProfile(agreements);
    await screen.findByRole('heading', { name: 'Business Profile' });
    await waitFor(() =>
      expect(calledRoutes(fetchMock)).toContain('GET /api/consulting-agreements'),
    );
    // Let the answer be rendered.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/Awaiting your signature/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Agreements awaiting your signature' }),
    ).not.toBeInTheDocument();
  });
});
