import { screen, within } from '@testing-library/react';
import type { AgreementVersionEntry, EsignConsentStatus } from '@consult/domain';
import { mockApi, setViewportWidth } from '@consult/ui/testing';
import { buildAgreement } from '../../../testing/agreement-factories';
import { buildClient, buildProfile } from '../../../testing/factories';
import { renderPortal } from '../../../testing/render-portal';

jest.setTimeout(30_000);

const ACCEPTED: EsignConsentStatus = {
  accepted: true,
  version: '2025-01',
  acceptedAt: '2025-03-01T09:00:00.000Z',
};

const entry = (overrides: Partial<AgreementVersionEntry>): AgreementVersionEntry => ({
  id: 4,
  version: 1,
  status: 'superseded',
  amendedByFirm: false,
  clientSignedAt: null,
  proposedAt: null,
  resolvedAt: null,
  grandTotalCents: 6_500_000,
  ...overrides,
});

/**
 * CA-000004 after a year: signed (v1); the firm proposed v2, declined; v3, withdrawn; the client
 * re-signed their own edit (v4, in force); the firm proposes v5.
 */
const HISTORY: AgreementVersionEntry[] = [
  entry({ id: 4, version: 1, clientSignedAt: '2025-03-05T14:03:22.123Z' }),
  entry({
    id: 5,
    version: 2,
    status: 'declined',
    amendedByFirm: true,
    proposedAt: '2025-04-02T10:00:00.000Z',
    resolvedAt: '2025-04-05T09:30:00.000Z',
    grandTotalCents: 6_600_000,
  }),
  entry({
    id: 6,
    version: 3,
    status: 'withdrawn',
    amendedByFirm: true,
    proposedAt: '2025-05-01T10:00:00.000Z',
    resolvedAt: '2025-05-02T10:00:00.000Z',
    grandTotalCents: 7_000_000,
  }),
  entry({
    id: 7,
    version: 4,
    status: 'active',
    clientSignedAt: '2025-06-10T12:00:00.000Z',
    grandTotalCents: 12_500_000,
  }),
  entry({
    id: 8,
    version: 5,
    status: 'pending',
    amendedByFirm: true,
    proposedAt: '2025-07-01T10:00:00.000Z',
    grandTotalCents: 13_000_050,
  }),
];

function openVersion(id: number, width: number) {
  setViewportWidth(width);
  mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/profile': { body: buildProfile({ hasSignedAgreement: true }) },
    'GET /api/consulting-agreements': { body: [] },
    'GET /api/esign-consent': { body: ACCEPTED },
    [`GET /api/consulting-agreement/${id}`]: {
      body: buildAgreement({
        id,
        status: 'active',
        version: 4,
        agreementKey: 4,
        history: HISTORY,
      }),
    },
  });
  return renderPortal(`/consulting-agreement/${id}`);
}

describe('An agreement’s version history', () => {
  it.each([1280, 390])(
    'lists every version, oldest first, with its status, dates, total and link (%i px)',
    async (width) => {
      openVersion(7, width);
      const history = await screen.findByRole('region', { name: 'Version history' });
      const rows = within(history).getAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([
        'Version 1SupersededSigned on 03/05/2025$65,000',
        'Version 2DeclinedProposed on 04/02/2025 · declined on 04/05/2025$66,000',
        'Version 3WithdrawnProposed on 05/01/2025 · withdrawn on 05/02/2025$70,000',
        'Version 4In forceSigned on 06/10/2025$125,000',
        'Version 5ProposedProposed on 07/01/2025$130,000.50',
      ]);
      expect(
        within(history)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([4, 5, 6, 7, 8].map((id) => `/consulting-agreement/${id}`));
      // The version on screen is marked as such.
      expect(within(history).getByRole('link', { name: 'Version 4' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(history).getByRole('link', { name: 'Version 1' })).not.toHaveAttribute(
        'aria-current',
      );
    },
  );

  it('shows no history when the API sends none', async () => {
    setViewportWidth(1280);
    mockApi({
      'GET /api/user': { body: buildClient() },
      'GET /api/profile': { body: buildProfile() },
      'GET /api/consulting-agreements': { body: [] },
      'GET /api/esign-consent': { body: ACCEPTED },
      'GET /api/consulting-agreement/4': { body: buildAgreement({ history: [] }) },
    });
    renderPortal('/consulting-agreement/4');
    await screen.findByRole('form', { name: 'Consulting agreement' });
    expect(screen.queryByRole('region', { name: 'Version history' })).not.toBeInTheDocument();
  });
});
