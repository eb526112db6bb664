import { act, screen, waitFor, within } from '@testing-library/react';
import { calledRoutes, mockApi, setViewportWidth, type MockRoute } from '@consult/ui/testing';
import { signedInAdmin } from '../../../testing/admin-factories';
import { buildAgreement, buildNda, buildPaymentMethod } from '../../../testing/document-factories';
import { renderAdmin } from '../../../testing/render-admin';

jest.setTimeout(20_000);

function api(routes: Record<string, MockRoute>) {
  return mockApi({ ...signedInAdmin, ...routes });
}

function fakePopup() {
  return { location: { href: '' }, focus: jest.fn(), print: jest.fn(), close: jest.fn() };
}

beforeEach(() => {
  setViewportWidth(1280);
  URL.createObjectURL = jest.fn(() => 'blob:document');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

describe('the read-only NDA view (/nda/{id})', () => {
  it('shows any client’s NDA from the shared template, with its signature record', async () => {
    api({ 'GET /api/admin/nda/9': { body: buildNda(9) } });
    renderAdmin('/nda/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mutual NDA' })).toBeVisible();
    expect(
      screen.getByText('NDA-000009 · Lindqvist Logistics · March 4, 2025'),
    ).toBeInTheDocument();
    const record = screen.getByRole('region', { name: 'Signature record' });
    expect(record).toHaveTextContent('IP address203.0.113.7');
    expect(
      screen.getByRole('article', { name: 'Mutual Non-Disclosure Agreement' }),
    ).toHaveTextContent('Reference NDA-000009');
    expect(
      within(screen.getByRole('toolbar', { name: 'Mutual NDA actions' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download PDF', 'Print', 'Share', 'Copy Link']);
  });

  it('prints: the PDF, fetched as a print, in a new window, printed after 500 ms', async () => {
    const fetchMock = api({
      'GET /api/admin/nda/9': { body: buildNda(9) },
      'GET /api/admin/nda/9/download': { body: 'pdf' },
    });
    const popup = fakePopup();
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderAdmin('/nda/9');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Document opened for printing')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.location.href).toBe('blob:document');
    expect(popup.print).not.toHaveBeenCalled();
    await waitFor(() => expect(popup.print).toHaveBeenCalled(), { timeout: 3000 });
    // One request: the PDF, asked for as a print, which the API records as the print (and only that).
    const pdfRequests = fetchMock.mock.calls
      .map(([input]) => new URL((input as Request).url))
      .filter((url) => url.pathname.startsWith('/api/admin/nda/9/'));
    expect(pdfRequests.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/admin/nda/9/download?purpose=print',
    ]);
    expect(calledRoutes(fetchMock).filter((route) => route.startsWith('POST'))).toEqual([]);
  });

  it("says 'Popup blocked. Please allow popups and try again.' when no window opens", async () => {
    const fetchMock = api({ 'GET /api/admin/nda/9': { body: buildNda(9) } });
    jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderAdmin('/nda/9');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(
      await screen.findByText('Popup blocked. Please allow popups and try again.'),
    ).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).not.toContain('GET /api/admin/nda/9/download');
  });

  it("closes the window and says 'Failed to prepare document for printing' when the PDF fails", async () => {
    api({
      'GET /api/admin/nda/9': { body: buildNda(9) },
      'GET /api/admin/nda/9/download': {
        status: 404,
        body: { statusCode: 404, message: 'Not found' },
      },
    });
    const popup = fakePopup();
    jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderAdmin('/nda/9');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Failed to prepare document for printing')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it('marks an NDA the client deleted from their portal, and only that one', async () => {
    api({
      'GET /api/admin/nda/9': {
        body: { ...buildNda(9), deletedByClientAt: '2025-05-01T12:00:00.000Z' },
      },
      'GET /api/admin/nda/10': { body: { ...buildNda(10), deletedByClientAt: null } },
    });
    const { router } = renderAdmin('/nda/9');
    expect(await screen.findByText('Deleted by the client on May 1, 2025')).toBeVisible();
    // Still the whole record: the document and its signature evidence.
    expect(screen.getByRole('region', { name: 'Signature record' })).toBeInTheDocument();

    await act(() => router.navigate('/nda/10'));
    expect(
      await screen.findByText('NDA-000010 · Lindqvist Logistics · March 4, 2025'),
    ).toBeVisible();
    expect(screen.queryByText(/Deleted by the client/)).not.toBeInTheDocument();
  });

  it("says 'Error Loading Mutual NDA' for an NDA that does not exist", async () => {
    api({
      'GET /api/admin/nda/9': { status: 404, body: { statusCode: 404, message: 'Not found' } },
    });
    renderAdmin('/nda/9');
    expect(await screen.findByText('Error Loading Mutual NDA')).toBeInTheDocument();
    expect(
      screen.getByText('This document does not exist, or it has been deleted.'),
    ).toBeInTheDocument();
  });
});

describe('the read-only invoice view (/payment-method/{id})', () => {
  it('renders the invoice from the shared template over the method and its agreement, from one call', async () => {
    api({
      'GET /api/admin/payment-method/7': {
        body: {
          ...buildPaymentMethod(),
          agreement: buildAgreement(),
          accountEmail: 'owner@lindqvist.example',
        },
      },
    });
    renderAdmin('/payment-method/7');
    const invoice = await screen.findByRole('article', { name: 'Invoice' });
    expect(
      screen.getByText('INV-000007 · Pay by Invoice · Monthly · Lindqvist Logistics'),
    ).toBeInTheDocument();
    expect(invoice).toHaveTextContent('PO-2025-17');
    expect(invoice).toHaveTextContent('CA-000042');
    expect(invoice).toHaveTextContent('$12,916.66');
    expect(invoice).toHaveTextContent('Attention: Accounts Payable');
    expect(invoice).toHaveTextContent('ap@lindqvist.example');
    expect(invoice).not.toHaveTextContent('owner@lindqvist.example');
    expect(
      within(screen.getByRole('toolbar', { name: 'Invoice actions' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download Invoice', 'Print', 'Email Invoice', 'Copy Link']);
  });

  it('says the method is in force, what it bills and its instalments', async () => {
    api({
      'GET /api/admin/payment-method/7': {
        body: {
          ...buildPaymentMethod({
            status: 'active',
            statusChangedAt: null,
            agreementVersion: 1,
            agreementTotalCents: 7_750_000,
            needsConfirmation: false,
          }),
          agreement: buildAgreement(),
          accountEmail: 'owner@lindqvist.example',
        },
      },
    });
    renderAdmin('/payment-method/7');
    await screen.findByRole('article', { name: 'Invoice' });
    expect(screen.getByText('In force')).toBeInTheDocument();
    const billing = screen.getByRole('region', { name: 'What this method bills' });
    expect(billing).toHaveTextContent('Bills CA-000042, version 1, total $77,500');
    expect(billing).toHaveTextContent(
      '5 monthly payments of $12,916.66 and a last one of $12,916.70',
    );
    expect(screen.queryByText(/Awaiting the client’s confirmation/)).not.toBeInTheDocument();
  });

  it('marks a replaced method with its date, and one carried over as awaiting the client’s confirmation', async () => {
    api({
      'GET /api/admin/payment-method/7': {
        body: {
          ...buildPaymentMethod({
            status: 'replaced',
            statusChangedAt: '2025-04-09T16:00:00.000Z',
            agreementVersion: 1,
            agreementTotalCents: 7_750_000,
          }),
          agreement: buildAgreement(),
          accountEmail: null,
        },
      },
      'GET /api/admin/payment-method/8': {
        body: {
          ...buildPaymentMethod({
            id: 8,
            status: 'active',
            statusChangedAt: null,
            agreementVersion: 2,
            agreementTotalCents: 13_750_000,
            needsConfirmation: true,
          }),
          agreement: buildAgreement({ id: 43, version: 2 }),
          accountEmail: null,
        },
      },
    });
    const { router } = renderAdmin('/payment-method/7');
    expect(await screen.findByText('Replaced on April 9, 2025')).toBeInTheDocument();

    await act(() => router.navigate('/payment-method/8'));
    expect(await screen.findByText('Awaiting the client’s confirmation')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What this method bills' })).toHaveTextContent(
      'Bills CA-000042, version 2, total $137,500',
    );
  });

  it('bills the e-mail the client signed with when no billing e-mail was given, as the PDF does', async () => {
    api({
      'GET /api/admin/payment-method/7': {
        body: {
          ...buildPaymentMethod({ billingEmail: null }),
          agreement: buildAgreement(),
          accountEmail: 'owner@lindqvist.example',
        },
      },
    });
    renderAdmin('/payment-method/7');
    const invoice = await screen.findByRole('article', { name: 'Invoice' });
    expect(invoice).toHaveTextContent('owner@lindqvist.example');
  });

  it('shows the method’s own details and says the agreement is not available when it is missing', async () => {
    api({
      'GET /api/admin/payment-method/7': {
        body: {
          ...buildPaymentMethod({
            status: 'ended',
            statusChangedAt: '2025-04-09T16:00:00.000Z',
            agreementVersion: 1,
            agreementTotalCents: 7_750_000,
          }),
          agreement: null,
          accountEmail: null,
        },
      },
    });
    renderAdmin('/payment-method/7');
    expect(
      await screen.findByText(
        /The agreement this method pays \(CA-000042\) is not available: it may have been removed\./,
      ),
    ).toBeVisible();
    expect(screen.queryByText('Error Loading Invoice')).not.toBeInTheDocument();
    expect(
      screen.queryByText('This document does not exist, or it has been deleted.'),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText('INV-000007 · Pay by Invoice · Monthly · Lindqvist Logistics'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ended on April 9, 2025')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What this method bills' })).toHaveTextContent(
      'Bills CA-000042, version 1, total $77,500',
    );
    // No invoice can be drawn without the agreement; the method's own fields stand in for it.
    expect(screen.queryByRole('article', { name: 'Invoice' })).not.toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Payment method' });
    for (const text of [
      'Invoice numberINV-000007',
      'Set up onMarch 6, 2025',
      'Consulting agreementCA-000042',
      'Payment methodInvoice (bank transfer or check)',
      'ScheduleMonthly',
      'Each monthly payment$12,916.66',
      'Purchase orderPO-2025-17',
      'Billing contactAccounts Payable',
      'Billing e-mailap@lindqvist.example',
    ])
      expect(details).toHaveTextContent(text);
    expect(
      within(screen.getByRole('toolbar', { name: 'Invoice actions' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download Invoice', 'Print', 'Email Invoice', 'Copy Link']);
  });
});
