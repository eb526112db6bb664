import { readFileSync } from 'node:fs';
import { contractProblem, OPENAPI_FILE, type ObservedResponse } from './support/openapi-contract';
import { servedRoutes } from './support/routes';
import { PRODUCTION_ENV, startApp, type TestApp } from './support/test-app';

/**
 * The OpenAPI document (docs/openapi.json, generated from the code by `api:openapi`), Swagger UI
 * beside it at /api/docs, and the contract check that every suite runs on every response.
 */

const STRICT_POLICY = "default-src 'none';frame-ancestors 'none'";
const committed = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
  openapi: string;
  paths: Record<string, Record<string, { 'x-access': string; security: object[] }>>;
};

/** The schema-breaking variations of a real answer, each with what the check must say. */
const user = {
  id: 7,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  emailVerified: true,
  isAdmin: false,
};
const answer = (overrides: Partial<ObservedResponse>): ObservedResponse => ({
  method: 'GET',
  route: '/api/user',
  url: '/api/user',
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(user),
  ...overrides,
});

describe('Swagger UI, in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ API_DOCS: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is served at /api/docs, with a policy of its own that loads nothing from elsewhere', async () => {
    const response = await t.http().get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('swagger-ui-bundle.js');
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/https?:|\*/);
    expect(response.headers['x-frame-options']).toBe('DENY');

    const script = await t.http().get('/api/docs/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['content-security-policy']).toBe(policy);
  });

  it('serves the committed document, the one the code generates', async () => {
    const response = await t.http().get('/api/docs/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(committed);
    expect(response.body.openapi).toBe('3.1.0');
  });

  it('leaves every other route its strict policy', async () => {
    for (const path of ['/api/health', '/api/session', '/api/docs-not-these']) {
      const response = await t.http().get(path);
      expect(response.headers['content-security-policy']).toBe(STRICT_POLICY);
    }
  });
});

describe('Swagger UI, in production', () => {
  beforeAll(async () => {
    await (await startApp()).close();
  });

  it('is not served unless API_DOCS turns it on', async () => {
    const off = await startApp({ ...PRODUCTION_ENV, API_DOCS: '' });
    try {
      for (const path of ['/api/docs', '/api/docs/openapi.json']) {
        const response = await off.http().get(path).set('X-Forwarded-Proto', 'https');
        expect(response.status).toBe(404);
      }
    } finally {
      await off.close();
    }
    const on = await startApp({ ...PRODUCTION_ENV, API_DOCS: 'true' });
    try {
      const response = await on.http().get('/api/docs').set('X-Forwarded-Proto', 'https');
      expect(response.status).toBe(200);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    } finally {
      await on.close();
    }
  });
});

describe('the document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('describes every route the app serves, with the access its guard applies', () => {
    const documented = Object.entries(committed.paths).flatMap(([path, item]) =>
      Object.entries(item).map(
        ([method, operation]) => `${method.toUpperCase()} ${path} ${operation['x-access']}`,
      ),
    );
    const access = { public: 'public', session: 'signed-in', admin: 'admin' } as const;
    const served = servedRoutes(t.app).map(
      (route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')} ${access[route.access]}`,
    );
    expect(documented.sort()).toEqual(served.sort());
    for (const item of Object.values(committed.paths)) {
      for (const operation of Object.values(item)) {
        expect(operation.security).toEqual(
          operation['x-access'] === 'public' ? [] : [{ session: [] }],
        );
      }
    }
  });
});

describe('the contract check run on every response', () => {
  it('accepts an answer that matches its schema', () => {
    expect(contractProblem(answer({}))).toBeNull();
  });

  it('refuses a missing required field, an extra field and a wrong type', () => {
    const withoutIsAdmin: Partial<typeof user> = { ...user };
    delete withoutIsAdmin.isAdmin;
    expect(contractProblem(answer({ body: JSON.stringify(withoutIsAdmin) }))).toMatch(
      /must have required property 'isAdmin'/,
    );
    expect(
      contractProblem(answer({ body: JSON.stringify({ ...user, passwordHash: 'x' }) })),
    ).toMatch(/must NOT have additional properties: "passwordHash"/);
    expect(contractProblem(answer({ body: JSON.stringify({ ...user, id: '7' }) }))).toMatch(
      /\/id must be number/,
    );
  });

  it('refuses a status the route does not document, and a body or media type it does not have', () => {
    expect(contractProblem(answer({ status: 418 }))).toMatch(
      /a status that docs\/openapi.json does not list/,
    );
    expect(
      contractProblem(
        answer({ method: 'POST', route: '/api/logout', url: '/api/logout', status: 204 }),
      ),
    ).toMatch(/with a body, where the document has none/);
    expect(contractProblem(answer({ contentType: 'text/html' }))).toMatch(
      /Content-Type "text\/html"/,
    );
  });

  it('checks an error body against ApiErrorBody, and a PDF by its media type only', () => {
    const error = { statusCode: 401, error: 'Unauthorized', message: 'Not authenticated' };
    expect(contractProblem(answer({ status: 401, body: JSON.stringify(error) }))).toBeNull();
    expect(
      contractProblem(answer({ status: 401, body: JSON.stringify({ ...error, stack: '…' }) })),
    ).toMatch(/"stack"/);
    const pdf = { route: '/api/nda/:id/download', url: '/api/nda/1/download' };
    expect(
      contractProblem(
        answer({ ...pdf, contentType: 'application/pdf', body: Buffer.from('%PDF') }),
      ),
    ).toBeNull();
  });

  it('refuses a route the document does not have', () => {
    expect(contractProblem(answer({ route: '/api/secret', url: '/api/secret' }))).toMatch(
      /is not in docs\/openapi.json/,
    );
  });
});
