const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** A count in running text: spelled out up to ten ('five'), digits above ('35'). */
export function countInWords(count: number): string {
  return WORDS[count] ?? String(count);
}

/** The same, capitalized to open a sentence ('Five'). */
export function countInWordsCapitalized(count: number): string {
  const words = countInWords(count);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
