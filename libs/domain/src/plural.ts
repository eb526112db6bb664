/**
 * Counts in words, as English writes them: "1 document", "0 documents", "2 stories". The form is
 * chosen by the platform's plural rules (Intl.PluralRules), so the rule lives in one place.
 */

const rules = new Intl.PluralRules('en-US');

/** The word's form for a count: `one` for 1, `many` (the word plus "s" unless given) otherwise. */
export function pluralWord(count: number, one: string, many = `${one}s`): string {
  return rules.select(count) === 'one' ? one : many;
}

/** "1 document", "3 documents", "1 story", "2 stories" (the count as digits, with separators). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${countDigits(count)} ${pluralWord(count, one, many)}`;
}

/**
 * A count as `toLocaleString('en-US')` writes it ("1,500"). A whole number is grouped here:
 * the first use of Intl's number formatting loads its locale data, which cost a phone about 150 ms
 * of the stories page's hydration for its "Show 12 stories" button (issue 19). Anything else (a
 * fraction, -0, a number past 2^53) is left to Intl.
 */
function countDigits(count: number): string {
  if (!Number.isSafeInteger(count) || Object.is(count, -0)) return count.toLocaleString('en-US');
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
