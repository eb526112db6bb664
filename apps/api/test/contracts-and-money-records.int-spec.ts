import {
  PAYMENT_AMOUNT_MESSAGES,
  type Agreement,
  type AdminUserListItem,
  type Nda,
} from '@consult/domain';
import { adminGet, createSignedInAdmin } from './support/admin';
import { postAgreement } from './support/agreements';
import { createSignedInUser } from './support/factories';
import { download, signNda } from './support/ndas';
import { invoiceRequest, patchPayment, setUpPayment } from './support/payments';
import { ORIGIN } from './support/test-app';
import {
  FIRM_INBOX,
  PROJECT_15000,
  contractsSuite,
  outcome,
  signingAsProposed,
} from './support/contracts-and-money';

/**
 * The rules of docs/contracts-and-money.md (issue 15), over HTTP: deleting an agreement ends its
 * payment method and declines a proposal waiting on it, and signed records stay with the firm.
 */

const {
  t,
  methodRows,
  get,
  removeAgreement,
  waitForMailTo,
  waitForMail,
  amend,
  clientWithAgreement,
  adminDetail,
} = contractsSuite();

describe('deleting an agreement', () => {
  it('ends its method in force; the console still shows the agreement, marked, and the method as ended', async () => {
    const admin = await createSignedInAdmin(t);
    const { cookie, user, agreement } = await clientWithAgreement(PROJECT_15000);
    const method = await setUpPayment(t, cookie, invoiceRequest(agreement.id, { amount: 15000 }));

    expect((await removeAgreement(agreement.id, cookie)).status).toBe(204);

    const stored = await methodRows().findOneByOrFail({ id: method.id });
    expect(stored).toMatchObject({ status: 'ended', activeAgreementKey: null });
    expect(stored.statusChangedAt).toBeInstanceOf(Date);

    const detail = await adminDetail(admin.cookie, user.id);
    expect(detail.hasSignedAgreement).toBe(false);
    expect(detail.hasPaymentMethod).toBe(false);
    expect(detail.agreements).toHaveLength(1);
    expect(detail.agreements[0]).toMatchObject({ id: agreement.id, status: 'active' });
    expect(Date.parse(detail.agreements[0].deletedByClientAt ?? '')).not.toBeNaN();
    expect(detail.payments).toEqual([
      expect.objectContaining({
        id: method.id,
        status: 'ended',
        statusChangedAt: expect.any(String),
      }),
    ]);

    // The client's profile agrees: nothing in force, nothing paying.
    expect((await get('/api/profile', cookie)).body).toMatchObject({
      hasSignedAgreement: false,
      hasPaymentMethod: false,
    });

    // The client's history shows it ended too; it can no longer be edited.
    expect((await get(`/api/payment-info/${method.id}`, cookie)).body).toMatchObject({
      status: 'ended',
    });
    const edit = await patchPayment(t, cookie, method.id, { po_number: 'PO-LATE' });
    expect(outcome(edit)).toEqual({ status: 409, message: PAYMENT_AMOUNT_MESSAGES.notInForce });

    // The console still opens and downloads the deleted agreement.
    expect(
      (await adminGet(t, `/api/admin/consulting-agreement/${agreement.id}`, admin.cookie)).status,
    ).toBe(200);
    const pdf = await download(
      t,
      `/api/admin/consulting-agreement/${agreement.id}/download`,
      admin.cookie,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('declines a proposal waiting on it, and tells the firm', async () => {
    const admin = await createSignedInAdmin(t);
    const { cookie, input, agreement } = await clientWithAgreement(PROJECT_15000);
    const proposal = (await amend(agreement.id, admin.cookie).expect(201)).body as Agreement;
    await waitForMailTo(input.email);

    expect((await removeAgreement(agreement.id, cookie)).status).toBe(204);
    const after = await adminGet(t, `/api/admin/consulting-agreement/${proposal.id}`, admin.cookie);
    expect(after.body).toMatchObject({ id: proposal.id, status: 'declined', declineNote: null });
    // The firm is not left waiting on a proposal nobody will sign.
    const firmMail = await waitForMail(
      (mail) =>
        mail.envelope.to.includes(FIRM_INBOX) &&
        (mail.parsed.text ?? '').includes(input.email) &&
        (mail.parsed.text ?? '').includes('deleted the agreement'),
      `the e-mail to ${FIRM_INBOX} about the deleted agreement`,
    );
    expect(firmMail.parsed.subject).toContain('Amendment declined');
    expect(outcome(await postAgreement(t, cookie, signingAsProposed(proposal.id)))).toEqual({
      status: 404,
      message: 'Not found',
    });
  });
});

describe('signed records stay with the firm', () => {
  it('hides an NDA the client deletes from the client only: the console lists, views and downloads it', async () => {
    const admin = await createSignedInAdmin(t);
    const client = await createSignedInUser(t);
    const nda = await signNda(t, client.cookie);

    const deleted = await t
      .http()
      .delete(`/api/nda/${nda.id}`)
      .set('Origin', ORIGIN)
      .set('Cookie', client.cookie);
    expect(deleted.status).toBe(204);
    const ndas = (await get('/api/ndas', client.cookie)).body as Nda[];
    expect(ndas.map((item) => item.id)).not.toContain(nda.id);
    expect((await get(`/api/nda/${nda.id}`, client.cookie)).status).toBe(404);

    const detail = await adminDetail(admin.cookie, client.user.id);
    expect(detail.ndas).toEqual([expect.objectContaining({ id: nda.id })]);
    expect(Date.parse(detail.ndas[0].deletedByClientAt ?? '')).not.toBeNaN();
    const users = (await adminGet(t, '/api/admin/users', admin.cookie)).body as AdminUserListItem[];
    const entry = users
      .find((item) => item.id === client.user.id)
      ?.documents.find((document) => document.kind === 'nda' && document.id === nda.id);
    expect(entry).toBeDefined();
    expect(Date.parse(entry?.deletedByClientAt ?? '')).not.toBeNaN();

    const view = await adminGet(t, `/api/admin/nda/${nda.id}`, admin.cookie);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: nda.id, companyName: nda.companyName });
    const pdf = await download(t, `/api/admin/nda/${nda.id}/download`, admin.cookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
