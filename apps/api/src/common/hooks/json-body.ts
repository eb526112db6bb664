import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BODY_SHAPE_LIMITS, MESSAGES } from '@consult/domain';
import { DomainError } from '../errors/domain-error';

/**
 * Why a JSON text is refused before it is parsed, or null: more entries (object members and array
 * items, counted over the whole body) than any request of ours carries, or deeper nesting. One
 * pass over the text's structure, outside strings, that stops at the first excess: a 1 MB body of
 * 75,000 keys is refused after its first 500, and 2,000 nested arrays after 33 brackets, so such a
 * body costs no more than a small one, and far less than JSON.parse building it would
 * (docs/security.md, "Hostile bodies"). A text that is not JSON at all is left to the parser.
 */
export function jsonShapeProblem(
  text: string,
  limits: { maxEntries: number; maxDepth: number } = BODY_SHAPE_LIMITS,
): string | null {
  let entries = 0;
  let depth = 0;
  // Just after an opening bracket: its first entry, if any, is counted where it starts.
  let opened = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === ' ' || char === '\n' || char === '\r' || char === '\t') continue;
    const closing = char === ']' || char === '}';
    if (opened && !closing) entries += 1;
    opened = false;
    if (char === '"') {
      // Skip the string (what it holds is no structure) at native speed: to the next quote that
      // an odd run of backslashes does not escape. An unterminated one is the parser's to refuse.
      let end = text.indexOf('"', index + 1);
      while (end !== -1 && escaped(text, end)) end = text.indexOf('"', end + 1);
      if (end === -1) return null;
      index = end;
    } else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > limits.maxDepth) return MESSAGES.bodyTooDeep(limits.maxDepth);
      opened = true;
    } else if (closing) {
      depth -= 1;
    } else if (char === ',' && depth > 0) {
      entries += 1;
    }
    if (entries > limits.maxEntries) return MESSAGES.bodyTooManyFields(limits.maxEntries);
  }
  return null;
}

/** Whether the character at `at` follows an odd run of backslashes. */
function escaped(text: string, at: number): boolean {
  let backslashes = 0;
  for (let index = at - 1; index >= 0 && text[index] === '\\'; index--) backslashes += 1;
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
    { parseAs: 'string', bodyLimit },
    (request: FastifyRequest, body: string, done) => {
      const problem = jsonShapeProblem(body);
      if (problem === null) return parse(request, body, done);
      request.log.warn({ event: 'request.body_refused', reason: problem }, 'Refused a body');
      done(new DomainError('BAD_REQUEST', problem));
    },
  );
}
