import { BadRequestException, HttpException, Logger, NotFoundException } from '@nestjs/common';
import { MESSAGES } from '@consult/domain';
import { DomainError } from '../errors/domain-error';
import { ApiExceptionFilter } from './api-exception.filter';

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
    const body = filter.toBody(new Error('connect ECONNREFUSED 10.0.0.5:3306 password=hunter2'));
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
});
