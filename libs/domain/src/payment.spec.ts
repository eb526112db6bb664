import fc from 'fast-check';
import {
  ACH_AUTHORIZATION,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_CHOICE_LABELS,
  PAYMENT_METHOD_TYPES,
  amountToCents,
  centsToAmount,
  invoiceFileName,
  invoiceReference,
  paymentScheduleLabel,
} from './payment';

describe('the spec’s messages', () => {
  it('are word for word those of req DOCS-5', () => {
    expect(PAYMENT_MESSAGES).toMatchObject({
      amountInvalid: 'Please enter a valid payment amount',
      agreementMissing: 'Missing consulting agreement reference',
      cardholderName: 'Please enter the cardholder name',
      cardNumber: 'Please enter a valid card number',
      expiryDate: 'Please enter a valid expiration date (MM/YY)',
      cvv: 'Please enter a valid CVV/CVC code',
      accountName: 'Please enter the account holder name',
      bankName: 'Please enter the bank name',
      routingNumber: 'Please enter a valid 9-digit routing number',
      accountNumber: 'Please enter a valid account number',
      accountType: 'Please select an account type',
      achAuthorization: 'Please accept the ACH authorization terms',
    });
  });

  it('offer the picker’s choices, whose lower case is the payment type itself', () => {
    expect(PAYMENT_METHOD_TYPES.map((type) => PAYMENT_METHOD_CHOICE_LABELS[type])).toEqual([
      'Pay by Credit Card',
      'Pay by ACH',
      'Pay by Invoice',
    ]);
    for (const type of PAYMENT_METHOD_TYPES) {
      expect(PAYMENT_METHOD_CHOICE_LABELS[type].toLowerCase()).toBe(type);
    }
    expect(paymentScheduleLabel(true)).toBe('Monthly');
    expect(paymentScheduleLabel(false)).toBe('One-time');
  });

  it('names the firm in the ACH authorization', () => {
    expect(ACH_AUTHORIZATION.authorization('Northbridge')).toContain('I authorize Northbridge');
    expect(ACH_AUTHORIZATION.version).toMatch(/^ach-authorization\//);
  });
});

describe('amountToCents', () => {
  it('reads dollars with at most two decimals, as a number or as typed', () => {
    expect(amountToCents(1250)).toBe(125_000);
    expect(amountToCents(1250.5)).toBe(125_050);
    expect(amountToCents(0.07)).toBe(7);
    expect(amountToCents(' 17083.33 ')).toBe(1_708_333);
    expect(amountToCents('12.')).toBeNull();
    expect(amountToCents(10.005)).toBeNull();
    expect(amountToCents(0.1 + 0.2)).toBeNull();
    expect(amountToCents(-1)).toBeNull();
    expect(amountToCents(1e21)).toBeNull();
    expect(amountToCents(Number.NaN)).toBeNull();
    expect(amountToCents(null)).toBeNull();
  });

  it('reads an amount as people type it, with the money parser', () => {
    expect(amountToCents('1,250')).toBe(125_000);
    expect(amountToCents('1,250.50')).toBe(125_050);
    expect(amountToCents('$1250.5')).toBe(125_050);
    expect(amountToCents(' $ 10,833.33 ')).toBe(1_083_333);
    expect(amountToCents('1,25')).toBeNull();
    expect(amountToCents('-500')).toBeNull();
    expect(amountToCents('1e5')).toBeNull();
    expect(amountToCents(1e-7)).toBeNull();
    expect(amountToCents('12.3.4')).toBeNull();
    expect(amountToCents('12.345')).toBeNull();
    expect(amountToCents({ amount: 5 })).toBeNull();
  });

  it('turns any whole number of cents, sent as dollars, back into the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        expect(amountToCents(centsToAmount(cents))).toBe(cents);
        expect(amountToCents((cents / 100).toFixed(2))).toBe(cents);
      }),
    );
  });
});

describe('invoice names', () => {
  it('number invoices after the payment method', () => {
    expect(invoiceReference(42)).toBe('INV-000042');
  });

  it('names the file after the PO number, made safe, or else the id', () => {
    expect(invoiceFileName('PO-2025-001', 7)).toBe('invoice-PO-2025-001.pdf');
    expect(invoiceFileName(' PO 2025/001 ', 7)).toBe('invoice-PO-2025-001.pdf');
    expect(invoiceFileName('"; filename=evil.exe', 7)).toBe('invoice-filename-evil.exe.pdf');
    expect(invoiceFileName('../../etc/passwd', 7)).toBe('invoice-etc-passwd.pdf');
    expect(invoiceFileName('a..b', 7)).toBe('invoice-a.b.pdf');
    expect(invoiceFileName('_', 7)).toBe('invoice-7.pdf');
    expect(invoiceFileName('Ünïcödé', 7)).toBe('invoice-Unicode.pdf');
    expect(invoiceFileName('', 7)).toBe('invoice-7.pdf');
    expect(invoiceFileName('///', 7)).toBe('invoice-7.pdf');
    expect(invoiceFileName(null, 12)).toBe('invoice-12.pdf');
  });

  it('always gives a plain ASCII name that cannot leave its header or folder', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ maxLength: 80 })),
        fc.integer({ min: 1, max: 1e9 }),
        (po, id) => {
          const name = invoiceFileName(po, id);
          expect(name).toMatch(/^invoice-([A-Za-z0-9]([A-Za-z0-9._-]{0,58}[A-Za-z0-9])?)\.pdf$/);
          expect(name).not.toContain('..');
        },
      ),
    );
  });
});
