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
  return `${count.toLocaleString('en-US')} ${pluralWord(count, one, many)}`;
}
