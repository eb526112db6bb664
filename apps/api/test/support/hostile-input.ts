import fc from 'fast-check';
import { BODY_SHAPE_LIMITS, MESSAGES } from '@consult/domain';

/*
 * The hostile values and bodies of hostile-input.int-spec.ts: wrong types, missing and unknown
 * fields, huge and empty strings, unicode, control characters, prototype keys, SQL and HTML, and
 * shapes far larger than any request of ours.
 */

const HUGE = 'x'.repeat(100 * 1024);

/** Strings that have broken servers before: each stands for a class of attack or encoding bug. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n',
  HUGE,
  '😀'.repeat(25_000), // 100 KB of four-byte UTF-8
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم',
  '\u202Efdp.exe\u202C', // right-to-left override
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357', // combining marks
  '\u0000',
  'a\u0000b',
  '\u0007\u0008\u001b[2J\u007f',
  '\u2028\u2029',
  '\uD800', // a lone surrogate: not encodable as UTF-8
  '\uFFFE\uFEFF',
  'x\r\nSet-Cookie: pwned=1',
  'ap@example.com\r\nBcc: victim@example.com',
  "' OR 1=1 --",
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'); DROP TABLE users; --",
  '%_\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("return 1")()}}',
  '${7*7}',
  '../../../etc/passwd',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'NaN',
  'null',
  'true',
  '-1',
  '9'.repeat(400),
];

/** Keys no DTO declares: each must be refused as an unknown field, wherever it appears. */
export const UNKNOWN_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'userId',
  'deletedAt',
  'passwordHash',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '',
  'a\u0000b',
  'x'.repeat(1000),
];

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: controlCharacter, minLength: 1, maxLength: 8 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...NASTY_STRINGS.slice(5)))
      .map(([text, nasty]) => `${text}${nasty}${text}`),
  },
);

/** Values of the wrong JSON type for most fields (NaN and Infinity would serialise as null). */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 2, 1e308, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  // Keys no DTO declares, so an object here is never a valid value of a field or a body.
  fc.dictionary(
    fc.string({ maxLength: 5 }).map((key) => `x_${key}`),
    fc.jsonValue({ maxDepth: 2 }),
    { minKeys: 1, maxKeys: 3 },
  ),
);

const hostileValue = fc.oneof(hostileString, wrongType);

/** JSON texts that are malformed or smuggle a prototype; none may be accepted. */
const RAW_BODIES = (valid: string) => [
  '{',
  '{"a":',
  '{"a":1}{"b":2}',
  "{'a': 1}",
  '[1, 2',
  'nul',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`,
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  valid.replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
  valid.replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},'),
  valid.replace(/\}$/, ',"isAdmin":true}'),
];

type JsonPath = Array<string | number>;

const { maxDepth, maxEntries } = BODY_SHAPE_LIMITS;

/** A value nested `depth` levels deep: arrays, objects, or both in turn. */
function nested(depth: number, style: 'array' | 'object' | 'mixed'): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) {
    const array = style === 'array' || (style === 'mixed' && level % 2 === 0);
    value = array ? [value] : { x_a: value };
  }
  return value;
}

/**
 * Shapes no request of ours has, which once cost the API seconds or a 500 (issue 17): nesting far
 * deeper than any DTO, thousands of keys, huge arrays, each within the 256 KiB body limit (beyond
 * it a body is refused unread with 413). Each is refused before it is parsed, with its one-line
 * message.
 */
const oversizedShape: fc.Arbitrary<{ label: string; value: unknown; message: string }> = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: maxDepth + 1, max: 3_000 }),
      fc.constantFrom('array' as const, 'object' as const, 'mixed' as const),
    )
    .map(([depth, style]) => ({
      label: `${style} nested ${depth} deep`,
      value: nested(depth, style),
      message: MESSAGES.bodyTooDeep(maxDepth),
    })),
  fc.integer({ min: maxEntries + 1, max: 15_000 }).map((keys) => ({
    label: `an object of ${keys} keys`,
    value: Object.fromEntries(Array.from({ length: keys }, (_, index) => [`x_${index}`, 1])),
    message: MESSAGES.bodyTooManyFields(maxEntries),
  })),
  fc
    .tuple(fc.integer({ min: maxEntries + 1, max: 40_000 }), fc.constantFrom(0, 'x', null))
    .map(([items, item]) => ({
      label: `an array of ${items} items`,
      value: Array.from({ length: items }, () => item),
      message: MESSAGES.bodyTooManyFields(maxEntries),
    })),
);

/** Numbers whose shortest text is in exponent form: class-validator once threw on `1e-7`. */
const exponentNumber = fc.oneof(
  fc.constantFrom(1e-7, 5e-324, 1e21, 1.5e300, -1e-7, 2.5e-5, 1e-2),
  fc.double({ min: 1e-320, max: 1e-7, noNaN: true }),
  fc.double({ min: 1e21, max: 1e300, noNaN: true }),
);

/** One hostile request: what is sent, and whether any valid request could look like it. */
export interface HostileCase {
  label: string;
  /** The path, every parameter already percent-encoded. */
  path: string;
  /** The raw JSON text, so keys like `__proto__` reach the server as they are written. */
  body?: string;
  requestId?: string;
  /** True when the input is invalid whatever the data: a 2xx for it is a validation hole. */
  mustRefuse: boolean;
  /**
   * What the route must answer, where the suite knows its rules exactly (the audit log's query):
   * accepted, or refused with one of these messages.
   */
  expected?: { accept: true } | { accept: false; messages: string[] };
}

/** Every node of a JSON value with its path (the root left out). */
function nodesOf(value: unknown, path: JsonPath = []): Array<{ path: JsonPath; value: unknown }> {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [
    { path: [...path, key], value: child },
    ...nodesOf(child, [...path, key]),
  ]);
}

const jsonType = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/**
 * A copy of `body` with the node at `path` replaced (or removed when `value` is undefined). Keys
 * are defined as own properties, so `__proto__` stays a key that JSON.stringify writes out.
 */
function withNode(body: unknown, path: JsonPath, value: unknown, remove = false): unknown {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    Object.defineProperty(parent, last, { value, enumerable: true, writable: true });
  }
  return copy;
}

function replaceStrings(value: unknown, replacement: string): unknown {
  if (typeof value === 'string') return replacement;
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, replacement));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceStrings(item, replacement)]),
    );
  return value;
}

/**
 * Hostile bodies built from a valid one: a field replaced, removed, an unknown field added, every
 * string replaced at once, the whole body replaced by a non-object, or a raw malformed text.
 */
export function hostileBodies(
  valid: object,
  dto: boolean,
): fc.Arbitrary<Omit<HostileCase, 'path'>> {
  const nodes = nodesOf(valid);
  const objects = [
    [] as JsonPath,
    ...nodes.filter((node) => jsonType(node.value) === 'object').map((node) => node.path),
  ];
  const validText = JSON.stringify(valid);
  const kinds: Array<fc.Arbitrary<Omit<HostileCase, 'path'>>> = [
    fc
      .tuple(fc.constantFrom(...objects), fc.constantFrom(...UNKNOWN_KEYS), hostileValue)
      .map(([path, key, value]) => ({
        label: `unknown field ${JSON.stringify(key.slice(0, 40))} at ${path.join('.') || 'the top'}`,
        body: JSON.stringify(withNode(valid, [...path, key], value)),
        mustRefuse: true,
      })),
    fc.oneof(hostileString, wrongType).map((value) => ({
      label: `the whole body is ${jsonType(value)}`,
      body: JSON.stringify(value),
      // A body the handler validates itself may be left out (the share routes); JSON null says so.
      mustRefuse: !(value === null && !dto),
    })),
    fc.tuple(fc.constantFrom(...objects), oversizedShape).map(([path, shape]) => ({
      label: `${shape.label} at ${path.join('.') || 'the top'}`,
      body: JSON.stringify(path.length === 0 ? shape.value : withNode(valid, path, shape.value)),
      mustRefuse: true,
      expected: { accept: false, messages: [shape.message] },
    })),
    fc.constantFrom(...RAW_BODIES(validText)).map((text) => ({
      label: `raw text ${JSON.stringify(text.slice(0, 60))}`,
      body: text,
      mustRefuse: true,
    })),
  ];
  if (nodes.length > 0)
    kinds.push(
      hostileString.map((value) => ({
        label: `every string is ${JSON.stringify(value.slice(0, 40))}`,
        body: JSON.stringify(replaceStrings(valid, value)),
        mustRefuse: false,
      })),
      fc.tuple(fc.constantFrom(...nodes), hostileValue).map(([node, value]) => ({
        label: `${node.path.join('.')} = ${JSON.stringify(value)?.slice(0, 60)}`,
        body: JSON.stringify(withNode(valid, node.path, value)),
        // A value of another JSON type than the valid one is never valid (null may clear a field).
        mustRefuse: value !== null && jsonType(value) !== jsonType(node.value),
      })),
      fc.tuple(fc.constantFrom(...nodes), exponentNumber).map(([node, value]) => ({
        label: `${node.path.join('.')} = ${value}`,
        body: JSON.stringify(withNode(valid, node.path, value)),
        mustRefuse: jsonType(node.value) !== 'number',
      })),
      fc.constantFrom(...nodes).map((node) => ({
        label: `${node.path.join('.')} missing`,
        body: JSON.stringify(withNode(valid, node.path, undefined, true)),
        mustRefuse: false,
      })),
    );
  return fc.oneof(...kinds);
}
