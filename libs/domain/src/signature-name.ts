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
 * as Unicode's case folding has it.
 */
function foldCase(text: string): string {
  return text.toUpperCase().toLowerCase().replace(/ς/g, 'σ');
}

/** The comparison key of a name or a typed signature: "" when it holds no letter or digit. */
export function signatureKey(name: string): string {
  const folded = foldCase(name.normalize('NFKC')).normalize('NFKC');
  return folded.replace(APOSTROPHES, '').replace(DROPPED, '').replace(SEPARATORS, ' ').trim();
}

/**
 * Whether a typed signature is the signer's name (the one rule of the portal's form and the
 * API's check). A name with no letter or digit matches nothing.
 */
export function sameName(a: string, b: string): boolean {
  const key = signatureKey(a);
  return key !== '' && key === signatureKey(b);
}
