import { plainTextMessage } from '@consult/domain';

type TextRule = 'multiline' | 'any';

/** Per DTO prototype, the fields whose text follows another rule than one plain line. */
const RULES = new WeakMap<object, Map<string, TextRule>>();

function ruleDecorator(rule: TextRule): PropertyDecorator {
  return (target, key) => {
    const rules = RULES.get(target) ?? new Map<string, TextRule>();
    rules.set(String(key), rule);
    RULES.set(target, rules);
  };
}

/** A field that may hold several lines (a note, a bio, goals): newlines allowed, nothing else. */
export const MultiLine = (): PropertyDecorator => ruleDecorator('multiline');

/** A password: never shown to anyone, so any character may be in it. */
export const AnyText = (): PropertyDecorator => ruleDecorator('any');

function ruleOf(owner: object, key: string): TextRule | undefined {
  for (let proto = Object.getPrototypeOf(owner); proto; proto = Object.getPrototypeOf(proto)) {
    const rule = RULES.get(proto)?.get(key);
    if (rule) return rule;
  }
  return undefined;
}

/** "clientData.companyName" → "Company name"; "services.0.subServices.1" → "Sub services". */
export function fieldLabel(path: string): string {
  const name =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? path;
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The first text field of a validated DTO (nested DTOs and arrays included) that is not plain
 * text, with its message, or null. Every string of every body and query goes through it (the
 * global validation pipe), so no field can be forgotten: one plain line by default, `@MultiLine()`
 * where a newline belongs, `@AnyText()` for passwords.
 */
export function plainTextFieldProblem(
  value: unknown,
  path = '',
  rule?: TextRule,
): { field: string; message: string } | null {
  if (typeof value === 'string') {
    const message = plainTextMessage(value, fieldLabel(path), { multiline: rule === 'multiline' });
    return message === null ? null : { field: path, message };
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    // An array's items follow the rule of the field that holds the array.
    const childRule = Array.isArray(value) ? rule : ruleOf(value, key);
    if (childRule === 'any') continue;
    const problem = plainTextFieldProblem(child, field, childRule);
    if (problem !== null) return problem;
  }
  return null;
}
