/**
 * Typed signatures compared as people mean them (issue 18, docs/decisions.md "Typed signatures"). Both sides are
 * reduced to a key: Unicode NFKC (so "ﬁ" is "fi" and a full-width "Ａ" is "A"), locale-independent
 * case folding, apostrophes dropped (O'Brien, O’Brien and OBrien agree), emoji and symbols dropped,
 * and every other run of non-letters (spaces, hyphens, dots) one separator. Letters, their marks
 * and digits stay: "Zoe" is not "Zoë". What was typed is kept as typed; only the comparison uses
 * the key.
 */

/** Apostrophe-like characters, some of them letters to Unicode (ʼ U+02BC), all dropped. */
const APOSTROPHES = /['\u2018\u2019\u201B\u02BC\u02BB\u02BD\u0060\u00B4\u2032\uFF07]/gu;
/** Emoji, symbols, emoji variation selectors, keycaps and invisible format characters. */
const DROPPED = /[\p{Extended_Pictographic}\p{S}\p{Variation_Selector}\u20E3\p{Cf}]/gu;
/** Anything else that is not a letter, a mark or a digit separates words. */
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * Locale-independent full case folding, close enough for names: upper- then lower-casing maps
 * "ß" and "ẞ" to "ss", with no locale's special rules (no Turkish dotless i). Lower-casing writes
 * a sigma at the end of a word as "ς", so that depends on what follows it, which the key then
 * drops or changes (a sign between "Ⴀ" and "Σ", dropped after folding, gave "ⴀσ", whose own key
 * was "ⴀς"): every sigma folds to "σ",
 * as Unicode's case folding has it. The capital sharp s "ẞ" upper-cases to itself and lower-cases
 * to "ß", whose own key is "ss": every "ß" folds to "ss", as Unicode's full case folding has it.
 */
function foldCase(text: string): string {
  return text.toUpperCase().toLowerCase().replace(/ς/g, 'σ').replace(/ß/g, 'ss');
}

/** More passes than any input has needed (two); a bound, so no input can keep the server busy. */
const MAX_PASSES = 4;

/** One pass of the reduction: normalise, fold, drop, separate. */
function reduce(text: string): string {
  const folded = foldCase(text.normalize('NFKC')).normalize('NFKC');
  return folded.replace(APOSTROPHES, '').replace(DROPPED, '').replace(SEPARATORS, ' ').trim();
}

/**
 * The comparison key of a name or a typed signature: "" when it holds no letter or digit.
 * Dropping a sign can bring together what normalisation joins: a half-width Hangul consonant and
 * vowel with a symbol between them ("ﾡ↊ￂ") reduce to the two jamo "가", which NFKC then writes
 * as the syllable "가". So the key is the reduction repeated until it no longer changes, and keying
 * a key gives the key back. One more pass has been enough for anything found; the bound only keeps
 * hostile input from looping.
 */
export function signatureKey(name: string): string {
  let key = reduce(name);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = reduce(key);
    if (next === key) break;
    key = next;
  }
  return key;
}

/**
 * Whether a typed signature is the signer's name (the one rule of the portal's form and the
 * API's check). A name with no letter or digit matches nothing.
 */
export function sameName(a: string, b: string): boolean {
  const key = signatureKey(a);
  return key !== '' && key === signatureKey(b);
}
