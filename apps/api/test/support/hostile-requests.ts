import fc from 'fast-check';
import { parse as parseQuery } from 'fast-querystring';
import {
  ADMIN_DOWNLOAD_PURPOSES,
  ADMIN_MESSAGES,
  AUDIT_ACTIONS,
  AUDIT_LOG_LIMITS,
  MESSAGES,
} from '@consult/domain';
import type { HostileCase } from './hostile-input';

/*
 * The hostile path segments, request ids and query strings of hostile-input.int-spec.ts, and the
 * rules the API's queries follow, against which every query string is judged.
 */

/** Percent-encodes every byte but the unreserved ones (a lone surrogate becomes U+FFFD). */
export const encodeSegment = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

export const PATH_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '01',
  '+1',
  ' 1',
  '2147483648',
  '99999999999',
  '9'.repeat(400),
  'NaN',
  'null',
  '[1]',
  "1' OR '1'='1",
  '1 OR 1=1',
  '1; DROP TABLE ndas; --',
  '../1',
  '1\r\nSet-Cookie: pwned=1',
  '1\u0000',
  '<script>alert(1)</script>',
  '😀',
  '\u202E1',
  'x'.repeat(20_000), // longer than Node's 16 KB header limit
];

/** Raw (not re-encoded) path segments: broken percent-encoding and traversal. */
export const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%0d%0aSet-Cookie:%20pwned=1',
  '..%2F..%2F',
];

/** Request ids Node lets a client send (no CR, LF, NUL or DEL): spaces, quotes, obs-text, length. */
export const hostileRequestId = fc.oneof(
  fc.constantFrom(
    'trace; rm -rf /',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'é\u00ff\u0080',
    'a'.repeat(8_000),
    '\t',
    'ok-id.123',
  ),
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xfe })
      .map((code) => String.fromCharCode(code === 0x7f ? 0xff : code)),
    maxLength: 60,
  }),
);

type QueryRule = (value: unknown) => string | null;

/** A whole number written in digits (as the API reads a query value), from `min` to `max`. */
const wholeNumber =
  (min: number, max: number, message: string): QueryRule =>
  (value) =>
    typeof value === 'string' &&
    /^\d{1,10}$/.test(value) &&
    Number(value) >= min &&
    Number(value) <= max
      ? null
      : message;

/**
 * The rules of every query the API reads, from the spec: a route that reads a query and is not
 * listed fails the suite, so a new one cannot escape an exact check.
 */
/** One of the listed words (a repeated parameter is a list, and fails). */
const oneOf =
  (values: readonly string[], message: string): QueryRule =>
  (value) =>
    typeof value === 'string' && values.includes(value) ? null : message;

/** The console's PDF routes: `?purpose=print` logs a print instead of a download. */
const DOWNLOAD_RULES = { purpose: oneOf(ADMIN_DOWNLOAD_PURPOSES, ADMIN_MESSAGES.downloadPurpose) };

export const QUERY_RULES: Record<string, Record<string, QueryRule>> = {
  'GET /api/admin/audit-log': {
    limit: wholeNumber(1, AUDIT_LOG_LIMITS.maxLimit, ADMIN_MESSAGES.auditLimit),
    before: wholeNumber(1, 2_147_483_647, ADMIN_MESSAGES.auditBefore),
    action: oneOf(AUDIT_ACTIONS, ADMIN_MESSAGES.auditAction),
    clientId: wholeNumber(1, 2_147_483_647, ADMIN_MESSAGES.auditClient),
  },
  'GET /api/admin/nda/:id/download': DOWNLOAD_RULES,
  'GET /api/admin/consulting-agreement/:id/download': DOWNLOAD_RULES,
  'GET /api/admin/payment-method/:id/download-invoice': DOWNLOAD_RULES,
};

/**
 * What a query must be answered with: parsed as Fastify parses it (a repeated key is a list),
 * accepted when every field is known and valid, else refused with one of the problems' messages.
 */
export function expectedForQuery(
  rules: Record<string, QueryRule>,
  text: string,
): NonNullable<HostileCase['expected']> {
  const messages: string[] = [];
  for (const [key, value] of Object.entries(parseQuery(text) as Record<string, unknown>)) {
    const rule = Object.hasOwn(rules, key) ? rules[key] : undefined;
    const problem = rule ? rule(value) : MESSAGES.unknownField(key === '' ? '""' : key);
    if (problem) messages.push(problem);
  }
  return messages.length > 0 ? { accept: false, messages } : { accept: true };
}
