import { EMAIL_VERIFICATION_TOKEN_PATTERN, mixesScripts, scriptsOf } from './email-verification';

describe('mixesScripts (UTS #39 "Highly Restrictive", label by label)', () => {
  it('refuses a Latin label with a Cyrillic look-alike in it', () => {
    // U+0430 CYRILLIC SMALL LETTER A in place of the Latin "a".
    expect(mixesScripts('p\u0430ypal@example.com')).toBe(true);
    expect(mixesScripts('billing@p\u0430ypal.com')).toBe(true);
    // U+03BF GREEK SMALL LETTER OMICRON in place of "o".
    expect(mixesScripts('j\u03bfhn@example.com')).toBe(true);
    expect(scriptsOf('p\u0430ypal')).toEqual(new Set(['Latin', 'Cyrillic']));
  });

  it('accepts ordinary addresses, digits and punctuation included', () => {
    for (const address of [
      'ada.lovelace@example.com',
      'client_42+invoices@mail.example.co.uk',
      'o’brien@example.ie',
      'x@xn--80ak6aa92e.com',
    ]) {
      expect(mixesScripts(address)).toBe(false);
    }
  });

  it('accepts a label written wholly in one script, Cyrillic or Greek included', () => {
    expect(mixesScripts('иван@example.com')).toBe(false);
    expect(mixesScripts('иван@пример.рф')).toBe(false);
    expect(mixesScripts('αλέξης@example.gr')).toBe(false);
    // Each label is judged alone: a Cyrillic local part beside a Latin domain is not a mix.
    expect(mixesScripts('почта@example.com')).toBe(false);
  });

  it('accepts Latin with Han and Kana, Bopomofo or Hangul, as "Highly Restrictive" does', () => {
    expect(mixesScripts('tanaka東京ひらがなカタカナ@example.jp')).toBe(false);
    expect(mixesScripts('kim서울@example.kr')).toBe(false);
    expect(mixesScripts('li北京ㄅ@example.cn')).toBe(false);
    // …but not Hangul with Kana, nor Latin with Han and Cyrillic.
    expect(mixesScripts('서울ひ@example.com')).toBe(true);
    expect(mixesScripts('li北京ж@example.com')).toBe(true);
  });
});

describe('EMAIL_VERIFICATION_TOKEN_PATTERN', () => {
  it('is 32 bytes in base64url and nothing else', () => {
    expect(EMAIL_VERIFICATION_TOKEN_PATTERN.test('a'.repeat(43))).toBe(true);
    expect(EMAIL_VERIFICATION_TOKEN_PATTERN.test('a'.repeat(42))).toBe(false);
    expect(EMAIL_VERIFICATION_TOKEN_PATTERN.test(`${'a'.repeat(42)}=`)).toBe(false);
    expect(EMAIL_VERIFICATION_TOKEN_PATTERN.test(`${'a'.repeat(42)}/`)).toBe(false);
  });
});
