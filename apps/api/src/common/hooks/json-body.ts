import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BODY_SHAPE_LIMITS, MESSAGES } from '@consult/domain';
import { DomainError } from '../errors/domain-error';

/**
 * Why a parsed JSON body is refused before anything else reads it, or null: more entries (object
 * keys and array items, counted over the whole body) than any request of ours carries, or deeper
 * nesting. The walk is iterative and stops at the first excess, so its cost is bounded by the
 * limits, not by the body: a 1 MB body of 75,000 keys, or of 2,000 nested arrays, costs no more to
 * refuse than a small one (docs/security.md, "Hostile bodies").
 */
export function bodyShapeProblem(
  body: unknown,
  limits: { maxEntries: number; maxDepth: number } = BODY_SHAPE_LIMITS,
): string | null {
  let entries = 0;
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= limits.maxDepth) return MESSAGES.bodyTooDeep(limits.maxDepth);
    const children = Array.isArray(value) ? value : Object.values(value);
    entries += children.length;
    if (entries > limits.maxEntries) return MESSAGES.bodyTooManyFields(limits.maxEntries);
    for (const child of children) {
      if (child !== null && typeof child === 'object')
        pending.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * The API's one JSON parser, in place of Fastify's default: Fastify's own parse (prototype and
 * constructor poisoning refused), then the shape check above, so that no pipe, validator or
 * transformer ever sees an oversized body. A refusal is a 400 with a one-line message through
 * ApiExceptionFilter, like any bad request.
 */
export function registerJsonBodyParser(fastify: FastifyInstance, bodyLimit: number): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (request: FastifyRequest, body: string, done) => {
      parse(request, body, (error, value) => {
        if (error) return done(error);
        const problem = bodyShapeProblem(value);
        if (problem === null) return done(null, value);
        request.log.warn({ event: 'request.body_refused', reason: problem }, 'Refused a body');
        done(new DomainError('BAD_REQUEST', problem));
      });
    },
  );
}
