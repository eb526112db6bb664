import { isEmailAddress } from './email';

describe('isEmailAddress', () => {
  it.each(['client@example.com', 'first.last+tag@sub.example.co.uk', 'a@b.io'])(
    'accepts %s',
    (address) => expect(isEmailAddress(address)).toBe(true),
  );

  it.each(['foo@bar', 'foo', '@example.com', 'foo@', 'foo @example.com', 'foo@bar.', ''])(
    'refuses %j',
    (address) => expect(isEmailAddress(address)).toBe(false),
  );

  it('refuses an address over 254 characters and anything not text', () => {
    expect(
      isEmailAddress(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`),
    ).toBe(false);
    expect(isEmailAddress(undefined)).toBe(false);
    expect(isEmailAddress(42)).toBe(false);
  });
});
