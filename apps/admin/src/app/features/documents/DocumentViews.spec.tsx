import { screen, waitFor, within } from '@testing-library/react';
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

  it('prints: the PDF in a new window, printed after 500 ms, and the print recorded', async () => {
    const fetchMock = api({
      'GET /api/admin/nda/9': { body: buildNda(9) },
      'GET /api/admin/nda/9/download': { body: 'pdf' },
      'POST /api/admin/audit/print': { status: 204 },
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
    await waitFor(() => expect(calledRoutes(fetchMock)).toContain('POST /api/admin/audit/print'));
    const record = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((request) => request.url.endsWith('/audit/print'));
    expect(await record?.json()).toEqual({ kind: 'nda', id: 9 });
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

describe('the read-only agreement view (/consulting-agreement/{id})', () => {
  it('shows a signed version with Edit, and its signature record', async () => {
    api({ 'GET /api/admin/consulting-agreement/42': { body: buildAgreement() } });
    renderAdmin('/consulting-agreement/42');
    expect(
      await screen.findByText('CA-000042 · Version 1 · Lindqvist Logistics'),
    ).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
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

  it('shows the firm’s amendment as awaiting the client’s signature, without an empty record', async () => {
    api({
      'GET /api/admin/consulting-agreement/43': {
        body: buildAgreement({
          id: 43,
          version: 2,
          status: 'pending',
          amendedByFirm: true,
          typedSignature: '',
          signedDate: '2025-04-02',
        }),
      },
    });
    renderAdmin('/consulting-agreement/43');
    expect(
      await screen.findByText(
        'Amended by the firm on 04/02/2025 — awaiting the client’s signature',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Signature record' })).not.toBeInTheDocument();
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
    expect(invoice).toHaveTextContent('$12,916.67');
    expect(invoice).toHaveTextContent('Attention: Accounts Payable');
    expect(invoice).toHaveTextContent('ap@lindqvist.example');
    expect(invoice).not.toHaveTextContent('owner@lindqvist.example');
    expect(
      within(screen.getByRole('toolbar', { name: 'Invoice actions' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download Invoice', 'Print', 'Email Invoice', 'Copy Link']);
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

  it('answers as a missing document when the agreement it pays has been deleted', async () => {
    api({
      'GET /api/admin/payment-method/7': {
        body: { ...buildPaymentMethod(), agreement: null, accountEmail: null },
      },
    });
    renderAdmin('/payment-method/7');
    expect(await screen.findByText('Error Loading Invoice')).toBeInTheDocument();
    expect(
      screen.getByText('This document does not exist, or it has been deleted.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Invoice' })).not.toBeInTheDocument();
  });
});
