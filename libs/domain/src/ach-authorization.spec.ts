import {
  changesAchAuthorizedTerms,
  type AchAuthorizedTerms,
  type AchEditedTerms,
} from './ach-authorization';

/** An ACH method on record: $65,000 once, for agreement 4, from a checking account. */
const AUTHORIZED: AchAuthorizedTerms = {
  consultingAgreementId: 4,
  amountCents: 6500000,
  isMonthly: false,
  accountName: 'Lindqvist Logistics LLC',
  accountType: 'checking',
  bankName: 'First Harbor Bank',
};

/** Whether this edit of the method on record (nothing else changed, no number typed) asks again. */
const changes = (edit: Partial<AchEditedTerms>) =>
  changesAchAuthorizedTerms(AUTHORIZED, { ...AUTHORIZED, ...edit });

describe('changesAchAuthorizedTerms', () => {
  it('keeps the authorisation when nothing it covers changes', () => {
    expect(changes({})).toBe(false);
  });

  it('asks again for another agreement: a debit for another agreement is another authorisation', () => {
    expect(changes({ consultingAgreementId: 5 })).toBe(true);
    expect(changes({ consultingAgreementId: null })).toBe(true);
  });

  it('asks again for another amount or schedule, and for an amount that is not known', () => {
    expect(changes({ amountCents: 6500001 })).toBe(true);
    expect(changes({ amountCents: null })).toBe(true);
    expect(changes({ isMonthly: true })).toBe(true);
  });

  it('asks again for a routing or account number typed anew, not for one left blank', () => {
    expect(changes({ routingNumber: '011000015' })).toBe(true);
    expect(changes({ accountNumber: '99887766' })).toBe(true);
    for (const blank of ['', '   ', null, undefined]) {
      expect(changes({ routingNumber: blank, accountNumber: blank })).toBe(false);
    }
  });

  it('asks again for another holder, account type or bank', () => {
    expect(changes({ accountName: 'Ada Lindqvist' })).toBe(true);
    expect(changes({ accountType: 'savings' })).toBe(true);
    expect(changes({ accountType: '' })).toBe(true);
    expect(changes({ bankName: 'Second Harbor Bank' })).toBe(true);
  });

  it('compares text trimmed, so spaces around a name are no change', () => {
    expect(
      changes({ accountName: '  Lindqvist Logistics LLC ', bankName: 'First Harbor Bank\n' }),
    ).toBe(false);
  });

  it('counts an emptied name as a change, and a blank one as the same as none on record', () => {
    expect(changes({ bankName: '  ' })).toBe(true);
    const none = { ...AUTHORIZED, accountName: null, accountType: null, bankName: null };
    expect(
      changesAchAuthorizedTerms(none, {
        ...none,
        accountName: ' ',
        accountType: '',
        bankName: undefined,
      }),
    ).toBe(false);
  });
});
