/**
 * Drafts of the portal's long forms (agreement, NDA, payment details) kept in the tab's
 * sessionStorage so a reload does not lose them (issue 18; docs/decisions.md "Form drafts").
 * Only plain fields are kept: a field whose name says it holds a card, bank account or routing
 * number, a CVV, an expiry date, a signature or a consent is never written, whatever the form
 * asks.
 */

/** Fields never stored, in any form: card and bank numbers, signatures, consents and ticks. */
export const SENSITIVE_FIELD =
  /card.?number|cvv|cvc|security.?code|expiry|routing|account.?number|iban|signature|agree|consent|authori[sz]ation|ownership|password/i;

const PREFIX = 'consult.draft.v1';

/** One draft per signed-in user, per form, per document ("new", an agreement's id...). */
export function draftKey(userId: number | string, form: string, document: string | number) {
  return `${PREFIX}:${userId}:${form}:${document}`;
}

/** The values that may be kept: top-level fields only, sensitive ones left out. */
export function storableValues<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => !SENSITIVE_FIELD.test(name)),
  ) as Partial<T>;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the form works without drafts.
    return null;
  }
}

export function saveDraft<T extends object>(key: string, values: T): void {
  try {
    storage()?.setItem(key, JSON.stringify({ values: storableValues(values) }));
  } catch {
    // Full or refused: the form still works, the draft is simply not kept.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The form's values with the kept draft over them, or null when there is none (or it changes
 * nothing). Only fields the form has, of the same kind, and not sensitive, are taken back.
 */
export function restoredValues<T extends object>(key: string, initialValues: T): T | null {
  let parsed: unknown;
  try {
    const text = storage()?.getItem(key);
    if (!text) return null;
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const kept = (parsed as { values?: unknown } | null)?.values;
  if (!kept || typeof kept !== 'object') return null;
  const initial = initialValues as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...initial };
  let changed = false;
  for (const [name, value] of Object.entries(kept as Record<string, unknown>)) {
    if (!(name in initial) || SENSITIVE_FIELD.test(name)) continue;
    if (sameKind(initial[name], value) && JSON.stringify(initial[name]) !== JSON.stringify(value)) {
      merged[name] = value;
      changed = true;
    }
  }
  return changed ? (merged as T) : null;
}

function sameKind(a: unknown, b: unknown): boolean {
  if (Array.isArray(a)) return Array.isArray(b);
  return typeof a === typeof b && (a === null) === (b === null);
}
