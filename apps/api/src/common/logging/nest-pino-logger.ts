import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/** Nest's own start-up chatter, kept at debug level. */
const QUIET_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

/** Routes Nest's logger (and `new Logger(Context)` in services) to the same pino logger as Fastify. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = contextOf(params);
    this.write(context && QUIET_CONTEXTS.has(context) ? 'debug' : 'info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(
    level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace',
    message: unknown,
    params: unknown[],
  ): void {
    const context = contextOf(params);
    if (message !== null && typeof message === 'object' && !(message instanceof Error)) {
      this.logger[level]({ context, ...(message as Record<string, unknown>) });
      return;
    }
    if (message instanceof Error) {
      this.logger[level]({ context, err: message }, message.message);
      return;
    }
    // Nest passes (message, stack, context) to error().
    const stack =
      level === 'error' && params.length > 1 && typeof params[0] === 'string'
        ? params[0]
        : undefined;
    this.logger[level]({ context, ...(stack ? { stack } : {}) }, String(message));
  }
}

function contextOf(params: unknown[]): string | undefined {
  const last = params[params.length - 1];
  return typeof last === 'string' ? last : undefined;
}
