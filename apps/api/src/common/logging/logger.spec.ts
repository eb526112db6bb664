import type { IncomingMessage } from 'node:http';
import { createRootLogger, requestIdFor } from './logger';

describe('logger', () => {
  it('redacts passwords, hashes, cookies and session ids', () => {
    const lines: string[] = [];
    const logger = createRootLogger('info', { write: (line: string) => void lines.push(line) });
    logger.info({
      password: 'hunter2-secret',
      body: { password: 'nested-secret', passwordHash: '$argon2id$abc' },
      sessionId: 'sess-123',
      req: { headers: { cookie: 'sid=abc.def', authorization: 'Basic xyz' } },
    });
    const output = lines.join('');
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

  it('keeps a well-formed X-Request-Id and replaces anything else with a UUID', () => {
    const withHeader = (value?: string) =>
      ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;
    expect(requestIdFor(withHeader('abc-123'))).toBe('abc-123');
    expect(requestIdFor(withHeader('line\nbreak'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(withHeader('x'.repeat(200)))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(withHeader())).toMatch(/^[0-9a-f-]{36}$/);
  });
});
