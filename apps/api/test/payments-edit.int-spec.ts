import {
  ACH_AUTHORIZATION,
  MESSAGES,
  PAYMENT_AMOUNT_MESSAGES,
  PAYMENT_MESSAGES,
} from '@consult/domain';
import { decryptField } from '../src/common/crypto/field-encryption.service';
import { ENCRYPTED_FIELDS } from '../src/payments/payments.service';
import {
  MASTERCARD,
  OTHER_BANK,
  VISA,
  achRequest,
  cardRequest,
  clientWithAgreement,
  expiryIn,
  invoiceRequest,
  patchPayment,
  setUpPayment,
} from './support/payments';
import { expectMasked, paymentsSuite, testKey } from './support/payments-suite';

const { t, rows, get, tableDump } = paymentsSuite();

describe('PATCH /api/payment-info/{id}', () => {
  it('keeps the stored card when the card number and CVV are not sent', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const method = await setUpPayment(t, cookie, cardRequest(agreement.id));

    // The form sends everything it shows: no card number, no CVV.
    const edit: Record<string, unknown> = {
      ...cardRequest(agreement.id),
      expiry_date: expiryIn(4),
      po_number: 'PO-2025-002',
    };
    delete edit.card_number;
    delete edit.cvv;
    delete edit.last4;
    const response = await patchPayment(t, cookie, method.id, edit);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: method.id,
      cardBrand: 'Visa',
      last4: VISA.last4,
      expiryDate: expiryIn(4),
      poNumber: 'PO-2025-002',
      amountCents: 10_250_000,
      createdAt: method.createdAt,
    });
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(method.updatedAt),
    );

    // A field alone changes only that field.
    const alone = await patchPayment(t, cookie, method.id, { billing_contact: 'Grace Hopper' });
    expect(alone.status).toBe(200);
    expect(alone.body).toMatchObject({
      billingContact: 'Grace Hopper',
      poNumber: 'PO-2025-002',
      last4: VISA.last4,
    });
  });

  it('replaces the card when a new number is sent, which needs its CVV', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const method = await setUpPayment(t, cookie, cardRequest(agreement.id));

    const noCvv = await patchPayment(t, cookie, method.id, { card_number: MASTERCARD.number });
    expect(noCvv.status).toBe(400);
    expect(noCvv.body.message).toBe(PAYMENT_MESSAGES.cvv);

    const response = await patchPayment(t, cookie, method.id, {
      card_number: MASTERCARD.number,
      cvv: '482',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ cardBrand: 'Mastercard', last4: MASTERCARD.last4 });
    expectMasked(response.body, [MASTERCARD.number]);
    const row = await rows().findOneByOrFail({ id: method.id });
    expect([row.cardBrand, row.cardLast4]).toEqual(['Mastercard', MASTERCARD.last4]);
    expect(JSON.stringify(row)).not.toContain(MASTERCARD.digits);
  });

  it('checks an edit like a new method, and a refused edit changes nothing', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const method = await setUpPayment(t, cookie, cardRequest(agreement.id));
    for (const [change, message] of [
      [{ expiry_date: '01/20' }, PAYMENT_MESSAGES.cardExpired],
      [{ card_number: '4716 0928 3361 5581', cvv: '123' }, PAYMENT_MESSAGES.cardNumber],
      [{ cvv: '1' }, PAYMENT_MESSAGES.cvv],
      [{ cardholder_name: '' }, PAYMENT_MESSAGES.cardholderName],
      [
        { amount: 102500.01 },
        "The payment amount for this agreement is $102,500 (One payment of the agreement's grand total, $102,500)",
      ],
      [{ amount: 0 }, PAYMENT_MESSAGES.amountNotPositive],
      [{ payment_type: 'pay by ach' }, PAYMENT_MESSAGES.accountName],
      [{ cvv: VISA.number }, PAYMENT_MESSAGES.cvv],
      [{ unknown: true }, MESSAGES.unknownField('unknown')],
    ] as const) {
      const response = await patchPayment(t, cookie, method.id, change);
      expect({ change, status: response.status, message: response.body.message }).toEqual({
        change,
        status: 400,
        message,
      });
    }
    expect((await get(`/api/payment-info/${method.id}`, cookie)).body).toEqual(method);
  });

  it('refuses to move a method to another agreement, another client’s included (400, nothing changed)', async () => {
    const owner = await clientWithAgreement(t);
    const stranger = await clientWithAgreement(t);
    const method = await setUpPayment(t, owner.cookie, invoiceRequest(owner.agreement.id));
    const response = await patchPayment(t, owner.cookie, method.id, {
      consulting_agreement_id: stranger.agreement.id,
    });
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message: PAYMENT_AMOUNT_MESSAGES.agreementFixed,
    });
    expect((await rows().findOneByOrFail({ id: method.id })).consultingAgreementId).toBe(
      owner.agreement.id,
    );
  });

  it('keeps bank numbers that are not sent, re-encrypts those that are, and asks the ACH ticks again when the terms change', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const method = await setUpPayment(t, cookie, achRequest(agreement.id));
    const stored = await rows().findOneByOrFail({ id: method.id });

    // Nothing the client authorised changes: no ticks needed, ciphertexts and evidence unchanged.
    const po = await patchPayment(t, cookie, method.id, { po_number: 'PO-77' });
    expect(po.status).toBe(200);
    const afterPo = await rows().findOneByOrFail({ id: method.id });
    expect(afterPo.routingNumberEncrypted).toBe(stored.routingNumberEncrypted);
    expect(afterPo.accountNumberEncrypted).toBe(stored.accountNumberEncrypted);
    expect(afterPo.achAuthorizedAt).toEqual(stored.achAuthorizedAt);

    // A new amount (here: one payment of the total instead of monthly) is a new authorisation.
    const oneTime = { amount: 102_500, is_monthly: false };
    const unticked = await patchPayment(t, cookie, method.id, oneTime);
    expect(unticked.status).toBe(400);
    expect(unticked.body.message).toBe(PAYMENT_MESSAGES.achAuthorization);
    const ticks = { ach_authorization: true, account_ownership: true };
    expect((await patchPayment(t, cookie, method.id, { ...oneTime, ...ticks })).status).toBe(200);
    const afterAmount = await rows().findOneByOrFail({ id: method.id });
    expect(afterAmount.amountCents).toBe(10_250_000);
    expect(afterAmount.isPaidInFull).toBe(true);
    expect(afterAmount.achAuthorizedAt?.getTime()).toBeGreaterThan(
      stored.achAuthorizedAt?.getTime() ?? 0,
    );
    expect(afterAmount.accountNumberEncrypted).toBe(stored.accountNumberEncrypted);

    // New numbers: encrypted anew under a fresh IV, last four updated, still masked.
    const moved = await patchPayment(t, cookie, method.id, {
      routing_number: OTHER_BANK.routing,
      account_number: OTHER_BANK.account,
      ...ticks,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      routingNumberLast4: '0015',
      accountNumberLast4: OTHER_BANK.accountLast4,
      last4: OTHER_BANK.accountLast4,
    });
    expectMasked(moved.body, [OTHER_BANK.routing, OTHER_BANK.account]);
    const afterMove = await rows().findOneByOrFail({ id: method.id });
    expect(afterMove.accountNumberEncrypted).not.toBe(stored.accountNumberEncrypted);
    expect(
      decryptField(
        [testKey],
        afterMove.routingNumberEncrypted ?? '',
        ENCRYPTED_FIELDS.routingNumber,
      ),
    ).toBe(OTHER_BANK.routing);
    expect(
      decryptField(
        [testKey],
        afterMove.accountNumberEncrypted ?? '',
        ENCRYPTED_FIELDS.accountNumber,
      ),
    ).toBe(OTHER_BANK.account);
    expect(await tableDump()).not.toContain(OTHER_BANK.account);
  });

  it('drops the bank details when an ACH method becomes an invoice, keeping the authorisation on record', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const method = await setUpPayment(t, cookie, achRequest(agreement.id));
    const response = await patchPayment(t, cookie, method.id, { payment_type: 'pay by invoice' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      paymentType: 'pay by invoice',
      last4: null,
      accountName: null,
      bankName: null,
      routingNumberLast4: null,
      accountNumberLast4: null,
      achAuthorization: null,
    });
    const row = await rows().findOneByOrFail({ id: method.id });
    expect([
      row.routingNumberEncrypted,
      row.accountNumberEncrypted,
      row.accountNumberLast4,
    ]).toEqual([null, null, null]);
    expect(row.achAuthorizedAt).toBeInstanceOf(Date);
    expect(row.achAuthorizationVersion).toBe(ACH_AUTHORIZATION.version);

    // Back to a card needs a card.
    const toCard = await patchPayment(t, cookie, method.id, {
      payment_type: 'pay by credit card',
      cardholder_name: 'Ada Lovelace',
      expiry_date: expiryIn(2),
      billing_address: '12 Example Street',
      billing_city: 'Boston',
      billing_state: 'MA',
      billing_zip: '02110',
    });
    expect(toCard.status).toBe(400);
    expect(toCard.body.message).toBe(PAYMENT_MESSAGES.cardNumber);
  });
});
