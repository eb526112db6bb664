import { screen, waitFor, within } from '@testing-library/react';
import { EMAIL_VERIFICATION_MESSAGES } from '@consult/domain';
import { setViewportWidth } from '@consult/ui/testing';
import { buildUserDetail } from '../../../testing/admin-factories';
import { renderAdmin } from '../../../testing/render-admin';
import { captureSaves, detailApi } from '../../../testing/user-detail';

jest.setTimeout(20_000);

beforeEach(() => setViewportWidth(1280));
afterEach(() => jest.restoreAllMocks());

describe('the user detail (/admin-users/{id})', () => {
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
});
