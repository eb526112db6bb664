import fc from 'fast-check';
import { PAYMENT_MESSAGES, type PaymentSetupRequest } from './payment';
import {
  accountNumberValid,
  billingEmailValid,
  cardBrand,
  cardExpired,
  cardNumberValid,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  maskLast4,
  normalizeExpiry,
  parseExpiry,
  paymentProblem,
  routingNumberValid,
  withoutSeparators,
} from './payment-validation';

const NOW = new Date('2025-03-15T12:00:00Z');

/** The Luhn check digit that completes a payload. */
function luhnCheckDigit(payload: string): string {
  for (let digit = 0; digit <= 9; digit++) {
    if (luhnValid(`${payload}${digit}`)) return String(digit);
  }
  throw new Error('no check digit');
}

const digitString = (min: number, max: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max })
    .map((digits) => digits.join(''));

const card = (overrides: Partial<PaymentSetupRequest> = {}): Partial<PaymentSetupRequest> => ({
  amount: 1250.5,
  consulting_agreement_id: 7,
  payment_type: 'pay by credit card',
  is_monthly: false,
  cardholder_name: 'Ada Lovelace',
  card_number: '4242 4242 4242 4242',
  expiry_date: '04/27',
  cvv: '123',
  billing_address: '12 Example Street',
  billing_city: 'Boston',
  billing_state: 'MA',
  billing_zip: '02110',
  ...overrides,
});

const ach = (overrides: Partial<PaymentSetupRequest> = {}): Partial<PaymentSetupRequest> => ({
  amount: 500,
  consulting_agreement_id: 7,
  payment_type: 'pay by ach',
  is_monthly: true,
  account_name: 'Analytical Engines Ltd',
  bank_name: 'First Harbor Bank',
  routing_number: '011000015',
  account_number: '000123456789',
  account_type: 'checking',
  ach_authorization: true,
  account_ownership: true,
  ...overrides,
});

const invoice = (overrides: Partial<PaymentSetupRequest> = {}): Partial<PaymentSetupRequest> => ({
  amount: 102500,
  consulting_agreement_id: 7,
  payment_type: 'pay by invoice',
  ...overrides,
});

describe('luhnValid', () => {
  it('accepts the test numbers of every network and refuses a changed digit', () => {
    for (const number of [
      '4242424242424242',
      '4111111111111111',
      '378282246310005',
      '5555555555554444',
      '2223003122003222',
      '6011111111111117',
      '3530111333300000',
    ]) {
      expect(luhnValid(number)).toBe(true);
    }
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('42a2')).toBe(false);
  });

  it('is completed by exactly one check digit, and broken by changing any one digit', () => {
    fc.assert(
      fc.property(
        digitString(14, 15),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (payload, at, delta) => {
          const number = `${payload}${luhnCheckDigit(payload)}`;
          expect(luhnValid(number)).toBe(true);
          const index = at % number.length;
          const changed = (Number(number[index]) + delta) % 10;
          const broken = `${number.slice(0, index)}${changed}${number.slice(index + 1)}`;
          expect(luhnValid(broken)).toBe(false);
        },
      ),
    );
  });
});

describe('cardNumberValid', () => {
  it('needs 15 or 16 digits after removing spaces, and the Luhn check', () => {
    expect(cardNumberValid('4242 4242 4242 4242')).toBe(true);
    expect(cardNumberValid('3782 822463 10005')).toBe(true);
    expect(cardNumberValid('4242-4242-4242-4242')).toBe(false);
    expect(cardNumberValid('4242 4242 4242 4241')).toBe(false);
    expect(cardNumberValid('42424242424242')).toBe(false);
    expect(cardNumberValid('4242424242424242 4')).toBe(false);
  });
});

describe('routingNumberValid', () => {
  it('accepts real routing numbers and refuses a bad checksum, prefix or length', () => {
    expect(routingNumberValid('011000015')).toBe(true);
    expect(routingNumberValid('021000021')).toBe(true);
    expect(routingNumberValid('110000000')).toBe(true);
    expect(routingNumberValid('011000016')).toBe(false);
    expect(routingNumberValid('000000000')).toBe(false);
    expect(routingNumberValid('13000000' + '0')).toBe(false);
    expect(routingNumberValid('01100001')).toBe(false);
    expect(routingNumberValid('0110000150')).toBe(false);
  });

  it('has exactly one valid last digit for any eight digits with a Federal Reserve prefix', () => {
    const prefix = fc.constantFrom(
      ...[...Array(12).keys()].map((n) => n + 1),
      ...[...Array(12).keys()].map((n) => n + 21),
      ...[...Array(12).keys()].map((n) => n + 61),
      80,
    );
    fc.assert(
      fc.property(prefix, digitString(6, 6), (head, middle) => {
        const eight = `${String(head).padStart(2, '0')}${middle}`;
        const valid = [...Array(10).keys()].filter((digit) =>
          routingNumberValid(`${eight}${digit}`),
        );
        expect(valid).toHaveLength(1);
      }),
    );
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242 4242 4242 4242', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['3530111333300000', 'JCB'],
    ['3056930009020004', 'Diners Club'],
    ['9999999999999995', 'Card'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe('formatCardNumber', () => {
  it('groups the digits by four, removing spaces and hyphens, and never cuts one', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    // A digit too many stays, to be refused with the card number's message, not dropped.
    expect(formatCardNumber('4111 1111 1111 11112')).toBe('4111 1111 1111 1111 2');
    expect(cardNumberValid(formatCardNumber('4111 1111 1111 11112'))).toBe(false);
    expect(formatCardNumber('4242 42a2')).toBe('4242 42a2');
  });

  it('keeps every digit and every other character, and formatting twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const formatted = formatCardNumber(input);
        const compact = input.replace(/[\s-]+/g, '');
        if (/^\d*$/.test(compact)) {
          expect(formatted.replace(/ /g, '')).toBe(compact);
          expect(formatted).toMatch(/^(\d{4} )*\d{0,4}$/);
        } else {
          expect(formatted).toBe(input);
        }
        expect(formatCardNumber(formatted)).toBe(formatted);
      }),
    );
  });
});

describe('withoutSeparators', () => {
  it('removes spaces and hyphens and nothing else: a digit too many is refused, not cut', () => {
    expect(withoutSeparators('0110-0001 5')).toBe('011000015');
    // Cut to nine digits this routing number passes the checksum: a different bank's.
    expect(routingNumberValid(withoutSeparators('0110000155'))).toBe(false);
    expect(routingNumberValid('011000015')).toBe(true);
    expect(accountNumberValid(withoutSeparators('123456789012345678'))).toBe(false);
    expect(withoutSeparators('12a4')).toBe('12a4');
  });

  it('keeps every other character in its order, and settles after one pass', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const compact = withoutSeparators(input);
        expect(compact).toBe([...input].filter((c) => !/[\s-]/.test(c)).join(''));
        expect(withoutSeparators(compact)).toBe(compact);
      }),
    );
  });
});

describe('formatExpiry', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['4', '04/'],
    ['1/', '01/'],
    ['12', '12'],
    ['12/', '12/'],
    ['123', '12/3'],
    ['1227', '12/27'],
    // Past MM/YY, or not a date at all: left as typed, for the expiry's message.
    ['12/278', '12/278'],
    ['04/2029', '04/2029'],
    ['ab', 'ab'],
  ])('%j → %j', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('a four-digit year is refused as a date, never read as an expired card', () => {
    const shown = formatExpiry('04/2029');
    expect(parseExpiry(shown)).toBeNull();
  });

  it('writes MM/YY from four digits at most, keeps anything else as typed, and settles', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const formatted = formatExpiry(input);
        const digits = input.replace(/\D/g, '');
        if (digits.length <= 4 && !/[^\d/\s]/.test(input)) {
          expect(formatted.length).toBeLessThanOrEqual(5);
          expect(formatted.replace(/\D/g, '').replace(/^0(?=\d$)/, '')).toBe(
            digits.replace(/^0(?=\d$)/, ''),
          );
        } else {
          expect(formatted).toBe(input);
        }
        expect(formatExpiry(formatted)).toBe(formatted);
      }),
    );
  });
});

describe('expiry dates', () => {
  it('reads MM/YY (and M/YY), nothing else', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('4/27')).toEqual({ month: 4, year: 2027 });
    expect(normalizeExpiry('4/27')).toBe('04/27');
    for (const bad of ['13/27', '00/27', '0427', '04-27', '04/2027', '', 'aa/bb']) {
      expect(parseExpiry(bad)).toBeNull();
    }
  });

  it('counts a card as valid through the last day of its month', () => {
    expect(cardExpired({ month: 3, year: 2025 }, NOW)).toBe(false);
    expect(cardExpired({ month: 3, year: 2025 }, new Date('2025-03-31T23:59:59Z'))).toBe(false);
    expect(cardExpired({ month: 3, year: 2025 }, new Date('2025-04-01T00:00:00Z'))).toBe(true);
    expect(cardExpired({ month: 12, year: 2024 }, NOW)).toBe(true);
  });
});

describe('maskLast4', () => {
  it('shows only the last four digits', () => {
    expect(maskLast4('4242 4242 4242 1234')).toBe('•••• 1234');
    expect(maskLast4('6789')).toBe('•••• 6789');
    expect(maskLast4('12')).toBe('••••');
    expect(maskLast4(null)).toBe('••••');
  });

  it('never shows more than four digits of anything', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(maskLast4(value).replace(/\D/g, '').length).toBeLessThanOrEqual(4);
      }),
    );
  });
});

describe('paymentProblem', () => {
  it('accepts a complete card, ACH or invoice request', () => {
    expect(paymentProblem(card(), NOW)).toBeNull();
    expect(paymentProblem(ach(), NOW)).toBeNull();
    expect(paymentProblem(invoice(), NOW)).toBeNull();
    expect(paymentProblem(card({ card_number: '378282246310005', cvv: '1234' }), NOW)).toBeNull();
  });

  it.each<[string, Partial<PaymentSetupRequest>, string]>([
    ['a text amount', { amount: 'ten' as unknown as number }, PAYMENT_MESSAGES.amountInvalid],
    ['three decimals', { amount: 10.005 }, PAYMENT_MESSAGES.amountInvalid],
    ['a negative amount', { amount: -5 }, PAYMENT_MESSAGES.amountInvalid],
    ['no amount', { amount: undefined }, PAYMENT_MESSAGES.amountInvalid],
    ['a zero amount', { amount: 0 }, PAYMENT_MESSAGES.amountNotPositive],
    ['no agreement', { consulting_agreement_id: undefined }, PAYMENT_MESSAGES.agreementMissing],
    ['agreement 0', { consulting_agreement_id: 0 }, PAYMENT_MESSAGES.agreementMissing],
    [
      'an unknown type',
      { payment_type: 'pay by cheque' as PaymentSetupRequest['payment_type'] },
      PAYMENT_MESSAGES.paymentType,
    ],
    ['no cardholder', { cardholder_name: '  ' }, PAYMENT_MESSAGES.cardholderName],
    ['14 digits', { card_number: '4242 4242 4242 42' }, PAYMENT_MESSAGES.cardNumber],
    ['17 digits', { card_number: '42424242424242424' }, PAYMENT_MESSAGES.cardNumber],
    ['a failed Luhn check', { card_number: '4242424242424241' }, PAYMENT_MESSAGES.cardNumber],
    ['letters in the number', { card_number: '4242x42424242424' }, PAYMENT_MESSAGES.cardNumber],
    ['last4 of another card', { last4: '1111' }, PAYMENT_MESSAGES.cardNumber],
    ['no slash in the expiry', { expiry_date: '0427' }, PAYMENT_MESSAGES.expiryDate],
    ['month 13', { expiry_date: '13/27' }, PAYMENT_MESSAGES.expiryDate],
    ['a long expiry', { expiry_date: '04/2027' }, PAYMENT_MESSAGES.expiryDate],
    ['an expired card', { expiry_date: '02/25' }, PAYMENT_MESSAGES.cardExpired],
    ['a 2-digit CVV', { cvv: '12' }, PAYMENT_MESSAGES.cvv],
    ['a 5-digit CVV', { cvv: '12345' }, PAYMENT_MESSAGES.cvv],
    ['no CVV', { cvv: undefined }, PAYMENT_MESSAGES.cvv],
    ['no billing ZIP', { billing_zip: '' }, PAYMENT_MESSAGES.billingAddress],
    ['a bad billing email', { billing_email: 'nobody' }, PAYMENT_MESSAGES.billingEmail],
  ])('card with %s: %s', (_case, change, message) => {
    expect(paymentProblem(card(change), NOW)).toBe(message);
  });

  it.each<[string, Partial<PaymentSetupRequest>, string]>([
    ['no holder', { account_name: '' }, PAYMENT_MESSAGES.accountName],
    ['no bank', { bank_name: undefined }, PAYMENT_MESSAGES.bankName],
    ['an 8-digit routing number', { routing_number: '01100001' }, PAYMENT_MESSAGES.routingNumber],
    ['a bad checksum', { routing_number: '011000016' }, PAYMENT_MESSAGES.routingNumber],
    ['a 3-digit account', { account_number: '123' }, PAYMENT_MESSAGES.accountNumber],
    ['an 18-digit account', { account_number: '1'.repeat(18) }, PAYMENT_MESSAGES.accountNumber],
    [
      'no account type',
      { account_type: 'brokerage' as PaymentSetupRequest['account_type'] },
      PAYMENT_MESSAGES.accountType,
    ],
    ['no authorization', { ach_authorization: false }, PAYMENT_MESSAGES.achAuthorization],
    ['no ownership', { account_ownership: undefined }, PAYMENT_MESSAGES.achAuthorization],
  ])('ACH with %s: %s', (_case, change, message) => {
    expect(paymentProblem(ach(change), NOW)).toBe(message);
  });

  it('leaves invoice billing fields optional', () => {
    expect(paymentProblem(invoice({ billing_address: '', billing_zip: null }), NOW)).toBeNull();
    expect(paymentProblem(invoice({ billing_email: 'ap@client.example' }), NOW)).toBeNull();
  });

  it('refuses more than the agreement’s total, with the total in the message', () => {
    expect(paymentProblem(invoice(), NOW, { agreementTotalCents: 10_250_000 })).toBeNull();
    expect(
      paymentProblem(invoice({ amount: 102500.01 }), NOW, { agreementTotalCents: 10_250_000 }),
    ).toBe("The payment amount cannot be more than the agreement's total of $102,500");
  });

  it('keeps a stored card when the edit leaves out its number and CVV', () => {
    const edit = card({ card_number: undefined, cvv: undefined });
    expect(paymentProblem(edit, NOW)).toBe(PAYMENT_MESSAGES.cardNumber);
    expect(paymentProblem(edit, NOW, { storedCard: true })).toBeNull();
    expect(paymentProblem({ ...edit, cvv: '1' }, NOW, { storedCard: true })).toBe(
      PAYMENT_MESSAGES.cvv,
    );
    expect(paymentProblem({ ...edit, card_number: '4242' }, NOW, { storedCard: true })).toBe(
      PAYMENT_MESSAGES.cardNumber,
    );
    expect(
      paymentProblem({ ...edit, card_number: '5555 5555 5555 4444' }, NOW, { storedCard: true }),
    ).toBe(PAYMENT_MESSAGES.cvv);
  });

  it('keeps stored bank numbers left out of an edit, and asks the ticks only when required', () => {
    const edit = ach({ routing_number: undefined, account_number: null });
    expect(paymentProblem(edit, NOW)).toBe(PAYMENT_MESSAGES.routingNumber);
    const stored = { storedRoutingNumber: true, storedAccountNumber: true };
    expect(paymentProblem(edit, NOW, stored)).toBeNull();
    const unticked = { ...edit, ach_authorization: false, account_ownership: false };
    expect(paymentProblem(unticked, NOW, stored)).toBe(PAYMENT_MESSAGES.achAuthorization);
    expect(
      paymentProblem(unticked, NOW, { ...stored, achAuthorizationRequired: false }),
    ).toBeNull();
  });

  it('reads a billing e-mail as the form does: the same rule as the payload check', () => {
    expect(billingEmailValid(' ap@lindqvist.example ')).toBe(true);
    for (const email of ['nobody', 'ap@lindqvist', 'a p@x.example', '@x.example']) {
      expect(billingEmailValid(email)).toBe(false);
      expect(paymentProblem(card({ billing_email: email }), NOW)).toBe(
        PAYMENT_MESSAGES.billingEmail,
      );
    }
  });
});
