import { createRequire } from 'node:module';
import { createRootLogger } from './logger';
import { RequestLogger, requestLoggerFactory } from './request-logger';

/** The copy of fastify that Nest's adapter runs, as bootstrap.ts uses it. */
const fastify = createRequire(require.resolve('@nestjs/platform-fastify'))(
  'fastify',
) as typeof import('fastify').default;

function capturedRoot(level: 'info' | 'warn' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const root = createRootLogger(level, {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  const child = jest.spyOn(root, 'child');
  return { root, lines, child };
}

describe('RequestLogger', () => {
  it('makes its child at the first line, once, and writes through it: bound fields, redaction', () => {
    const { root, lines, child } = capturedRoot();
    const log = requestLoggerFactory(root, { reqId: 'req-1' }, {});
    expect(child).not.toHaveBeenCalled();

    log.info({ event: 'one', password: 'hunter2-secret' }, 'first');
    log.warn('second');
    log.debug('not at this level');

    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        service: 'api',
        reqId: 'req-1',
        event: 'one',
        password: '[redacted]',
        msg: 'first',
      }),
      expect.objectContaining({ level: 'warn', reqId: 'req-1', msg: 'second' }),
    ]);
  });

  it('answers its level without making the child, and takes a level of its own', () => {
    const { root, lines, child } = capturedRoot('warn');
    const log = new RequestLogger(root, { reqId: 'req-2' }, {});
    expect(log.level).toBe('warn');
    expect(new RequestLogger(root, {}, { level: 'error' }).level).toBe('error');
    expect(child).not.toHaveBeenCalled();

    log.level = 'info';
    log.info('now written');
    expect(log.isLevelEnabled('info')).toBe(true);
    expect(root.isLevelEnabled('info')).toBe(false);
    expect(log.bindings()).toEqual({ service: 'api', reqId: 'req-2' });
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-2', msg: 'now written' })]);
  });

  it('is what Fastify gives a request: no child for a request that writes nothing', async () => {
    const { root, lines, child } = capturedRoot();
    const app = fastify({
      loggerInstance: root,
      disableRequestLogging: true,
      childLoggerFactory: requestLoggerFactory as never,
    });
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/logs', async (request) => {
      request.log.info({ event: 'handled' }, 'handled');
      return { ok: true };
    });
    try {
      await app.ready();
      child.mockClear(); // Fastify's own logger for the server, made once at the start
      expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
      expect(child).not.toHaveBeenCalled();

      const answer = await app.inject({ url: '/logs', headers: { 'x-request-id': 'ignored' } });
      expect(answer.statusCode).toBe(200);
      expect(child).toHaveBeenCalledTimes(1);
      expect(lines).toEqual([
        expect.objectContaining({ event: 'handled', reqId: expect.any(String) }),
      ]);
    } finally {
      await app.close();
    }
  });
});
