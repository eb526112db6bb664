import { MESSAGES } from '@consult/domain';
import { sessionIdOf } from './support/cookies';
import { buildUser, createSignedInUser, logIn, registerUser } from './support/factories';
import { ORIGIN, startApp } from './support/test-app';

describe('rate limits', () => {
  it('answers 429 after too many failed sign-ins on one account, even with the right password', async () => {
    const t = await startApp({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '3' });
    try {
      const { input } = await registerUser(t);
      for (let i = 0; i < 3; i++)
        expect((await logIn(t, input.username, 'wrong password')).status).toBe(401);

      const blocked = await logIn(t, input.username, input.password);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: MESSAGES.tooManyAttempts,
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The username's case does not get around it.
      expect((await logIn(t, input.username.toUpperCase(), input.password)).status).toBe(429);

      // Another account is not affected.
      const other = await registerUser(t);
      expect((await logIn(t, other.input.username, other.input.password)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    const t = await startApp({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '3' });
    try {
      const { input } = await registerUser(t);
      for (let i = 0; i < 2; i++) await logIn(t, input.username, 'wrong password');
      expect((await logIn(t, input.username, input.password)).status).toBe(200);
      for (let i = 0; i < 2; i++)
        expect((await logIn(t, input.username, 'wrong password')).status).toBe(401);
      expect((await logIn(t, input.username, input.password)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 429 after too many failed sign-ins from one IP across accounts', async () => {
    const t = await startApp({ LOGIN_RATE_LIMIT_PER_IP: '4' });
    try {
      for (let i = 0; i < 4; i++)
        expect((await logIn(t, `nobody_${i}_${Date.now()}`, 'wrong password')).status).toBe(401);
      const { input } = await registerUser(t);
      expect((await logIn(t, input.username, input.password)).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('answers 429 after too many registrations from one IP', async () => {
    const t = await startApp({ REGISTER_RATE_LIMIT_PER_IP: '2' });
    try {
      await registerUser(t);
      await registerUser(t);
      const response = await t.http().post('/api/register').set('Origin', ORIGIN).send(buildUser());
      expect(response.status).toBe(429);
      expect(response.body.message).toBe(MESSAGES.tooManyAttempts);
    } finally {
      await t.close();
    }
  });

  it('counts per client address behind a trusted proxy (TRUST_PROXY)', async () => {
    const t = await startApp({ LOGIN_RATE_LIMIT_PER_IP: '2', TRUST_PROXY: 'true' });
    try {
      const attempt = (ip: string) =>
        t
          .http()
          .post('/api/login')
          .set('Origin', ORIGIN)
          .set('X-Forwarded-For', ip)
          .send({ username: `nobody_${ip}`, password: 'wrong password' });
      expect((await attempt('203.0.113.7')).status).toBe(401);
      expect((await attempt('203.0.113.7')).status).toBe(401);
      expect((await attempt('203.0.113.7')).status).toBe(429);
      expect((await attempt('198.51.100.9')).status).toBe(401);
      expect(
        t.logs.some(
          (line) => line['event'] === 'auth.login_failed' && line['ip'] === '198.51.100.9',
        ),
      ).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('takes the client address from X-Forwarded-For only from a proxy TRUST_PROXY lists', async () => {
    // The tests connect from 127.0.0.1: listed, it is a proxy; not listed, it is the client.
    for (const [trustProxy, client] of [
      ['10.9.9.9, 127.0.0.1', '203.0.113.7'],
      ['10.9.9.9, 192.168.0.0/16', '127.0.0.1'],
    ] as const) {
      const t = await startApp({ LOGIN_RATE_LIMIT_PER_IP: '100', TRUST_PROXY: trustProxy });
      try {
        // Asked more than once: the answer for each address is remembered (trusted-proxies.ts).
        for (let i = 0; i < 3; i += 1) {
          const response = await t
            .http()
            .post('/api/login')
            .set('Origin', ORIGIN)
            .set('X-Forwarded-For', '203.0.113.7')
            .send({ username: `nobody_${i}`, password: 'wrong password' });
          expect(response.status).toBe(401);
        }
        const failures = t.logs.filter((line) => line['event'] === 'auth.login_failed');
        expect(failures.map((line) => line['ip'])).toEqual([client, client, client]);
      } finally {
        await t.close();
      }
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const t = await startApp({ LOGIN_RATE_LIMIT_PER_IP: '2' });
    try {
      const attempt = (ip: string) =>
        t
          .http()
          .post('/api/login')
          .set('Origin', ORIGIN)
          .set('X-Forwarded-For', ip)
          .send({ username: `nobody_${ip}`, password: 'wrong password' });
      await attempt('203.0.113.1');
      await attempt('203.0.113.2');
      expect((await attempt('203.0.113.3')).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('logs', () => {
  it('record sign-ins, failed sign-ins and registrations with a request id, and never a password or session id', async () => {
    const t = await startApp();
    try {
      const { input, cookie } = await createSignedInUser(t);
      await logIn(t, input.username, 'a wrong password 123');
      await t.http().get('/api/user').set('Cookie', cookie);
      await t.http().post('/api/logout').set('Origin', ORIGIN).set('Cookie', cookie);

      const events = t.logs.filter((line) => typeof line['event'] === 'string');
      const registered = events.find((line) => line['event'] === 'auth.register');
      const signedIn = events.find((line) => line['event'] === 'auth.login');
      const failed = events.find((line) => line['event'] === 'auth.login_failed');
      expect(registered).toMatchObject({ username: input.username, reqId: expect.any(String) });
      expect(signedIn).toMatchObject({
        username: input.username,
        ip: '127.0.0.1',
        reqId: expect.any(String),
      });
      expect(failed).toMatchObject({ username: input.username, ip: '127.0.0.1', level: 'warn' });

      const raw = t.rawLogs();
      expect(raw).not.toContain(input.password);
      expect(raw).not.toContain('a wrong password 123');
      expect(raw).not.toContain(sessionIdOf(cookie));
      expect(raw).not.toContain(cookie);
    } finally {
      await t.close();
    }
  });

  it('record each answered request in one line: its id, method, URL, status and time, and no header', async () => {
    const t = await startApp();
    try {
      const { cookie } = await createSignedInUser(t);
      const answer = await t
        .http()
        .get('/api/user')
        .set('Cookie', cookie)
        .set('X-Request-Id', 'one-line-per-request');
      expect(answer.status).toBe(200);
      const refused = await t.http().get('/api/user').set('X-Request-Id', 'refused-request');
      expect(refused.status).toBe(401);

      const lines = (reqId: string) => t.logs.filter((line) => line['reqId'] === reqId);
      for (const [reqId, statusCode] of [
        ['one-line-per-request', 200],
        ['refused-request', 401],
      ] as const) {
        const [line, ...more] = lines(reqId);
        expect(more).toEqual([]);
        expect(line).toEqual({
          level: 'info',
          time: expect.any(String),
          service: 'api',
          reqId,
          req: {
            method: 'GET',
            url: '/api/user',
            host: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
            remoteAddress: '127.0.0.1',
          },
          res: { statusCode },
          responseTime: expect.any(Number),
          msg: 'request completed',
        });
      }
      expect(t.rawLogs()).not.toContain(sessionIdOf(cookie));
    } finally {
      await t.close();
    }
  });
});
