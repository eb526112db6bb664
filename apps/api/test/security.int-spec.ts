import { DEFAULT_APP_URLS, MESSAGES } from '@consult/domain';
import { buildUser, createSignedInUser, logIn, registerUser } from './support/factories';
import { fillPath, servedRoutes } from './support/routes';
import { FOREIGN_ORIGIN, ORIGIN, originFor } from './support/test-app';
import { useTestApp } from './support/suite';

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cache-control',
] as const;

function pickSecurityHeaders(headers: Record<string, string>) {
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));
}

describe('headers on every answer', () => {
  const t = useTestApp();

  it.each([
    ['GET /api/health', () => t.http().get('/api/health')],
    ['GET /api/user (401)', () => t.http().get('/api/user')],
    ['GET /api/nowhere (404)', () => t.http().get('/api/nowhere')],
    [
      'POST /api/login from a foreign origin (403)',
      () => t.http().post('/api/login').set('Origin', FOREIGN_ORIGIN).send({}),
    ],
  ])('%s carries the security headers and Cache-Control: no-store', async (_label, send) => {
    const response = await send();
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
    // HSTS only in production.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('are on the answer of every route the app serves, signed in or not, refused or not', async () => {
    const expectHeaders = (key: string, headers: Record<string, string>) =>
      expect({ key, ...pickSecurityHeaders(headers) }).toEqual({
        key,
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'DENY',
        'cache-control': 'no-store',
      });
    const { cookie } = await createSignedInUser(t);
    const routes = servedRoutes(t.app);
    for (const route of routes) {
      const path = fillPath(route, () => '1');
      for (const session of [undefined, cookie]) {
        const request = t
          .http()
          [route.method.toLowerCase() as 'get'](path)
          .set('Origin', originFor(route.path));
        if (session) request.set('Cookie', session);
        const response = await (route.method === 'GET' ? request : request.send({}));
        expectHeaders(`${route.key} (${response.status})`, response.headers);
      }
    }
    console.log(
      `Security headers: checked on ${routes.length * 2} answers of ${routes.length} routes`,
    );
  });

  it('gives each request an id, and echoes a well-formed incoming X-Request-Id', async () => {
    const generated = await t.http().get('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.http().get('/api/health').set('X-Request-Id', 'trace-abc.123');
    expect(echoed.headers['x-request-id']).toBe('trace-abc.123');
    const replaced = await t.http().get('/api/health').set('X-Request-Id', 'bad id\twith spaces');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown route with 404 and the error body', async () => {
    const response = await t.http().get('/api/nowhere');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: MESSAGES.notFound,
    });
  });
});

describe('CORS', () => {
  const t = useTestApp();

  it.each(Object.values(DEFAULT_APP_URLS))(
    'answers the app origin %s with credentials on a session route',
    async (origin) => {
      const response = await t.http().get('/api/user').set('Origin', origin);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(response.headers['vary']).toMatch(/Origin/);
      // A download's file name is readable by the apps on their own origins.
      expect(response.headers['access-control-expose-headers']).toMatch(/Content-Disposition/);
    },
  );

  it('gives a foreign origin no Access-Control-Allow-Origin (neither * nor a reflection)', async () => {
    const response = await t.http().get('/api/user').set('Origin', FOREIGN_ORIGIN);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/Origin/);
  });

  it.each(Object.values(DEFAULT_APP_URLS))(
    'gives no app (here %s) CORS on the health checks, which no app calls',
    async (origin) => {
      const response = await t.http().get('/api/health').set('Origin', origin);
      expect(response.status).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('answers a preflight from an app origin, and not from a foreign one', async () => {
    const allowed = await t
      .http()
      .options('/api/profile')
      .set('Origin', ORIGIN)
      .set('Access-Control-Request-Method', 'PATCH')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(allowed.headers['access-control-allow-methods']).toContain('PATCH');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');

    const foreign = await t
      .http()
      .options('/api/profile')
      .set('Origin', 'http://localhost:4201.evil.example')
      .set('Access-Control-Request-Method', 'PATCH');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('cross-site request forgery defence', () => {
  const t = useTestApp();

  it.each([
    ['a foreign origin', FOREIGN_ORIGIN],
    ['a sibling subdomain', 'http://localhost:4201.evil.example'],
    ['the opaque origin "null"', 'null'],
    ['another port of localhost', 'http://localhost:5173'],
  ])('refuses a login from %s with 403', async (_label, origin) => {
    const { input } = await registerUser(t);
    const response = await t
      .http()
      .post('/api/login')
      .set('Origin', origin)
      .send({ username: input.username, password: input.password });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: MESSAGES.forbiddenOrigin,
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a state-changing request without an Origin header', async () => {
    const input = buildUser();
    const response = await t.http().post('/api/register').send(input);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.forbiddenOrigin);
    // Nothing was created.
    expect((await logIn(t, input.username, input.password)).status).toBe(401);
  });

  it('refuses a foreign PATCH of the profile and changes nothing', async () => {
    const { cookie } = await createSignedInUser(t);
    const response = await t
      .http()
      .patch('/api/profile')
      .set('Origin', FOREIGN_ORIGIN)
      .set('Cookie', cookie)
      .send({ title: 'Pwned' });
    expect(response.status).toBe(403);
    expect((await t.http().get('/api/profile').set('Cookie', cookie)).body.title).toBeNull();
  });

  it('refuses a logout without an Origin; the session stays', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await t.http().post('/api/logout').set('Cookie', cookie)).status).toBe(403);
    expect((await t.http().get('/api/user').set('Cookie', cookie)).status).toBe(200);
  });

  it.each(Object.values(DEFAULT_APP_URLS))(
    'accepts requests from the app origin %s',
    async (origin) => {
      const { input } = await registerUser(t);
      const response = await t
        .http()
        .post('/api/login')
        .set('Origin', origin)
        .send({ username: input.username, password: input.password });
      expect(response.status).toBe(200);
    },
  );

  it.each([
    ['a form post', 'application/x-www-form-urlencoded', 'username=a&password=b'],
    ['plain text', 'text/plain', '{"username":"a","password":"b"}'],
    [
      'multipart',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    ],
  ])('refuses %s body with 415', async (_label, contentType, body) => {
    const response = await t
      .http()
      .post('/api/login')
      .set('Origin', ORIGIN)
      .set('Content-Type', contentType)
      .send(body);
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: MESSAGES.jsonRequired,
    });
  });

  it('accepts JSON with a charset parameter', async () => {
    const { input } = await registerUser(t);
    const response = await t
      .http()
      .post('/api/login')
      .set('Origin', ORIGIN)
      .set('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ username: input.username, password: input.password }));
    expect(response.status).toBe(200);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t
      .http()
      .post('/api/login')
      .set('Origin', ORIGIN)
      .set('Content-Type', 'application/json')
      .send('{"username": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: MESSAGES.malformedJson,
    });
  });

  it('changes no state over GET (there is no GET logout)', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await t.http().get('/api/logout').set('Cookie', cookie)).status).toBe(404);
    expect((await t.http().get('/api/user').set('Cookie', cookie)).status).toBe(200);
  });
});
