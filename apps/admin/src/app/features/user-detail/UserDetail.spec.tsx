import { screen, waitFor, within } from '@testing-library/react';
import {
  EMAIL_VERIFICATION_MESSAGES,
  priceAgreement,
  type AdminUserDetail,
  type AgreementVersionEntry,
} from '@consult/domain';
import { calledRoutes, mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { DETAIL_SERVICES, buildUserDetail, signedInAdmin } from '../../../testing/admin-factories';
import { renderAdmin } from '../../../testing/render-admin';

jest.setTimeout(20_000);

function detailApi(detail: AdminUserDetail | MockRoute, extra: Record<string, MockRoute> = {}) {
  return mockApi({
    ...signedInAdmin,
    'GET /api/admin/users/12': 'id' in detail ? { body: detail } : detail,
    ...extra,
  });
}

/** Saved files: the links `saveFile` clicks. */
function captureSaves() {
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  return clicked;
}

const section = (name: string) => screen.getByRole('region', { name });

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
  it('shows the header and every section of the profile', async () => {
    detailApi(buildUserDetail());
    renderAdmin('/admin-users/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
    expect(screen.getByLabelText('Company')).toHaveTextContent('Lindqvist Logistics');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/admin-dashboard',
    );
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

    const professional = section('Professional Profile');
    expect(professional).toHaveTextContent('TitleChief Operating Officer');
    expect(professional).toHaveTextContent('Industry sectorTechnology');
    expect(within(professional).getByRole('link', { name: 'lindqvist.example' })).toHaveAttribute(
      'href',
      'https://lindqvist.example',
    );
    expect(professional).toHaveTextContent('Freight across New England.');
    expect(section('Account Information')).toHaveTextContent('Usernameavery');
    expect(section('Account Information')).toHaveTextContent('RegisteredMarch 1, 2025');
    expect(section('Personal Information')).toHaveTextContent('Phone617-555-0142');
    expect(section('Address')).toHaveTextContent(
      'Street45 Atlantic AvenueCityBostonStateMAZIP02110',
    );
  });

  it('prices each service and the billing summary with the shared rules', async () => {
    detailApi(buildUserDetail());
    renderAdmin('/admin-users/12');
    const services = await screen.findByRole('region', { name: 'Service Information' });
    const card = (name: string) => within(services).getByRole('article', { name });
    expect(card('Business Strategy & Growth')).toHaveTextContent('$5,000');
    expect(card('Business Strategy & Growth')).toHaveTextContent('Hours10 hours');
    expect(card('Digital Solutions')).toHaveTextContent('$60,000');
    expect(card('Digital Solutions')).toHaveTextContent('Months6 months');
    expect(card('Capital Markets Advisory')).toHaveTextContent('Down payment$2,500');
    const summary = within(services).getByRole('table', { name: 'Billing Summary' });
    expect(within(summary).getByRole('row', { name: 'Grand total $77,500' })).toBeInTheDocument();
    expect(
      within(summary).getByRole('row', { name: 'Total down payments $2,500' }),
    ).toBeInTheDocument();
    expect(
      within(summary).getByRole('row', { name: 'Remaining balance $75,000' }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      '{not json',
      'Error parsing service data. Please update the service information for this user.',
    ],
    ['{"services":[]}', 'Invalid service data format'],
    ['[]', 'No detailed service information available'],
  ])('says why there are no service cards for serviceType %s', async (serviceType, message) => {
    detailApi(buildUserDetail({ serviceType }));
    renderAdmin('/admin-users/12');
    const services = await screen.findByRole('region', { name: 'Service Information' });
    expect(within(services).getByText(message)).toBeInTheDocument();
    expect(within(services).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the tabs as icons only, in two columns, under 640 px', async () => {
    setViewportWidth(390);
    detailApi(buildUserDetail());
    const { user } = renderAdmin('/admin-users/12');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'Profile',
      'Agreements',
      'Payments',
      'NDAs',
    ]);
    for (const tab of tabs) {
      expect(tab).toHaveTextContent('');
      expect(tab.querySelector('svg')).not.toBeNull();
    }
    expect(getComputedStyle(screen.getByRole('tablist')).display).toBe('grid');
    await user.click(screen.getByRole('tab', { name: 'NDAs' }));
    expect(await screen.findByRole('article', { name: /NDA-000031/ })).toBeInTheDocument();
  });

  it('labels the tabs with their names and counts on a desktop', async () => {
    detailApi(buildUserDetail());
    renderAdmin('/admin-users/12');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Agreements (1)',
      'Payments (1)',
      'NDAs (1)',
    ]);
  });

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

  it('shows each payment method’s status, what it bills and whether the client must confirm it', async () => {
    const detail = buildUserDetail();
    const inForce = detail.payments[0];
    detailApi({
      ...detail,
      payments: [
        { ...inForce, needsConfirmation: true },
        {
          ...inForce,
          id: 6,
          paymentType: 'pay by credit card',
          cardBrand: 'Visa',
          last4: '4242',
          isAutoPayment: true,
          status: 'replaced',
          statusChangedAt: '2025-03-06T09:59:00.000Z',
          createdAt: '2025-03-05T18:00:00.000Z',
        },
      ],
    });
    renderAdmin('/admin-users/12?tab=payments');
    const current = await screen.findByRole('article', { name: /Invoice INV-000007/ });
    expect(within(current).getByText('In force')).toBeInTheDocument();
    expect(within(current).getByText('Awaiting the client’s confirmation')).toBeInTheDocument();
    expect(current).toHaveTextContent('BillsCA-000042, version 1, total $77,500');
    expect(current).toHaveTextContent(
      '5 monthly payments of $12,916.66 and a last one of $12,916.70: the grand total of $77,500 over the longest monthly term (6 months)',
    );
    expect(current).toHaveTextContent('The client confirms it on the payment step.');

    const replaced = screen.getByRole('article', { name: /INV-000006/ });
    expect(within(replaced).getByText('Replaced on March 6, 2025')).toBeInTheDocument();
    expect(replaced).toHaveTextContent('BillsCA-000042, version 1, total $77,500');
    expect(within(replaced).queryByText('Awaiting the client’s confirmation')).toBeNull();
  });

  it('lists payment methods with their services, Download Invoice and Email Invoice', async () => {
    let mailFails = false;
    const mailed: unknown[] = [];
    detailApi(buildUserDetail(), {
      'GET /api/admin/payment-method/7/download-invoice': { body: 'pdf' },
      'POST /api/admin/payment-method/7/mail-invoice': async (request) => {
        mailed.push(await request.json());
        return mailFails
          ? { status: 503, body: { statusCode: 503, message: 'Mail down' } }
          : { body: { sentTo: 'avery@lindqvist.example', fileName: 'invoice-7.pdf' } };
      },
    });
    const saves = captureSaves();
    const { user } = renderAdmin('/admin-users/12?tab=payments');
    const card = await screen.findByRole('article', { name: /Invoice INV-000007/ });
    expect(card).toHaveTextContent('Monthly amount$12,916.66');
    expect(
      within(card).getByRole('table', { name: 'Services paid by INV-000007' }),
    ).toHaveTextContent('Total$77,500');

    await user.click(within(card).getByRole('button', { name: 'Download invoice INV-000007' }));
    expect(await screen.findByText('Document downloaded successfully')).toBeInTheDocument();
    expect(saves[0].download).toBe('invoice-7.pdf');

    // The field starts with the invoice's billing e-mail, not the account's (issue 18).
    await user.click(within(card).getByRole('button', { name: 'Email invoice INV-000007' }));
    const dialog = screen.getByRole('dialog', { name: 'Email invoice INV-000007' });
    expect(within(dialog).getByLabelText(/Recipient e-mail/)).toHaveValue('ap@lindqvist.example');
    expect(dialog).toHaveTextContent('the invoice’s billing e-mail address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invoice has been emailed successfully')).toBeInTheDocument();

    mailFails = true;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(card).getByRole('button', { name: 'Email invoice INV-000007' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to email invoice')).toBeInTheDocument();
    expect(mailed).toEqual([{ to: 'ap@lindqvist.example' }, { to: 'ap@lindqvist.example' }]);
  });

  it('starts Email Invoice with the client’s verified address when the invoice has no billing e-mail', async () => {
    const detail = buildUserDetail();
    detail.payments[0].billingEmail = null;
    detailApi(detail);
    const { user } = renderAdmin('/admin-users/12?tab=payments');
    const card = await screen.findByRole('article', { name: /Invoice INV-000007/ });
    await user.click(within(card).getByRole('button', { name: 'Email invoice INV-000007' }));
    const dialog = screen.getByRole('dialog', { name: 'Email invoice INV-000007' });
    expect(within(dialog).getByLabelText(/Recipient e-mail/)).toHaveValue(
      'avery@lindqvist.example',
    );
  });

  it('marks an unverified address, and its Email Invoice offers no default: only another address', async () => {
    const mailed: unknown[] = [];
    const detail = buildUserDetail({ emailVerified: false });
    detail.payments[0].billingEmail = null;
    detailApi(detail, {
      'POST /api/admin/payment-method/7/mail-invoice': async (request) => {
        mailed.push(await request.json());
        return { body: { sentTo: 'accounts@lindqvist.example', fileName: 'invoice-7.pdf' } };
      },
    });
    const { user } = renderAdmin('/admin-users/12?tab=payments');
    const card = await screen.findByRole('article', { name: /Invoice INV-000007/ });
    expect(screen.getAllByText('Email not verified').length).toBeGreaterThan(0);

    await user.click(within(card).getByRole('button', { name: 'Email invoice INV-000007' }));
    const dialog = screen.getByRole('dialog', { name: 'Email invoice INV-000007' });
    expect(dialog).toHaveTextContent(
      EMAIL_VERIFICATION_MESSAGES.clientNotVerified('avery@lindqvist.example'),
    );
    const field = within(dialog).getByLabelText(/Recipient e-mail/);
    expect(field).toHaveValue('');

    // The client's own address, typed: refused here, nothing sent.
    await user.type(field, 'Avery@Lindqvist.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(field).toHaveAccessibleDescription(
      EMAIL_VERIFICATION_MESSAGES.clientNotVerified('avery@lindqvist.example'),
    );
    expect(mailed).toEqual([]);

    await user.clear(field);
    await user.type(field, 'accounts@lindqvist.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invoice has been emailed successfully')).toBeInTheDocument();
    expect(mailed).toEqual([{ to: 'accounts@lindqvist.example' }]);
  });

  it("says 'Failed to download invoice' when the invoice cannot be had", async () => {
    detailApi(buildUserDetail(), {
      'GET /api/admin/payment-method/7/download-invoice': { status: 500, body: { message: 'x' } },
    });
    captureSaves();
    const { user } = renderAdmin('/admin-users/12?tab=payments');
    await user.click(await screen.findByRole('button', { name: 'Download invoice INV-000007' }));
    expect(
      await screen.findByText('Failed to download invoice', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('lists NDAs with View, Download (that NDA) and Share (a copied link)', async () => {
    detailApi(buildUserDetail(), { 'GET /api/admin/nda/31/download': { body: 'pdf' } });
    const saves = captureSaves();
    const { user } = renderAdmin('/admin-users/12?tab=ndas');
    const card = await screen.findByRole('article', { name: /Lindqvist Logistics NDA-000031/ });
    expect(card).toHaveTextContent('Agreement dateMarch 4, 2025');
    expect(within(card).getByRole('link', { name: 'View NDA NDA-000031' })).toHaveAttribute(
      'href',
      '/nda/31',
    );
    await user.click(within(card).getByRole('button', { name: 'Download NDA NDA-000031' }));
    expect(await screen.findByText('Document downloaded successfully')).toBeInTheDocument();
    expect(saves[0].download).toBe('mutual-nda-lindqvist-logistics-2025-03-04.pdf');

    await user.click(within(card).getByRole('button', { name: 'Share NDA NDA-000031' }));
    expect(await screen.findByText('Share link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost:4202/nda/31');
  });

  it.each([
    ['Agreements', 'agreements', 'No agreements found'],
    ['Payments', 'payments', 'No payment methods found'],
    ['NDAs', 'ndas', 'No NDAs found'],
  ])('says so when %s is empty', async (_tab, key, text) => {
    detailApi(buildUserDetail({ agreements: [], payments: [], ndas: [] }));
    renderAdmin(`/admin-users/12?tab=${key}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("says 'User not found' for an unknown id, with a way back", async () => {
    detailApi({ status: 404, body: { statusCode: 404, message: 'User not found' } });
    renderAdmin('/admin-users/12');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch user details')).not.toBeInTheDocument();
  });

  it("says 'Error loading user: ...' and toasts 'Failed to fetch user details' when loading fails", async () => {
    detailApi({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' },
    });
    renderAdmin('/admin-users/12');
    expect(
      await screen.findByText('Error loading user: Database unavailable', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch user details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });
});
