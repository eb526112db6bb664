import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@consult/domain';
import { errorBody } from '../errors/error-body';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method.toUpperCase());
}

export function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

export function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';', 1)[0].trim().toLowerCase() === 'application/json';
}

/**
 * Cross-site request forgery defence (DECISIONS §5), before any body is parsed or session loaded:
 * every POST/PUT/PATCH/DELETE must carry an Origin header naming one of the three apps (403
 * otherwise), and a body must be JSON (415 otherwise), which a cross-site form cannot send.
 */
export function registerRequestGuards(
  fastify: FastifyInstance,
  allowedOrigins: readonly string[],
): void {
  const allowed = new Set(allowedOrigins);
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isStateChanging(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) {
      request.log.warn(
        { event: 'request.forbidden_origin', origin: origin ?? null },
        'Rejected a request from a foreign origin',
      );
      return reply.code(403).send(errorBody(403, MESSAGES.forbiddenOrigin));
    }
    if (hasBody(request) && !isJson(request.headers['content-type'])) {
      return reply.code(415).send(errorBody(415, MESSAGES.jsonRequired));
    }
  });
}

/** Every answer: `Cache-Control: no-store` (API data is per user) and the request id echoed back. */
export function registerResponseHeaders(fastify: FastifyInstance): void {
  fastify.addHook(
    'onSend',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      void reply.header('Cache-Control', 'no-store');
      void reply.header('X-Request-Id', request.id);
      return payload;
    },
  );
}
