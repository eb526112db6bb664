import { DataSource } from 'typeorm';
import { MESSAGES } from '@consult/domain';
import { buildConsultationRequest } from '@consult/testing/node';
import { Consultation } from '../src/consultation/consultation.entity';
import { ADMIN_ROUTES, adminPost, createSignedInAdmin } from './support/admin';
import { buildUser, createSignedInUser } from './support/factories';
import { outboxDrained } from './support/mail-outbox';
import { buildNdaRequest, signNda } from './support/ndas';
import { CONSOLE_ORIGIN, MARKETING_ORIGIN, ORIGIN as PORTAL_ORIGIN } from './support/test-app';
import { appOriginsSuite } from './support/app-origins';

/**
 * Each app's API is reachable only from that app (issue 17, findings 5 and 6). The three apps are
 * one site, so the session cookie goes with a request from any of them: the API itself must tell
 * which app may write to a route, and which may read its answers across origins.
 */
const { t, auditRows, mailsTo } = appOriginsSuite();

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const OTHER_APPS_THAN_CONSOLE = [
  ['the marketing site', MARKETING_ORIGIN],
  ['the portal', PORTAL_ORIGIN],
] as const;

describe('the admin console’s API answers the console alone', () => {
  it.each(OTHER_APPS_THAN_CONSOLE)(
    'refuses an admin’s share from %s with 403, and sends no mail',
    async (_app, origin) => {
      const admin = await createSignedInAdmin(t);
      const client = await createSignedInUser(t);
      const nda = await signNda(t, client.cookie);
      const refusedTo = unique('refused');
      const sharesBefore = await auditRows().countBy({ action: 'document.share' });

      const refused = await t
        .http()
        .post(`/api/admin/nda/${nda.id}/share`)
        .set('Origin', origin)
        .set('Cookie', admin.cookie)
        .send({ to: refusedTo });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(MESSAGES.forbiddenOrigin);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();

      // The console's own share goes out; the refused one was never queued.
      const allowedTo = unique('allowed');
      const allowed = await adminPost(t, `/api/admin/nda/${nda.id}/share`, admin.cookie, {
        to: allowedTo,
      });
      expect(allowed.status).toBe(200);
      await outboxDrained(t);
      expect(mailsTo(allowedTo)).toHaveLength(1);
      expect(mailsTo(refusedTo)).toHaveLength(0);
      expect(await auditRows().countBy({ action: 'document.share' })).toBe(sharesBefore + 1);
    },
  );

  it.each(OTHER_APPS_THAN_CONSOLE)(
    'refuses every admin write from %s with 403, and records nothing',
    async (_app, origin) => {
      const admin = await createSignedInAdmin(t);
      const before = await auditRows().count();
      const writes = ADMIN_ROUTES.filter((route) => route.method === 'POST');
      expect(writes.length).toBeGreaterThan(5);
      for (const route of writes) {
        const response = await t
          .http()
          .post(route.path)
          .set('Origin', origin)
          .set('Cookie', admin.cookie)
          .send(route.body ?? {});
        expect({ route: route.path, status: response.status }).toEqual({
          route: route.path,
          status: 403,
        });
      }
      expect(await auditRows().count()).toBe(before);
    },
  );

  it('still refuses a promotion from the portal, and makes it from the console', async () => {
    const admin = await createSignedInAdmin(t);
    const client = await createSignedInUser(t);
    const promote = (origin: string) =>
      t
        .http()
        .post('/api/admin/promote')
        .set('Origin', origin)
        .set('Cookie', admin.cookie)
        .send({ email: client.input.email });
    expect((await promote(PORTAL_ORIGIN)).status).toBe(403);
    expect((await t.http().get('/api/admin/check').set('Cookie', client.cookie)).status).toBe(403);
    expect((await promote(CONSOLE_ORIGIN)).status).toBe(200);
    expect((await t.http().get('/api/admin/check').set('Cookie', client.cookie)).status).toBe(200);
  });

  it.each(OTHER_APPS_THAN_CONSOLE)(
    'gives %s no CORS on GET /api/admin/users',
    async (_app, origin) => {
      const admin = await createSignedInAdmin(t);
      const response = await t
        .http()
        .get('/api/admin/users')
        .set('Origin', origin)
        .set('Cookie', admin.cookie);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers['vary']).toMatch(/Origin/);
      // A fetch that names another app is refused outright: the console's reads are its own.
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MESSAGES.forbiddenOrigin);
    },
  );

  it('answers the console’s own origin with credentialed CORS', async () => {
    const admin = await createSignedInAdmin(t);
    const response = await t
      .http()
      .get('/api/admin/users')
      .set('Origin', CONSOLE_ORIGIN)
      .set('Cookie', admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(CONSOLE_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('answers a preflight for an admin write from the console only', async () => {
    const preflight = (origin: string) =>
      t
        .http()
        .options('/api/admin/nda/1/share')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type');
    const console = await preflight(CONSOLE_ORIGIN);
    expect(console.status).toBe(204);
    expect(console.headers['access-control-allow-origin']).toBe(CONSOLE_ORIGIN);
    for (const origin of [MARKETING_ORIGIN, PORTAL_ORIGIN]) {
      const other = await preflight(origin);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(other.headers['access-control-allow-methods']).toBeUndefined();
    }
  });
});

describe('the client’s routes answer the portal alone', () => {
  const OTHER_APPS_THAN_PORTAL = [
    ['the console', CONSOLE_ORIGIN],
    ['the marketing site', MARKETING_ORIGIN],
  ] as const;

  it.each(OTHER_APPS_THAN_PORTAL)(
    'refuses the client’s writes from %s with 403, changing nothing',
    async (_app, origin) => {
      const client = await createSignedInUser(t);
      const nda = await signNda(t, client.cookie);
      const send = (method: 'post' | 'patch' | 'delete', path: string, body?: object) => {
        const request = t.http()[method](path).set('Origin', origin).set('Cookie', client.cookie);
        return body === undefined ? request : request.send(body);
      };
      const answers = {
        profile: (await send('patch', '/api/profile', { title: 'Pwned' })).status,
        sign: (await send('post', '/api/nda', buildNdaRequest())).status,
        deleteNda: (await send('delete', `/api/nda/${nda.id}`)).status,
        consent: (await send('post', '/api/esign-consent', { version: '2025-01' })).status,
        payment: (await send('post', '/api/payment-setup', {})).status,
        deletePayment: (await send('delete', '/api/payment-info/1')).status,
        agreement: (await send('post', '/api/consulting-agreement', {})).status,
      };
      expect(answers).toEqual({
        profile: 403,
        sign: 403,
        deleteNda: 403,
        consent: 403,
        payment: 403,
        deletePayment: 403,
        agreement: 403,
      });
      const profile = await t.http().get('/api/profile').set('Cookie', client.cookie);
      expect(profile.body.title).toBeNull();
      const ndas = await t.http().get('/api/ndas').set('Cookie', client.cookie);
      expect((ndas.body as { id: number }[]).map(({ id }) => id)).toEqual([nda.id]);
    },
  );

  it.each(OTHER_APPS_THAN_PORTAL)(
    'refuses a registration from %s, and accepts it from the portal',
    async (_app, origin) => {
      const input = buildUser();
      expect((await t.http().post('/api/register').set('Origin', origin).send(input)).status).toBe(
        403,
      );
      expect(
        (await t.http().post('/api/register').set('Origin', PORTAL_ORIGIN).send(input)).status,
      ).toBe(201);
    },
  );

  it('gives credentialed CORS on the client’s routes to the portal alone', async () => {
    const client = await createSignedInUser(t);
    const profile = (origin: string) =>
      t.http().get('/api/profile').set('Origin', origin).set('Cookie', client.cookie);
    const portal = await profile(PORTAL_ORIGIN);
    expect(portal.headers['access-control-allow-origin']).toBe(PORTAL_ORIGIN);
    expect(portal.headers['access-control-allow-credentials']).toBe('true');
    for (const origin of [CONSOLE_ORIGIN, MARKETING_ORIGIN]) {
      const other = await profile(origin);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(other.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('lets the console read a client’s documents only through its own routes', async () => {
    const admin = await createSignedInAdmin(t);
    const client = await createSignedInUser(t);
    const nda = await signNda(t, client.cookie);
    // The client's download route is the portal's: the console has its own, which is audited.
    const clientRoute = await t
      .http()
      .get(`/api/nda/${nda.id}/download`)
      .set('Origin', CONSOLE_ORIGIN)
      .set('Cookie', admin.cookie);
    expect(clientRoute.headers['access-control-allow-origin']).toBeUndefined();
    const consoleRoute = await t
      .http()
      .get(`/api/admin/nda/${nda.id}/download`)
      .set('Origin', CONSOLE_ORIGIN)
      .set('Cookie', admin.cookie);
    expect(consoleRoute.status).toBe(200);
    expect(consoleRoute.headers['access-control-allow-origin']).toBe(CONSOLE_ORIGIN);
  });
});

describe('the marketing site’s routes answer the marketing site alone', () => {
  const consultations = () => t.app.get(DataSource).getRepository(Consultation);

  it.each([
    ['the portal', PORTAL_ORIGIN],
    ['the console', CONSOLE_ORIGIN],
  ])('refuses a consultation request from %s with 403, storing nothing', async (_app, origin) => {
    const body = buildConsultationRequest({ email: unique('consult') });
    const response = await t.http().post('/api/consultation').set('Origin', origin).send(body);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.forbiddenOrigin);
    expect(await consultations().countBy({ email: body.email })).toBe(0);
  });

  it('takes a consultation request from the marketing site, with CORS', async () => {
    const body = buildConsultationRequest({ email: unique('consult') });
    const response = await t
      .http()
      .post('/api/consultation')
      .set('Origin', MARKETING_ORIGIN)
      .send(body);
    expect(response.status).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe(MARKETING_ORIGIN);
    expect(await consultations().countBy({ email: body.email })).toBe(1);
  });

  it('gives CORS on /verify to the marketing site alone', async () => {
    const verify = (origin: string) =>
      t
        .http()
        .get(`/api/verify/${'a'.repeat(64)}`)
        .set('Origin', origin);
    expect((await verify(MARKETING_ORIGIN)).headers['access-control-allow-origin']).toBe(
      MARKETING_ORIGIN,
    );
    for (const origin of [PORTAL_ORIGIN, CONSOLE_ORIGIN]) {
      expect((await verify(origin)).headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
