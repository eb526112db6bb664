import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Where a request came from, as signature evidence records it. */
export interface ClientInfo {
  /** The client's IP address (through the configured trusted proxies). */
  ipAddress: string;
  /** The User-Agent header, at most 500 characters; '' when absent. */
  userAgent: string;
}

export const USER_AGENT_MAX = 500;

export function clientInfoOf(request: FastifyRequest): ClientInfo {
  const header = request.headers['user-agent'];
  const userAgent = (Array.isArray(header) ? header[0] : header) ?? '';
  return { ipAddress: request.ip, userAgent: userAgent.slice(0, USER_AGENT_MAX) };
}

/** The request's IP address and user agent (evidence of a consent or a signature). */
export const CurrentClient = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ClientInfo =>
    clientInfoOf(context.switchToHttp().getRequest<FastifyRequest>()),
);
