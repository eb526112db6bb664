import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type ApiErrorBody } from '@consult/domain';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from '../errors/database-unavailable';
import { DomainError } from '../errors/domain-error';
import { errorBody } from '../errors/error-body';
import { RequestDeadlineExceeded } from '../hooks/request-deadline';

/** What an error is answered with: its body, and Retry-After when the client may try again. */
export interface ErrorAnswer {
  body: ApiErrorBody;
  retryAfterSeconds?: number;
}

/**
 * The one place where errors become HTTP answers: DomainError codes map to statuses, framework
 * HTTP errors (unknown route, malformed JSON, body too large) keep their status with a plain message,
 * a database that cannot be reached (down, restarting, dropped the connection, locked) is a 503
 * with Retry-After, and anything else is a 500 with a generic message, logged with its stack.
 * Nest sends errors thrown in Fastify hooks (the session store) here too.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const reply = context.getResponse<FastifyReply>();
    const request = context.getRequest<FastifyRequest>();
    const { body, retryAfterSeconds } = this.answer(exception, request);

    if (retryAfterSeconds !== undefined) {
      void reply.header('Retry-After', String(retryAfterSeconds));
    }
    void reply.status(body.statusCode).send(body);
  }

  toBody(exception: unknown, request?: FastifyRequest): ApiErrorBody {
    return this.answer(exception, request).body;
  }

  answer(exception: unknown, request?: FastifyRequest): ErrorAnswer {
    if (exception instanceof DomainError) {
      return {
        body: errorBody(exception.status, exception.message, exception.details.fields),
        retryAfterSeconds: exception.details.retryAfterSeconds,
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status >= 500) return { body: this.internal(exception, request) };
      return { body: errorBody(status, this.httpMessage(status, exception)) };
    }
    if (exception instanceof RequestDeadlineExceeded) {
      return {
        body: this.unavailable(
          'request.deadline_exceeded',
          'The request took longer than its deadline',
          exception,
          request,
        ),
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      };
    }
    if (isDatabaseUnavailable(exception)) {
      return {
        body: this.unavailable(
          'request.database_unavailable',
          'The database cannot be reached',
          exception,
          request,
        ),
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      };
    }
    return { body: this.internal(exception, request) };
  }

  private httpMessage(status: number, exception: HttpException): string {
    if (status === 404) return MESSAGES.notFound;
    const response = exception.getResponse();
    const raw =
      typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const message = Array.isArray(raw)
      ? String(raw[0])
      : typeof raw === 'string'
        ? raw
        : exception.message;
    if (status === 400 && /json/i.test(message)) return MESSAGES.malformedJson;
    if (status === 415) return MESSAGES.jsonRequired;
    return message;
  }

  /**
   * The service cannot answer right now (the database cannot be reached, or the request outlived
   * REQUEST_DEADLINE_MS): logged as a warning without the stack, since it is the state of what the
   * API waits for and not a bug of its own, and answered 503 so the client may try again.
   */
  private unavailable(
    event: string,
    summary: string,
    exception: unknown,
    request?: FastifyRequest,
  ): ApiErrorBody {
    this.log('warn', event, summary, loggedError(exception, false), request);
    return errorBody(503, MESSAGES.serviceUnavailable);
  }

  private internal(exception: unknown, request?: FastifyRequest): ApiErrorBody {
    this.log(
      'error',
      'request.unhandled_error',
      'Unhandled error',
      loggedError(exception, true),
      request,
    );
    return errorBody(500, MESSAGES.internal);
  }

  /** The request's own logger carries the request id; without a request, the filter's logger. */
  private log(
    level: 'warn' | 'error',
    event: string,
    summary: string,
    err: Record<string, unknown>,
    request?: FastifyRequest,
  ): void {
    const details = { event, err, method: request?.method, url: request?.url };
    if (request?.log) request.log[level](details, summary);
    else this.logger[level](details);
  }
}

/** Only these fields: a database error also carries its query's parameters (hashes, session data). */
function loggedError(exception: unknown, withStack: boolean): Record<string, unknown> {
  const error = exception instanceof Error ? exception : new Error(String(exception));
  return {
    type: error.name,
    message: error.message,
    stack: withStack ? error.stack : undefined,
    code: (error as { code?: unknown }).code,
  };
}
