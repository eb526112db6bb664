import { DEFAULT_APP_URLS, MESSAGES } from '@consult/domain';
import { ROUTE_OWNERS, routeOwner } from '../src/common/hooks/app-origins';
import { sessionCookie } from './support/cookies';
import { ADMIN_ROUTES, adminGet, createSignedInAdmin } from './support/admin';
import { createSignedInUser, registerUser } from './support/factories';
import { signNda } from './support/ndas';
import { servedRoutes } from './support/routes';
import { CONSOLE_ORIGIN, MARKETING_ORIGIN, ORIGIN as PORTAL_ORIGIN } from './support/test-app';
import { appOriginsSuite } from './support/app-origins';

/**
 * Which app may call which route (issue 17, findings 5 and 6), beside app-origins.int-spec.ts: the
 * session routes answer all three apps, the console's audited reads answer the console alone, and
 * every route the API serves has an owner.
 */
const { t, auditRows } = appOriginsSuite();

describe('the session routes answer all three apps', () => {
  it.each(Object.entries(DEFAULT_APP_URLS))(
    'signs in, reads the user and signs out from the %s origin',
    async (_app, origin) => {
      const { input } = await registerUser(t);
      const login = await t
        .http()
        .post('/api/login')
        .set('Origin', origin)
        .send({ username: input.username, password: input.password });
      expect(login.status).toBe(200);
      expect(login.headers['access-control-allow-origin']).toBe(origin);
      const cookie = sessionCookie(login);

      const user = await t.http().get('/api/user').set('Origin', origin).set('Cookie', cookie);
      expect(user.status).toBe(200);
      expect(user.headers['access-control-allow-origin']).toBe(origin);
      expect(user.headers['access-control-allow-credentials']).toBe('true');

      const session = await t
        .http()
        .get('/api/session')
        .set('Origin', origin)
        .set('Cookie', cookie);
      expect(session.body).toEqual({ signedIn: true, user: user.body });
      expect(session.headers['access-control-allow-origin']).toBe(origin);
      expect(session.headers['access-control-allow-credentials']).toBe('true');

      const logout = await t
        .http()
        .post('/api/logout')
        .set('Origin', origin)
        .set('Cookie', cookie)
        .send({});
      expect(logout.status).toBeLessThan(300);
      expect((await t.http().get('/api/user').set('Cookie', cookie)).status).toBe(401);
      const signedOut = await t.http().get('/api/session').set('Origin', origin);
      expect(signedOut.body).toEqual({ signedIn: false });
      expect(signedOut.headers['access-control-allow-origin']).toBe(origin);
    },
  );
});

describe('console reads that write an audit row', () => {
  const downloads = (ndaId: number) =>
    auditRows().countBy({ action: 'document.download', targetKind: 'nda', targetId: ndaId });

  async function adminWithNda() {
    const admin = await createSignedInAdmin(t);
    const client = await createSignedInUser(t);
    const nda = await signNda(t, client.cookie);
    return { admin, nda, path: `/api/admin/nda/${nda.id}/download` };
  }

  it('refuses a cross-site download (a link on another site) with 403, and records nothing', async () => {
    const { admin, nda, path } = await adminWithNda();
    const response = await t
      .http()
      .get(path)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Sec-Fetch-Mode', 'navigate')
      .set('Cookie', admin.cookie);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.crossSiteRefused);
    expect(await downloads(nda.id)).toBe(0);
  });

  it.each([
    [
      'same-origin (the console behind its own server’s /api)',
      { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' },
    ],
    [
      'same-site (the console on its subdomain fetching from the API’s)',
      { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'cors', Origin: CONSOLE_ORIGIN },
    ],
    ['none (typed in the address bar)', { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate' }],
    ['absent (an older browser, a script)', {}],
  ])('downloads with Sec-Fetch-Site %s, and records it', async (_label, headers) => {
    const { admin, nda, path } = await adminWithNda();
    const response = await t.http().get(path).set(headers).set('Cookie', admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(await downloads(nda.id)).toBe(1);
  });

  it.each([
    ['a link', 'navigate'],
    ['an image', 'no-cors'],
  ])(
    'refuses %s on a sibling app (same site, no Origin) to the download, recording nothing',
    async (_label, mode) => {
      const { admin, nda, path } = await adminWithNda();
      const response = await t
        .http()
        .get(path)
        .set('Sec-Fetch-Site', 'same-site')
        .set('Sec-Fetch-Mode', mode)
        .set('Cookie', admin.cookie);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MESSAGES.crossSiteRefused);
      expect(await downloads(nda.id)).toBe(0);
    },
  );

  it('refuses a fetch of the download from another app (same site, other origin), recording nothing', async () => {
    const { admin, nda, path } = await adminWithNda();
    for (const origin of [MARKETING_ORIGIN, PORTAL_ORIGIN]) {
      const response = await t
        .http()
        .get(path)
        .set('Origin', origin)
        .set('Sec-Fetch-Site', 'same-site')
        .set('Cookie', admin.cookie);
      expect(response.status).toBe(403);
    }
    expect(await downloads(nda.id)).toBe(0);
  });

  it('refuses every audited console read from another site, recording nothing', async () => {
    const { admin } = await adminWithNda();
    const before = await auditRows().count();
    const reads = ADMIN_ROUTES.filter((route) => route.method === 'GET');
    for (const route of reads) {
      const response = await t
        .http()
        .get(route.path)
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Cookie', admin.cookie);
      expect({ route: route.path, status: response.status }).toEqual({
        route: route.path,
        status: 403,
      });
    }
    expect(await auditRows().count()).toBe(before);
    // The same reads from the console itself are answered (the routes exist and were reachable).
    expect((await adminGet(t, '/api/admin/users', admin.cookie)).status).toBe(200);
  });
});

describe('the table of which app owns which route', () => {
  it('gives every route the API serves an owner, but the health checks', () => {
    const unowned = servedRoutes(t.app)
      .filter((route) => routeOwner(route.path) === null)
      .map((route) => route.key);
    expect(unowned.sort()).toEqual(['GET /api/health', 'GET /api/health/ready']);
  });

  it('owns by whole path segments: /api/admin does not cover /api/admin-setup', () => {
    expect(routeOwner('/api/admin')).toBe('admin');
    expect(routeOwner('/api/admin/nda/:id')).toBe('admin');
    expect(routeOwner('/api/admin-setup')).toBe('admin');
    expect(routeOwner('/api/administrator')).toBeNull();
    expect(routeOwner('/api/nda')).toBe('portal');
    expect(routeOwner('/api/ndas')).toBe('portal');
    expect(routeOwner('/api/ndax')).toBeNull();
    expect(routeOwner('/api/user')).toBe('session');
    expect(routeOwner('/api/session')).toBe('session');
    expect(routeOwner('/api/sessions')).toBe('portal');
    expect(routeOwner('/api/users')).toBeNull();
    expect(ROUTE_OWNERS.every(([path]) => path.startsWith('/api/'))).toBe(true);
  });

  it('answers a write to a route no app owns with 403, from any origin', async () => {
    for (const origin of Object.values(DEFAULT_APP_URLS)) {
      const response = await t.http().post('/api/health').set('Origin', origin).send({});
      expect(response.status).toBe(403);
    }
  });

  it('decides by the route that runs, however its address is spelled', async () => {
    const admin = await createSignedInAdmin(t);
    // Percent-encoded letters reach the same handler: the owner is the matched route's.
    for (const path of ['/api/%61dmin/users', '/api/admin/%75sers']) {
      const response = await t
        .http()
        .get(path)
        .set('Origin', MARKETING_ORIGIN)
        .set('Cookie', admin.cookie);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.status).toBe(403);
      // From the console, the same spelling is the console's route: answered, with CORS.
      const own = await t
        .http()
        .get(path)
        .set('Origin', CONSOLE_ORIGIN)
        .set('Cookie', admin.cookie);
      expect(own.status).toBe(200);
      expect(own.headers['access-control-allow-origin']).toBe(CONSOLE_ORIGIN);
    }
    const write = await t
      .http()
      .post('/api/%61dmin/promote')
      .set('Origin', MARKETING_ORIGIN)
      .set('Cookie', admin.cookie)
      .send({ email: 'someone@example.com' });
    expect(write.status).toBe(403);
  });
});
