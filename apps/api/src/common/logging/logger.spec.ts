import type { IncomingMessage } from 'node:http';
import { createRootLogger, requestIdFor } from './logger';

/**
 * What the lines say, without the time each was written at: a short secret such as a CVV ("987")
 * can be the milliseconds of the time, and the time is no part of what was logged.
 */
function loggedText(lines: string[]): string {
  return lines
    .map((line) => {
      const fields = JSON.parse(line) as Record<string, unknown>;
      delete fields['time'];
      return JSON.stringify(fields);
    })
    .join('\n');
}

describe('logger', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('redacts passwords, hashes, cookies and session ids', () => {
    const lines: string[] = [];
    const logger = createRootLogger('info', { write: (line: string) => void lines.push(line) });
    logger.info({
      password: 'hunter2-secret',
      body: { password: 'nested-secret', passwordHash: '$argon2id$abc' },
      sessionId: 'sess-123',
      req: { headers: { cookie: 'sid=abc.def', authorization: 'Basic xyz' } },
    });
    const output = loggedText(lines);
    for (const secret of [
      'hunter2-secret',
      'nested-secret',
      '$argon2id$abc',
      'sess-123',
      'sid=abc.def',
      'Basic xyz',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[redacted]');
  });

  it('redacts card numbers, CVVs, routing and account numbers wherever a logged object holds them', () => {
    // Written at a time whose milliseconds are the first CVV below (it once failed this way).
    jest.useFakeTimers({ now: new Date('2026-11-29T06:21:35.987Z') });
    const lines: string[] = [];
    const logger = createRootLogger('info', { write: (line: string) => void lines.push(line) });
    logger.info({
      card_number: '4242424242424242',
      cvv: '987',
      body: { card_number: '4000056655665556', cvv: '654', routing_number: '011000015' },
      req: { body: { account_number: '000123456789', cvv: '321' } },
      payment: { cardNumber: '5555555555554444', accountNumber: '000987654321' },
      details: { routingNumber: '021000021' },
      last4: '4242',
    });
    const output = loggedText(lines);
    for (const secret of [
      '4242424242424242',
      '987',
      '4000056655665556',
      '654',
      '011000015',
      '000123456789',
      '321',
      '5555555555554444',
      '000987654321',
      '021000021',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(JSON.parse(output)).toMatchObject({
      card_number: '[redacted]',
      req: { body: { account_number: '[redacted]', cvv: '[redacted]' } },
      last4: '4242',
    });
  });

  it('keeps a well-formed X-Request-Id and replaces anything else with a UUID', () => {
    const withHeader = (value?: string) =>
      ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;
    expect(requestIdFor(withHeader('abc-123'))).toBe('abc-123');
    expect(requestIdFor(withHeader('line\nbreak'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(withHeader('x'.repeat(200)))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(withHeader())).toMatch(/^[0-9a-f-]{36}$/);
  });
});
