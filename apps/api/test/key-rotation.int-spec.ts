import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  decryptField,
  encryptField,
  FieldEncryptionService,
} from '../src/common/crypto/field-encryption.service';
import { PaymentMethod } from '../src/payments/payment-method.entity';
import { ENCRYPTED_FIELDS } from '../src/payments/payments.service';
import { reencryptBankNumbers } from '../src/payments/reencrypt-bank-numbers';
import { achRequest, BANK, clientWithAgreement, setUpPayment } from './support/payments';
import { startApp, TEST_FIELD_ENCRYPTION_KEY, type TestApp } from './support/test-app';

/**
 * The end of a key rotation (docs/operations.md, "Rotating the encryption key"): after the switch
 * to a new FIELD_ENCRYPTION_KEY, `reencrypt-bank-numbers` rewrites what the old key encrypted, so
 * the old key can be dropped. The suites share one database whose rows use the test key: this
 * suite rotates them to a new key and, at the end, back.
 */

const oldKey = Buffer.from(TEST_FIELD_ENCRYPTION_KEY, 'base64');
const newKey = randomBytes(32);

/** An app whose current key is `current`, which still reads `previous`. */
const appWithKeys = (current: Buffer, previous: Buffer) =>
  startApp({
    FIELD_ENCRYPTION_KEY: current.toString('base64'),
    FIELD_ENCRYPTION_PREVIOUS_KEYS: previous.toString('base64'),
  });

const storedNumbers = async (t: TestApp, id: number) => {
  const row = await t.get(DataSource).getRepository(PaymentMethod).findOneByOrFail({ id });
  return { routing: row.routingNumberEncrypted ?? '', account: row.accountNumberEncrypted ?? '' };
};

const decryptsUnder = (key: Buffer, stored: { routing: string; account: string }) => ({
  routing: decryptField([key], stored.routing, ENCRYPTED_FIELDS.routingNumber),
  account: decryptField([key], stored.account, ENCRYPTED_FIELDS.accountNumber),
});

it('rewrites every bank number under the new key, once, so the old key can go', async () => {
  // Before the rotation: a client's ACH method, written under the old key.
  let t = await startApp();
  let methodId: number;
  try {
    const { cookie, agreement } = await clientWithAgreement(t);
    methodId = (await setUpPayment(t, cookie, achRequest(agreement.id))).id;
  } finally {
    await t.close();
  }

  // The switch: the new key is current, the old one still reads.
  t = await appWithKeys(newKey, oldKey);
  try {
    const before = await storedNumbers(t, methodId);
    expect(() => decryptsUnder(newKey, before)).toThrow();

    const encryption = t.get(FieldEncryptionService);
    const first = await reencryptBankNumbers(t.get(DataSource), encryption, 3);
    expect(first.reencrypted).toBeGreaterThanOrEqual(2);
    expect(first).toMatchObject({ unreadable: 0, skipped: 0 });

    // Readable under the new key alone, the same numbers, in fresh ciphertexts.
    const after = await storedNumbers(t, methodId);
    expect(decryptsUnder(newKey, after)).toEqual({ routing: BANK.routing, account: BANK.account });
    expect(after.routing).not.toBe(before.routing);
    expect(t.rawLogs()).not.toContain(BANK.account);

    // A second run finds nothing left to do.
    const second = await reencryptBankNumbers(t.get(DataSource), encryption);
    expect(second).toEqual({ examined: first.examined, reencrypted: 0, unreadable: 0, skipped: 0 });
  } finally {
    await t.close();
  }

  // The rotation undone (the other suites' rows go back under the test key).
  t = await appWithKeys(oldKey, newKey);
  try {
    await reencryptBankNumbers(t.get(DataSource), t.get(FieldEncryptionService));
    expect(decryptsUnder(oldKey, await storedNumbers(t, methodId)).account).toBe(BANK.account);
  } finally {
    await t.close();
  }
});

it('counts a value no configured key reads, and leaves it as it is', async () => {
  const t = await startApp();
  try {
    const { cookie, agreement } = await clientWithAgreement(t);
    const { id } = await setUpPayment(t, cookie, achRequest(agreement.id));
    const methods = t.get(DataSource).getRepository(PaymentMethod);
    const { accountNumberEncrypted: readable } = await methods.findOneByOrFail({ id });
    // As if it had been written under a key that has since been dropped.
    const lost = encryptField(randomBytes(32), BANK.account, ENCRYPTED_FIELDS.accountNumber);
    await methods.update({ id }, { accountNumberEncrypted: lost });
    try {
      const report = await reencryptBankNumbers(t.get(DataSource), t.get(FieldEncryptionService));
      expect(report).toMatchObject({ reencrypted: 0, unreadable: 1 });
      expect((await methods.findOneByOrFail({ id })).accountNumberEncrypted).toBe(lost);
    } finally {
      // The suites share the database: leave nothing unreadable behind.
      await methods.update({ id }, { accountNumberEncrypted: readable });
    }
  } finally {
    await t.close();
  }
});
