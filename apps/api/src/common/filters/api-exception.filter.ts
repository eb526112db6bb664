import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type ApiErrorBody } from '@consult/domain';
import { DomainError } from '../errors/domain-error';
import { errorBody } from '../errors/error-body';

/**
 * The one place where errors become HTTP answers: DomainError codes map to statuses, framework
 * HTTP errors (unknown route, malformed JSON, body too large) keep their status with a plain message,
 * and anything else is a 500 with a generic message, logged with its stack.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const reply = context.getResponse<FastifyReply>();
    const request = context.getRequest<FastifyRequest>();
    const body = this.toBody(exception, request);

    if (exception instanceof DomainError && exception.details.retryAfterSeconds !== undefined) {
      void reply.header('Retry-After', String(exception.details.retryAfterSeconds));
    }
    void reply.status(body.statusCode).send(body);
  }

  toBody(exception: unknown, request?: FastifyRequest): ApiErrorBody {
    if (exception instanceof DomainError) {
      return errorBody(exception.status, exception.message, exception.details.fields);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status >= 500) return this.internal(exception, request);
      return errorBody(status, this.httpMessage(status, exception));
    }
    return this.internal(exception, request);
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

  private internal(exception: unknown, request?: FastifyRequest): ApiErrorBody {
    const error = exception instanceof Error ? exception : new Error(String(exception));
    // Only these fields: a database error also carries its query's parameters (hashes, session data).
    const err = {
      type: error.name,
      message: error.message,
      stack: error.stack,
      code: (error as { code?: unknown }).code,
    };
    const details = {
      event: 'request.unhandled_error',
      err,
      method: request?.method,
      url: request?.url,
    };
    // The request's own logger carries the request id.
    if (request?.log) request.log.error(details, 'Unhandled error');
    else this.logger.error(details);
    return errorBody(500, MESSAGES.internal);
  }
}
