import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BODY_SHAPE_LIMITS, MESSAGES } from '@consult/domain';
import { DomainError } from '../errors/domain-error';

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Why a JSON body is refused before it is decoded or parsed, or null: more entries (object members
 * and array items, counted over the whole body) than any request of ours carries, or deeper
 * nesting. One pass over the body's bytes (JSON's structure is ASCII, and no byte of a multi-byte
 * UTF-8 character is), outside strings, that stops at the first excess: a 1 MB body of 75,000 keys
 * is refused after its first 500, and 2,000 nested arrays after 33 brackets, so such a body costs
 * no more than a small one, and far less than JSON.parse building it would (docs/security.md,
 * "Hostile bodies"). A body that is not JSON at all is left to the parser.
 */
export function jsonShapeProblem(
  body: Uint8Array,
  limits: { maxEntries: number; maxDepth: number } = BODY_SHAPE_LIMITS,
): string | null {
  let entries = 0;
  let depth = 0;
  // Just after an opening bracket: its first entry, if any, is counted where it starts.
  let opened = false;
  for (let index = 0; index < body.length; index++) {
    const byte = body[index];
    if (byte === SPACE || byte === LF || byte === CR || byte === TAB) continue;
    const closing = byte === CLOSE_ARRAY || byte === CLOSE_OBJECT;
    if (opened && !closing) entries += 1;
    opened = false;
    if (byte === QUOTE) {
      // Skip the string (what it holds is no structure) at native speed: to the next quote that
      // an odd run of backslashes does not escape. An unterminated one is the parser's to refuse.
      let end = body.indexOf(QUOTE, index + 1);
      while (end !== -1 && escaped(body, end)) end = body.indexOf(QUOTE, end + 1);
      if (end === -1) return null;
      index = end;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth += 1;
      if (depth > limits.maxDepth) return MESSAGES.bodyTooDeep(limits.maxDepth);
      opened = true;
    } else if (closing) {
      depth -= 1;
    } else if (byte === COMMA && depth > 0) {
      entries += 1;
    }
    if (entries > limits.maxEntries) return MESSAGES.bodyTooManyFields(limits.maxEntries);
  }
  return null;
}

/** Whether the byte at `at` follows an odd run of backslashes. */
function escaped(body: Uint8Array, at: number): boolean {
  let backslashes = 0;
  for (let index = at - 1; index >= 0 && body[index] === BACKSLASH; index--) backslashes += 1;
  return backslashes % 2 === 1;
}

/**
 * The API's one JSON parser, in place of Fastify's default: the shape check above, then Fastify's
 * own parse (prototype and constructor poisoning refused), so that neither the parser nor any
 * pipe, validator or transformer ever works on an oversized body. A refusal is a 400 with a
 * one-line message through ApiExceptionFilter, like any bad request.
 */
export function registerJsonBodyParser(fastify: FastifyInstance, bodyLimit: number): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit },
    (request: FastifyRequest, body: Buffer, done) => {
      const problem = jsonShapeProblem(body);
      // A refused body is never even decoded as text.
      if (problem === null) return parse(request, body.toString('utf8'), done);
      request.log.warn({ event: 'request.body_refused', reason: problem }, 'Refused a body');
      done(new DomainError('BAD_REQUEST', problem));
    },
  );
}
