import { newPaymentValues } from '../payment/payment-schema';
import {
  clearDraft,
  draftKey,
  restoredValues,
  saveDraft,
  storableValues,
} from './form-draft-storage';

const SECRETS = {
  cardNumber: '4242424242424242',
  cvv: '987',
  expiryDate: '12/29',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  achAuthorization: true,
  accountOwnership: true,
  signature: 'Ada Lovelace',
  agreeToSignElectronically: true,
};

describe('form drafts', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keys a draft per user, per form and per document', () => {
    expect(draftKey(7, 'agreement', 'new')).not.toBe(draftKey(8, 'agreement', 'new'));
    expect(draftKey(7, 'agreement', 12)).not.toBe(draftKey(7, 'agreement', 13));
    expect(draftKey(7, 'nda', 'new')).not.toBe(draftKey(7, 'agreement', 'new'));
  });

  it('never writes card, bank, signature or consent fields', () => {
    const values = {
      billingContact: 'Ada',
      accountName: 'Ada L',
      accountType: 'checking',
      ...SECRETS,
    };
    expect(Object.keys(storableValues(values)).sort()).toEqual([
      'accountName',
      'accountType',
      'billingContact',
    ]);
    const key = draftKey(1, 'payment', 'new');
    saveDraft(key, values);
    const stored = sessionStorage.getItem(key) ?? '';
    for (const secret of [
      '4242424242424242',
      '987',
      '12/29',
      '021000021',
      '000123456789',
      'Lovelace',
    ]) {
      expect(stored).not.toContain(secret);
    }
    expect(localStorage.length).toBe(0);
  });

  it('restores the kept fields over the form, never a sensitive one, and nothing when unchanged', () => {
    const initial = { companyName: '', services: [] as string[], cvv: '', signature: '' };
    const key = draftKey(1, 'nda', 'new');
    expect(restoredValues(key, initial)).toBeNull();
    sessionStorage.setItem(
      key,
      JSON.stringify({
        values: { companyName: 'Engines', services: ['a'], cvv: '123', signature: 'x', extra: 1 },
      }),
    );
    expect(restoredValues(key, initial)).toEqual({
      ...initial,
      companyName: 'Engines',
      services: ['a'],
    });
    sessionStorage.setItem(key, JSON.stringify({ values: { companyName: '' } }));
    expect(restoredValues(key, initial)).toBeNull();
    sessionStorage.setItem(key, '{not json');
    expect(restoredValues(key, initial)).toBeNull();
    clearDraft(key);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('leaves out every sensitive field of the payment form', () => {
    const kept = Object.keys(storableValues(newPaymentValues({})));
    for (const name of [
      'cardNumber',
      'cvv',
      'expiryDate',
      'routingNumber',
      'accountNumber',
      'achAuthorization',
      'accountOwnership',
    ])
      expect(kept).not.toContain(name);
    expect(kept).toEqual(
      expect.arrayContaining(['schedule', 'poNumber', 'billingEmail', 'accountName']),
    );
  });
});
