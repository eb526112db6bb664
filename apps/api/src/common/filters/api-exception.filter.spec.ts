import {
  BadRequestException,
  HttpException,
  Logger,
  NotFoundException,
  type ArgumentsHost,
} from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { MESSAGES } from '@consult/domain';
import { DATABASE_RETRY_AFTER_SECONDS } from '../errors/database-unavailable';
import { DomainError } from '../errors/domain-error';
import { ApiExceptionFilter } from './api-exception.filter';

/** A driver error as mysql2, Node's sockets or better-sqlite3 raise it. */
function driverError(message: string, fields: { code?: string; errno?: number }): Error {
  return Object.assign(new Error(message), { fatal: true, ...fields });
}

/** What the filter sends: status, headers and body, through a fake Fastify reply. */
function send(filter: ApiExceptionFilter, exception: unknown) {
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const reply = {
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    status(status: number) {
      sent.status = status;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  const host = {
    switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({}) }),
  } as unknown as ArgumentsHost;
  filter.catch(exception, host);
  return sent;
}

describe('ApiExceptionFilter', () => {
  const filter = new ApiExceptionFilter();

  it.each([
    ['BAD_REQUEST', 400, 'Bad Request'],
    ['UNAUTHENTICATED', 401, 'Unauthorized'],
    ['FORBIDDEN', 403, 'Forbidden'],
    ['NOT_FOUND', 404, 'Not Found'],
    ['CONFLICT', 409, 'Conflict'],
    ['UNSUPPORTED_MEDIA_TYPE', 415, 'Unsupported Media Type'],
    ['RATE_LIMITED', 429, 'Too Many Requests'],
    ['UNAVAILABLE', 503, 'Service Unavailable'],
  ] as const)('maps %s to %d', (code, statusCode, error) => {
    expect(filter.toBody(new DomainError(code, 'Message'))).toEqual({
      statusCode,
      error,
      message: 'Message',
    });
  });

  it('keeps field messages', () => {
    const body = filter.toBody(
      new DomainError('CONFLICT', MESSAGES.emailTaken, { fields: { email: MESSAGES.emailTaken } }),
    );
    expect(body.fields).toEqual({ email: MESSAGES.emailTaken });
  });

  it('answers framework errors with their status and a plain message', () => {
    expect(filter.toBody(new NotFoundException('Cannot GET /api/x'))).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: MESSAGES.notFound,
    });
    expect(
      filter.toBody(
        new HttpException(
          "Body is not valid JSON but content-type is set to 'application/json'",
          400,
        ),
      ).message,
    ).toBe(MESSAGES.malformedJson);
    expect(filter.toBody(new BadRequestException('Bad thing')).message).toBe('Bad thing');
  });

  it('hides unknown errors behind a generic 500, and logs them', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const body = filter.toBody(new Error('Cannot read properties of undefined password=hunter2'));
    expect(body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: MESSAGES.internal,
    });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'request.unhandled_error' }),
    );
    logged.mockRestore();
  });

  it('logs a database error without its query parameters', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const error = Object.assign(new Error('Duplicate entry'), {
      query: 'INSERT INTO users ...',
      parameters: ['$argon2id$v=19$m=19456,t=2,p=1$secret-hash'],
    });
    filter.toBody(error);
    expect(JSON.stringify(logged.mock.calls)).toContain('Duplicate entry');
    expect(JSON.stringify(logged.mock.calls)).not.toContain('secret-hash');
    logged.mockRestore();
  });

  describe('when the database cannot be reached', () => {
    let warned: jest.SpyInstance;
    let errored: jest.SpyInstance;
    beforeEach(() => {
      warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      errored = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => jest.restoreAllMocks());

    const unavailable = {
      statusCode: 503,
      error: 'Service Unavailable',
      message: MESSAGES.serviceUnavailable,
    };

    it.each([
      [
        'the server refuses connections',
        driverError('connect ECONNREFUSED 127.0.0.1:3306', { code: 'ECONNREFUSED', errno: -111 }),
      ],
      ['connecting times out', driverError('connect ETIMEDOUT', { code: 'ETIMEDOUT' })],
      ['the connection is reset', driverError('read ECONNRESET', { code: 'ECONNRESET' })],
      ['the host is unknown', driverError('getaddrinfo ENOTFOUND db', { code: 'ENOTFOUND' })],
      [
        'the connection is lost mid-query',
        driverError('Connection lost: The server closed the connection.', {
          code: 'PROTOCOL_CONNECTION_LOST',
        }),
      ],
      [
        'a query is sent on a dead connection',
        driverError("Can't add new command when connection is in closed state", {}),
      ],
      [
        'the server is shutting down',
        driverError('Server shutdown in progress', { code: 'ER_SERVER_SHUTDOWN', errno: 1053 }),
      ],
      [
        'the server has no free connection',
        driverError('Too many connections', { code: 'ER_CON_COUNT_ERROR', errno: 1040 }),
      ],
      ['the server killed the connection', driverError('Connection was killed', { errno: 1927 })],
      ['the server went away', driverError('MySQL server has gone away', { errno: 2006 })],
      ['the pool is closed', driverError('Pool is closed.', {})],
      [
        'SQLite is locked by another writer',
        driverError('database is locked', { code: 'SQLITE_BUSY' }),
      ],
    ])('answers 503 with Retry-After when %s', (_case, error) => {
      expect(send(filter, error)).toEqual({
        status: 503,
        headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
        body: unavailable,
      });
    });

    it('sees through TypeORM, which wraps the driver error in a QueryFailedError', () => {
      const wrapped = new QueryFailedError(
        'SELECT 1',
        [],
        driverError('Connection lost: The server closed the connection.', {
          code: 'PROTOCOL_CONNECTION_LOST',
        }),
      );
      expect(send(filter, wrapped).status).toBe(503);
      expect(send(filter, new Error('Session load failed', { cause: wrapped })).status).toBe(503);
    });

    it('logs a warning without the query parameters or the stack, never an error', () => {
      const error = Object.assign(driverError('connect ECONNREFUSED', { code: 'ECONNREFUSED' }), {
        parameters: ['secret-session-data'],
      });
      filter.toBody(error);
      expect(warned).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'request.database_unavailable' }),
      );
      expect(JSON.stringify(warned.mock.calls)).not.toContain('secret-session-data');
      expect(JSON.stringify(warned.mock.calls)).not.toContain('"stack"');
      expect(errored).not.toHaveBeenCalled();
    });

    it.each([
      ['a duplicate key', driverError('Duplicate entry', { code: 'ER_DUP_ENTRY', errno: 1062 })],
      [
        'a syntax error',
        driverError('You have an error in your SQL syntax', {
          code: 'ER_PARSE_ERROR',
          errno: 1064,
        }),
      ],
      [
        'a constraint',
        driverError('FOREIGN KEY constraint failed', { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' }),
      ],
      [
        'a message that only mentions a refused connection',
        new Error('connect ECONNREFUSED 10.0.0.5'),
      ],
    ])('keeps %s a 500: it is a bug, not an outage', (_case, error) => {
      const sent = send(filter, error);
      expect(sent.status).toBe(500);
      expect(sent.headers).toEqual({});
      expect(errored).toHaveBeenCalled();
    });
  });

  it('sends Retry-After for a domain error that carries it', () => {
    const sent = send(
      filter,
      new DomainError('UNAVAILABLE', MESSAGES.serviceUnavailable, { retryAfterSeconds: 10 }),
    );
    expect(sent.status).toBe(503);
    expect(sent.headers).toEqual({ 'Retry-After': '10' });
  });
});
