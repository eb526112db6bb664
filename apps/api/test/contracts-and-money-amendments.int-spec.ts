import {
  AMENDMENT_MESSAGES,
  PAYMENT_MESSAGES,
  appLink,
  instalmentSchedule,
  type Agreement,
  type AgreementSummary,
  type AdminUserListItem,
  type PaymentMethod as PaymentMethodResponse,
} from '@consult/domain';
import { allPaymentTypes } from '@consult/testing/node';
import { adminGet, adminPost, createSignedInAdmin } from './support/admin';
import {
  buildAgreementRequest,
  buildClientData,
  postAgreement,
  signAgreement,
} from './support/agreements';
import {
  achRequest,
  invoiceRequest,
  patchPayment,
  postPayment,
  setUpPayment,
} from './support/payments';
import {
  FIRM_INBOX,
  HOURLY_AND_MONTHLY,
  PROJECT_15000,
  amendedServices,
  amendment,
  contractsSuite,
  outcome,
  signingAsProposed,
} from './support/contracts-and-money';

/**
 * The rules of docs/contracts-and-money.md (issue 15), over HTTP: a firm amendment is a proposal
 * the client signs as proposed or declines.
 */

const {
  t,
  agreementRows,
  methodRows,
  get,
  decline,
  waitForMailTo,
  waitForMail,
  amend,
  methodsOf,
  clientWithAgreement,
  adminDetail,
} = contractsSuite();

describe('a firm amendment binds as proposed', () => {
  it('stays a proposal until the client signs exactly its terms; then that version itself is in force and version 1 superseded', async () => {
    const admin = await createSignedInAdmin(t);
    const { cookie, user, input, agreement } = await clientWithAgreement(allPaymentTypes());
    await setUpPayment(t, cookie, achRequest(agreement.id));

    // The firm amends: version 2, pending, unsigned.
    const response = await amend(agreement.id, admin.cookie);
    expect(response.status).toBe(201);
    const proposal = response.body as Agreement;
    expect(proposal).toMatchObject({
      version: 2,
      status: 'pending',
      amendedByFirm: true,
      previousVersionId: agreement.id,
      signature: null,
      totals: { grandTotalCents: 2_200_000, longestMonths: 3 },
    });
    expect(Date.parse(proposal.proposedAt ?? '')).not.toBeNaN();

    // The client is e-mailed, with a link to review it.
    const [mail] = await waitForMailTo(input.email);
    const link = appLink(t.config.get('appUrls').portal, `/consulting-agreement/${proposal.id}`);
    expect(mail.parsed.text).toContain(link);
    expect(mail.parsed.html).toContain(link);
    expect(mail.parsed.subject).toContain(agreement.reference);

    // While it is pending, version 1 stays in force everywhere.
    const list = (await get('/api/consulting-agreements', cookie)).body as AgreementSummary[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: agreement.id,
      version: 1,
      status: 'active',
      pendingAmendment: { id: proposal.id, version: 2, grandTotalCents: 2_200_000 },
    });
    expect((await get('/api/profile', cookie)).body.hasSignedAgreement).toBe(true);

    const users = (await adminGet(t, '/api/admin/users', admin.cookie)).body as AdminUserListItem[];
    expect(users.find((item) => item.id === user.id)).toMatchObject({
      hasSignedAgreement: true,
      hasPaymentMethod: true,
    });
    const detail = await adminDetail(admin.cookie, user.id);
    expect(detail.hasSignedAgreement).toBe(true);
    expect(detail.agreements).toHaveLength(1);
    expect(detail.agreements[0]).toMatchObject({
      id: agreement.id,
      version: 1,
      status: 'active',
      proposal: { id: proposal.id, version: 2, totals: { grandTotalCents: 2_200_000 } },
    });
    expect(detail.agreements[0].history.map((entry) => [entry.id, entry.status])).toEqual([
      [agreement.id, 'active'],
      [proposal.id, 'pending'],
    ]);
    expect(JSON.parse(detail.serviceType)).toHaveLength(allPaymentTypes().length);

    // The unsigned proposal never says it was signed.
    const proposalView = await get(`/api/consulting-agreement/${proposal.id}`, cookie);
    expect(proposalView.status).toBe(200);
    expect(proposalView.body).toMatchObject({ status: 'pending', signature: null });

    const countBefore = await agreementRows().countBy({ userId: user.id });
    expect(countBefore).toBe(2);

    // The client cannot change the firm's terms: 400, nothing changed.
    const [firstService, ...rest] = amendedServices();
    const otherFees = await postAgreement(
      t,
      cookie,
      buildAgreementRequest({
        ...amendment(),
        services: [{ ...firstService, fee: 1 }, ...rest],
        agreementId: proposal.id,
      }),
    );
    expect(outcome(otherFees)).toEqual({ status: 400, message: AMENDMENT_MESSAGES.termsDiffer });
    const otherClient = await postAgreement(
      t,
      cookie,
      buildAgreementRequest({
        ...amendment(),
        clientData: buildClientData({ signerTitle: 'Chief Executive Officer' }),
        agreementId: proposal.id,
      }),
    );
    expect(outcome(otherClient)).toEqual({ status: 400, message: AMENDMENT_MESSAGES.termsDiffer });
    expect(await agreementRows().countBy({ userId: user.id })).toBe(countBefore);
    expect((await get(`/api/consulting-agreement/${proposal.id}`, cookie)).body).toMatchObject({
      status: 'pending',
      signature: null,
    });
    expect((await get(`/api/consulting-agreement/${agreement.id}`, cookie)).body).toMatchObject({
      status: 'active',
      supersededById: null,
    });

    // Nor re-sign version 1 with their own edit while the proposal waits.
    const ownEdit = await postAgreement(
      t,
      cookie,
      buildAgreementRequest({ agreementId: agreement.id, services: allPaymentTypes() }),
    );
    expect(outcome(ownEdit)).toEqual({ status: 409, message: AMENDMENT_MESSAGES.pendingExists });

    // The firm cannot propose a second one, nor amend the proposal.
    expect(outcome(await amend(agreement.id, admin.cookie))).toEqual({
      status: 409,
      message: AMENDMENT_MESSAGES.proposalExists,
    });
    expect(outcome(await amend(proposal.id, admin.cookie))).toEqual({
      status: 409,
      message: AMENDMENT_MESSAGES.notInForce,
    });
    expect(await agreementRows().countBy({ userId: user.id })).toBe(countBefore);
    expect(await methodRows().countBy({ userId: user.id })).toBe(1);

    // The client signs exactly the proposed terms: that version comes into force.
    const signed = await postAgreement(t, cookie, signingAsProposed(proposal.id));
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({
      id: proposal.id,
      version: 2,
      status: 'active',
      amendedByFirm: true,
      typedSignature: 'Ada Lovelace',
      signature: { ipAddress: '127.0.0.1' },
      totals: { grandTotalCents: 2_200_000 },
    });
    expect((signed.body as Agreement).history.map((entry) => [entry.id, entry.status])).toEqual([
      [agreement.id, 'superseded'],
      [proposal.id, 'active'],
    ]);
    expect(await agreementRows().countBy({ userId: user.id })).toBe(countBefore);
    expect((await get(`/api/consulting-agreement/${agreement.id}`, cookie)).body).toMatchObject({
      status: 'superseded',
      supersededById: proposal.id,
    });
    const listAfter = (await get('/api/consulting-agreements', cookie)).body as AgreementSummary[];
    expect(listAfter.map((item) => [item.id, item.version, item.status])).toEqual([
      [proposal.id, 2, 'active'],
    ]);
    expect(listAfter[0].pendingAmendment ?? null).toBeNull();
  });

  it('carries the method in force over to the proposal the client signs: amount recomputed, to be confirmed', async () => {
    const admin = await createSignedInAdmin(t);
    const { cookie, user, input, agreement } = await clientWithAgreement(allPaymentTypes());
    // An ACH method in force on version 1: monthly, $102,500 / 6 = $17,083.33.
    const ach = await setUpPayment(t, cookie, achRequest(agreement.id));
    expect(ach).toMatchObject({ amountCents: 1_708_333, status: 'active' });
    const proposal = (await amend(agreement.id, admin.cookie).expect(201)).body as Agreement;
    await waitForMailTo(input.email);

    // While the proposal waits, the method stays as it is, on version 1.
    expect(
      (await methodsOf(cookie, [agreement.id, proposal.id])).map((m) => [m.id, m.status]),
    ).toEqual([[ach.id, 'active']]);
    expect((await postAgreement(t, cookie, signingAsProposed(proposal.id))).status).toBe(201);

    // The method in force carried over: amount recomputed, awaiting the client's confirmation.
    const methods = await methodsOf(cookie, [agreement.id, proposal.id]);
    expect(methods).toHaveLength(2);
    const carried = methods.find((method) => method.status === 'active');
    expect(carried).toMatchObject({
      consultingAgreementId: proposal.id,
      paymentType: 'pay by ach',
      isMonthly: true,
      amountCents: 733_333,
      needsConfirmation: true,
      agreementVersion: 2,
      agreementTotalCents: 2_200_000,
      instalments: instalmentSchedule(2_200_000, 3),
    });
    expect(methods.find((method) => method.id === ach.id)).toMatchObject({
      status: 'replaced',
      replacedById: carried?.id,
      amountCents: 1_708_333,
    });
    // One agreement number for every version, on the agreements and on both methods.
    const signedProposal = (await get(`/api/consulting-agreement/${proposal.id}`, cookie))
      .body as Agreement;
    expect(signedProposal.reference).toBe(agreement.reference);
    expect(new Set(methods.map((method) => method.agreementReference))).toEqual(
      new Set([agreement.reference]),
    );
    const carriedView = (await get(`/api/payment-info/${carried?.id}`, cookie))
      .body as PaymentMethodResponse;
    // The ACH authorisation was for the old amount: it is asked again.
    expect(carriedView.achAuthorization).toBeNull();
    expect((await adminDetail(admin.cookie, user.id)).payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: carried?.id, status: 'active', needsConfirmation: true }),
        expect.objectContaining({ id: ach.id, status: 'replaced' }),
      ]),
    );

    // Confirming it asks for the ACH authorisation again, then clears the flag.
    const unconfirmed = await patchPayment(t, cookie, carried?.id ?? 0, { amount: 7333.33 });
    expect(outcome(unconfirmed)).toEqual({
      status: 400,
      message: PAYMENT_MESSAGES.achAuthorization,
    });
    const confirmed = await patchPayment(t, cookie, carried?.id ?? 0, {
      amount: 7333.33,
      ach_authorization: true,
      account_ownership: true,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ needsConfirmation: false, amountCents: 733_333 });
  });

  it('carries the method over when the client re-signs their own edit, one-time when no monthly service is left', async () => {
    const { cookie, agreement } = await clientWithAgreement(HOURLY_AND_MONTHLY);
    const monthly = await setUpPayment(
      t,
      cookie,
      invoiceRequest(agreement.id, { amount: 1033.33, is_monthly: true }),
    );
    const second = await signAgreement(t, cookie, {
      agreementId: agreement.id,
      services: PROJECT_15000,
    });
    expect(second).toMatchObject({ version: 2, status: 'active' });

    const methods = await methodsOf(cookie, [agreement.id, second.id]);
    expect(methods).toHaveLength(2);
    const carried = methods.find((method) => method.status === 'active');
    expect(carried).toMatchObject({
      consultingAgreementId: second.id,
      paymentType: 'pay by invoice',
      isMonthly: false,
      amountCents: 1_500_000,
      needsConfirmation: true,
      agreementVersion: 2,
      agreementTotalCents: 1_500_000,
      instalments: null,
    });
    expect((await get(`/api/payment-info/${carried?.id}`, cookie)).body).toMatchObject({
      isPaidInFull: true,
    });
    expect(methods.find((method) => method.id === monthly.id)).toMatchObject({
      status: 'replaced',
      replacedById: carried?.id,
    });
    // Saving it again confirms it.
    const confirmed = await patchPayment(t, cookie, carried?.id ?? 0, { amount: 15000 });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ needsConfirmation: false, status: 'active' });
  });

  it('lets the client decline with a note (e-mailed to the firm), and the firm withdraw; version 1 stays in force', async () => {
    const admin = await createSignedInAdmin(t);
    const { cookie, input, agreement } = await clientWithAgreement(PROJECT_15000);

    const proposal = (await amend(agreement.id, admin.cookie).expect(201)).body as Agreement;
    await waitForMailTo(input.email);
    const note = 'Three months is too short for the migration; please keep the current terms.';
    const declined = await decline(proposal.id, cookie, { note });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ id: proposal.id, status: 'declined', declineNote: note });

    const firmMail = await waitForMail(
      (mail) => mail.envelope.to.includes(FIRM_INBOX) && (mail.parsed.text ?? '').includes(note),
      `the decline e-mail to ${FIRM_INBOX}`,
    );
    expect(firmMail.parsed.subject).toContain(agreement.reference);
    expect(firmMail.parsed.text).toContain(input.email);

    const list = (await get('/api/consulting-agreements', cookie)).body as AgreementSummary[];
    expect(list.map((item) => [item.id, item.status])).toEqual([[agreement.id, 'active']]);
    expect(list[0].pendingAmendment ?? null).toBeNull();
    // A declined proposal can be neither declined again nor signed.
    expect(outcome(await decline(proposal.id, cookie))).toEqual({
      status: 409,
      message: AMENDMENT_MESSAGES.notPending,
    });
    expect(outcome(await postAgreement(t, cookie, signingAsProposed(proposal.id)))).toEqual({
      status: 409,
      message: AMENDMENT_MESSAGES.notPending,
    });

    // The firm proposes again, then withdraws it.
    const second = (await amend(agreement.id, admin.cookie).expect(201)).body as Agreement;
    expect(second).toMatchObject({ version: 3, status: 'pending' });
    await waitForMailTo(input.email, 2);
    const withdraw = () =>
      adminPost(t, `/api/admin/consulting-agreement/${second.id}/withdraw`, admin.cookie);
    const withdrawn = await withdraw();
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ id: second.id, status: 'withdrawn' });
    expect(outcome(await withdraw())).toEqual({
      status: 409,
      message: AMENDMENT_MESSAGES.notPending,
    });
    expect(outcome(await decline(second.id, cookie))).toEqual({
      status: 409,
      message: AMENDMENT_MESSAGES.notPending,
    });
    // Neither takes a payment method: they never came into force.
    for (const never of [proposal, second]) {
      const paying = await postPayment(
        t,
        cookie,
        invoiceRequest(never.id, { amount: never.totals.grandTotalCents / 100 }),
      );
      expect(outcome(paying)).toEqual({
        status: 409,
        message: PAYMENT_MESSAGES.agreementNeverInForce,
      });
    }

    const stillInForce = (await get(`/api/consulting-agreement/${agreement.id}`, cookie))
      .body as Agreement;
    expect(stillInForce).toMatchObject({ status: 'active', supersededById: null });
    expect(stillInForce.history.map((entry) => [entry.version, entry.status])).toEqual([
      [1, 'active'],
      [2, 'declined'],
      [3, 'withdrawn'],
    ]);

    // With no proposal waiting, the client may re-sign their own edit again.
    const resigned = await postAgreement(
      t,
      cookie,
      buildAgreementRequest({ agreementId: agreement.id, services: PROJECT_15000 }),
    );
    expect(resigned.status).toBe(201);
    expect(resigned.body).toMatchObject({ version: 4, status: 'active' });
  });
});
