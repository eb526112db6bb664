import type { Response } from 'supertest';
import { MESSAGES } from '@consult/domain';
import { DataSource } from 'typeorm';
import { User } from '../src/users/user.entity';
import { createSignedInAdmin } from './support/admin';
import {
  EXAMPLE_BODIES,
  createClientWithDocuments,
  createResource,
  fastifyRouteKeys,
  fillPath,
  resourceIdOf,
  resourceKindOf,
  servedRoutes,
  type Account,
  type ClientWithDocuments,
  type ServedRoute,
} from './support/routes';
import { outboxDrained } from './support/mail-outbox';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture';
import { originFor, startApp, type TestApp } from './support/test-app';

/**
 * The routes anonymous visitors may call. Explicit on purpose: a handler that becomes @Public()
 * without being added here fails the suite, so opening a route is always a reviewed change.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/health/ready',
  'POST /api/consultation',
  // A verification link may be opened in a browser that is not signed in (issue 17).
  'POST /api/email-verification/confirm',
  'POST /api/login',
  'POST /api/logout',
  // A forgotten password: the request answers the same for every address (docs/security.md).
  'POST /api/password-reset',
  'POST /api/password-reset/confirm',
  'POST /api/register',
  // The apps' session check: who is signed in, or { signedIn: false } (issue 18).
  'GET /api/session',
  // Anyone who holds a PDF checks it against the firm's records (docs/signed-documents.md).
  'GET /api/verify/:sha256',
];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

type Kind = 'public' | 'admin' | 'owner' | 'session';

let t: TestApp;
let smtp: SmtpCapture;
let routes: ServedRoute[];
let owner: ClientWithDocuments;
let stranger: ClientWithDocuments;
let admin: Account;
/** Each classified route's kind; routes the suite cannot classify are missing (and fail). */
const kinds = new Map<string, Kind>();

beforeAll(async () => {
  // Sharing a document e-mails it: a local SMTP server takes the mail.
  smtp = await startSmtpCapture();
  t = await startApp({ SMTP_URL: smtp.url });
  routes = servedRoutes(t.app);
  owner = await createClientWithDocuments(t);
  stranger = await createClientWithDocuments(t);
  admin = await createSignedInAdmin(t);
  for (const route of routes) {
    const kind = classify(route);
    if (typeof kind !== 'object') kinds.set(route.key, kind);
  }
}, 60_000);

afterAll(async () => {
  const count = (kind: Kind) => [...kinds.values()].filter((k) => k === kind).length;
  console.log(
    `Ownership matrix: ${kinds.size} routes covered (${count('admin')} admin, ${count('public')} public, ` +
      `${count('owner')} owner-checked, ${count('session')} session-only)`,
  );
  // What the shares queued reaches this file's mail server, never the next file's.
  if (t) await outboxDrained(t, 30_000);
  await t?.close();
  await smtp?.close();
});

/** The route's kind, or why the suite cannot check it (so a new route cannot slip through). */
function classify(route: ServedRoute): Kind | { problem: string } {
  if (!METHODS.includes(route.method))
    return { problem: `${route.key} (${route.handler}): the suite does not send ${route.method}` };
  if (route.takesBody && !EXAMPLE_BODIES[route.key])
    return { problem: `${route.key} (${route.handler}): no example body in support/routes.ts` };
  const listed = PUBLIC_ROUTES.includes(route.key);
  if (route.access === 'public')
    return listed
      ? 'public'
      : { problem: `${route.key} (${route.handler}) is @Public() but not on the allow-list` };
  const unknown = route.params.filter((param) => !resourceKindOf(route, param));
  if (unknown.length > 0)
    return {
      problem: `${route.key} (${route.handler}): no fixture for :${unknown.join(', :')} (add it to support/routes.ts)`,
    };
  if (listed) return { problem: `${route.key} is on the public allow-list but requires a session` };
  if (route.access === 'admin') return 'admin';
  return route.params.length > 0 ? 'owner' : 'session';
}

const routesOf = (...wanted: Kind[]) =>
  routes.filter((route) => wanted.includes(kinds.get(route.key) as Kind));

/** The path with each `:id` naming the client's resource of the kind the route expects. */
const pathFor = (
  route: ServedRoute,
  ids: (kind: ReturnType<typeof resourceKindOf>) => number | string,
) => fillPath(route, (param) => String(ids(resourceKindOf(route, param))));

/** The client's shared documents, for requests that must be refused before reaching them. */
const sharedIds = (client: ClientWithDocuments) => (kind: ReturnType<typeof resourceKindOf>) =>
  kind ? resourceIdOf(client, kind) : 0;

/** The shared document, or a new one for a route that changes or deletes what it names. */
async function idsFor(route: ServedRoute, client: ClientWithDocuments) {
  const ids = new Map<string, number | string>();
  for (const param of route.params) {
    const kind = resourceKindOf(route, param);
    if (!kind) continue;
    ids.set(
      kind,
      route.method === 'GET'
        ? resourceIdOf(client, kind)
        : await createResource(t, client, kind, admin),
    );
  }
  return (kind: ReturnType<typeof resourceKindOf>) => ids.get(kind ?? '') ?? 0;
}

/**
 * Sends the request as the apps do, so that the guard (not the origin or JSON check in front of
 * it) is what answers: an allowed Origin on a state-changing request and the route's valid JSON
 * body.
 */
async function send(
  route: ServedRoute,
  path: string,
  cookie: string | undefined,
  sender: ClientWithDocuments = owner,
): Promise<Response> {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let request = t.http()[method](path);
  if (route.method !== 'GET') request = request.set('Origin', originFor(route.path));
  if (cookie) request = request.set('Cookie', cookie);
  const example = EXAMPLE_BODIES[route.key];
  if (route.takesBody && example) return request.send(await example({ t, client: sender, admin }));
  return request;
}

const describeAnswer = (response: Response) =>
  `${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;

describe('the route list', () => {
  it('is generated from the app and matches every route Fastify serves', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((route) => route.key).sort()).toEqual(fastifyRouteKeys(t.app));
  });

  it('classifies every route: public ones allow-listed, each :id with a fixture, each body with an example', () => {
    const problems = routes.flatMap((route) => {
      const kind = classify(route);
      return typeof kind === 'object' ? [kind.problem] : [];
    });
    expect(problems).toEqual([]);
    expect(routes.filter((route) => route.access === 'public').map((r) => r.key)).toEqual(
      [...PUBLIC_ROUTES].sort(),
    );
  });
});

describe('access', () => {
  it('answers an anonymous visitor 401 on every route but the public ones', async () => {
    const failures: string[] = [];
    for (const route of routesOf('admin', 'owner', 'session')) {
      // Real ids of a client's documents: a missing guard would hand them out.
      const response = await send(route, pathFor(route, sharedIds(owner)), undefined);
      if (response.status !== 401 || response.body.message !== MESSAGES.notAuthenticated)
        failures.push(`${route.key}: ${describeAnswer(response)}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets an anonymous visitor call the public routes', async () => {
    const failures: string[] = [];
    for (const route of routesOf('public')) {
      // A fingerprint fills a fingerprint's place (a document nobody issued is still an answer).
      const response = await send(route, route.path.replace(':sha256', '0'.repeat(64)), undefined);
      if (response.status >= 400) failures.push(`${route.key}: ${describeAnswer(response)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers a signed-in client 403 on every admin route, even for their own documents', async () => {
    const failures: string[] = [];
    for (const route of routesOf('admin')) {
      const response = await send(route, pathFor(route, sharedIds(owner)), owner.cookie);
      if (response.status !== 403 || response.body.message !== MESSAGES.adminRequired)
        failures.push(`${route.key}: ${describeAnswer(response)}`);
    }
    expect(failures).toEqual([]);
  });

  it("lets an admin call every admin route on a client's real documents", async () => {
    const failures: string[] = [];
    for (const route of routesOf('admin')) {
      const response = await send(route, pathFor(route, await idsFor(route, owner)), admin.cookie);
      if (response.status >= 300) failures.push(`${route.key}: ${describeAnswer(response)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('ownership', () => {
  it("answers another client 404 (never the data) on every route naming a client's document, and the owner 2xx", async () => {
    const failures: string[] = [];
    for (const route of routesOf('owner')) {
      const path = pathFor(route, await idsFor(route, owner));
      // The stranger first: a DELETE or PATCH that got through would show in the owner's answer too.
      const foreign = await send(route, path, stranger.cookie, stranger);
      if (
        foreign.status !== 404 ||
        JSON.stringify(foreign.body) !==
          JSON.stringify({ statusCode: 404, error: 'Not Found', message: MESSAGES.notFound })
      )
        failures.push(`${route.key} as another client: ${describeAnswer(foreign)}`);
      const own = await send(route, path, owner.cookie);
      if (own.status < 200 || own.status >= 300)
        failures.push(`${route.key} as the owner: ${describeAnswer(own)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers a signed-in client 2xx on every session-only route without an id', async () => {
    // "Resend the link" is for an address not verified yet (issue 17): the owner's is, for now.
    const accounts = t.get(DataSource).getRepository(User);
    await accounts.update(owner.user.id, { emailVerifiedAt: null });
    const failures: string[] = [];
    try {
      for (const route of routesOf('session')) {
        const response = await send(route, route.path, owner.cookie);
        if (response.status < 200 || response.status >= 300)
          failures.push(`${route.key}: ${describeAnswer(response)}`);
      }
    } finally {
      await accounts.update(owner.user.id, { emailVerifiedAt: new Date() });
    }
    expect(failures).toEqual([]);
  });
});
