import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../../config/app-config';

/**
 * Card and bank fields (req RULES-5), in the payload's snake_case and in camelCase: never in a
 * log line, at the top of a logged object or up to two objects deep (`{ body: { cvv } }`,
 * `{ req: { body: { card_number } } }`).
 */
const PAYMENT_SECRETS = [
  'card_number',
  'cardNumber',
  'cvv',
  'routing_number',
  'routingNumber',
  'account_number',
  'accountNumber',
];

/**
 * Never in a log line: passwords, password hashes, cookies (they carry the session id), Set-Cookie,
 * Authorization, session ids, card numbers, CVVs, routing and account numbers. Fastify's request
 * serializer logs only method, url, host and address (never a body); these paths are a second net
 * for anything logged by hand.
 */
export const REDACT_PATHS = [
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'sessionId',
  '*.sessionId',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  ...PAYMENT_SECRETS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

export function createRootLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours a well-formed incoming X-Request-Id (from a proxy or a caller); otherwise a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
    ? incoming
    : randomUUID();
}
