import { createHash, randomBytes } from 'node:crypto';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { ApplicationConfig } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import type { FastifyInstance } from 'fastify';
import { ESIGN_DISCLOSURE_VERSION } from '@consult/documents';
import {
  DEFAULT_APP_URLS,
  type AccountSession,
  type Agreement,
  type Nda,
  type PaymentMethod,
  type RegisterRequest,
  type User,
} from '@consult/domain';
import { allPaymentTypes, buildConsultationRequest } from '@consult/testing/node';
import { DataSource } from 'typeorm';
import { PasswordResetToken } from '../../src/account/password-reset-token.entity';
import { ADMIN_ONLY, IS_PUBLIC } from '../../src/common/decorators/access.decorators';
import { EmailVerification } from '../../src/email-verification/email-verification.entity';
import { buildAgreementRequest, buildClientData, signAgreement } from './agreements';
import { sessionCookie } from './cookies';
import { buildUser, createSignedInUser, logIn, registerUser } from './factories';
import { buildNdaRequest, signNda } from './ndas';
import { cardRequest, invoiceRequest, setUpPayment } from './payments';
import type { TestApp } from './test-app';

/** Who a handler answers, from the decorators AccessGuard reads (handler first, then its class). */
export type Access = 'public' | 'admin' | 'session';

/** One route the running app serves, as its controllers declare it. */
export interface ServedRoute {
  /** "PATCH /api/payment-info/:id": the name the suites print and key their examples by. */
  key: string;
  /** GET, POST, PATCH, PUT, DELETE, or whatever else a handler declares (the suites refuse it). */
  method: string;
  /** With the global prefix: "/api/payment-info/:id". */
  path: string;
  /** The path parameters' names, in order: ["id"]. */
  params: string[];
  access: Access;
  /** The handler reads the request body (@Body()). */
  takesBody: boolean;
  /**
   * The body is declared as a DTO class, which the global pipe validates (and which must be an
   * object); false for a body the handler validates itself, such as the optional share body.
   */
  bodyIsDto: boolean;
  /** The handler reads the query string (@Query()). */
  takesQuery: boolean;
  /** Marked `@RendersPdf()`: its deadline leaves room for a PDF's queue wait and render. */
  rendersPdf: boolean;
  /** "PaymentsController.update", for messages. */
  handler: string;
}

type RouteArgs = Record<string, { index: number; data?: unknown }>;

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Nest accepts a path or a list of paths on a controller and on a handler. */
const pathsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : [value === undefined ? '/' : String(value)];

/**
 * Every route of the running app, generated from its controllers' metadata (the same metadata Nest
 * registers the routes from), so a route added tomorrow is in the list without anyone writing it
 * down. Each one is then looked up in Fastify's own router: a route the list names but Fastify does
 * not serve (a wrong prefix, a versioned path) fails here rather than passing every check with a
 * 404.
 */
export function servedRoutes(app: NestFastifyApplication): ServedRoute[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  // The global prefix ("api") lives in the application's config, which Nest does not expose as a
  // provider; the Fastify check below proves it right.
  const prefix = (app as unknown as { config: ApplicationConfig }).config.getGlobalPrefix();
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;

  const routes: ServedRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
    if (!controller || !wrapper.instance) continue;
    const prototype = Object.getPrototypeOf(wrapper.instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as object;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const pick = (key: string) =>
        (Reflect.getMetadata(key, handler) as boolean | undefined) ??
        (Reflect.getMetadata(key, controller) as boolean | undefined);
      const access: Access = pick(IS_PUBLIC) ? 'public' : pick(ADMIN_ONLY) ? 'admin' : 'session';
      const args = Object.entries(
        (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) as RouteArgs | undefined) ?? {},
      );
      const reads = (type: RouteParamtypes) => args.find(([key]) => key.startsWith(`${type}:`));
      const body = reads(RouteParamtypes.BODY);
      const types = (Reflect.getMetadata('design:paramtypes', prototype, name) ?? []) as unknown[];
      const bodyType = body ? types[body[1].index] : undefined;

      for (const base of pathsOf(Reflect.getMetadata(PATH_METADATA, controller))) {
        for (const own of pathsOf(Reflect.getMetadata(PATH_METADATA, handler))) {
          const path = joinPath(prefix, base, own);
          const verb = RequestMethod[method];
          routes.push({
            key: `${verb} ${path}`,
            method: verb,
            path,
            params: [...path.matchAll(/:(\w+)/g)].map((match) => match[1]),
            access,
            takesBody: body !== undefined,
            bodyIsDto: typeof bodyType === 'function' && bodyType !== Object,
            takesQuery: reads(RouteParamtypes.QUERY) !== undefined,
            rendersPdf:
              (
                Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as
                  Record<string, unknown> | undefined
              )?.['rendersPdf'] === true,
            handler: `${controller.name}.${name}`,
          });
        }
      }
    }
  }

  const unserved = routes.filter(
    (route) =>
      !fastify.hasRoute({
        method: route.method as 'GET',
        url: route.path,
      }),
  );
  if (unserved.length > 0)
    throw new Error(
      `Routes found in the controllers but not served by Fastify: ${unserved.map((r) => r.key).join(', ')}`,
    );
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

/** The path with each `:param` replaced by the value `fill` gives it (URL-encoded by the caller). */
export function fillPath(route: ServedRoute, fill: (param: string) => string): string {
  return route.path.replace(/:(\w+)/g, (_match, param: string) => fill(param));
}

/**
 * Fastify's own list of what it serves ("GET /api/nda/:id"), read from its router: HEAD (which
 * Fastify adds to every GET) and the CORS preflight `OPTIONS *` left out. Compared with
 * `servedRoutes`, it catches a route registered outside the Nest controllers.
 */
export function fastifyRouteKeys(app: NestFastifyApplication): string[] {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const tree = fastify.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const keys: string[] = [];
  for (const line of tree.split('\n')) {
    // "│   ├── /:id (GET, HEAD, PATCH, DELETE)": the indent gives the depth, a child extends its parent.
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (!method || method === 'HEAD' || (method === 'OPTIONS' && path === '*')) continue;
      keys.push(`${method} ${path}`);
    }
  }
  return keys.sort();
}

export interface Account {
  input: RegisterRequest;
  user: User;
  cookie: string;
}

/** A signed-in client with one of each document a route's `:id` can name. */
export interface ClientWithDocuments extends Account {
  nda: Nda;
  agreement: Agreement;
  payment: PaymentMethod;
  /** The public id of the client's session (`cookie`), as `GET /api/sessions` lists it. */
  sessionId: string;
}

/** A client who has signed an NDA and an agreement of every payment type, paid by card. */
export async function createClientWithDocuments(t: TestApp): Promise<ClientWithDocuments> {
  const client = await createSignedInUser(t);
  const nda = await signNda(t, client.cookie);
  const agreement = await signAgreement(t, client.cookie, { services: allPaymentTypes() });
  const payment = await setUpPayment(t, client.cookie, cardRequest(agreement.id));
  return {
    ...client,
    nda,
    agreement,
    payment,
    sessionId: await currentSessionId(t, client.cookie),
  };
}

/** The public id `GET /api/sessions` gives the session of `cookie`. */
export async function currentSessionId(t: TestApp, cookie: string): Promise<string> {
  const response = await t.http().get('/api/sessions').set('Cookie', cookie);
  const current = (response.body as AccountSession[]).find((session) => session.current);
  if (response.status !== 200 || !current)
    throw new Error(`no current session: ${response.status} ${JSON.stringify(response.body)}`);
  return current.id;
}

/**
 * A verification link's token for a new, unverified account of its own, stored as the API stores
 * one (its SHA-256), so a suite can follow the link without a mail server.
 */
export async function newAccountVerificationToken(t: TestApp): Promise<string> {
  const { user } = await registerUser(t, {}, { verified: false });
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await t.app
    .get(DataSource)
    .getRepository(EmailVerification)
    .insert({
      userId: user.id,
      email: user.email,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(now + 3_600_000),
      usedAt: null,
      createdAt: new Date(now),
    });
  return token;
}

/**
 * A reset link's token for a new account of its own, stored as the API stores one (its SHA-256),
 * so a suite can use the link without a mail server and without resetting anyone else's password.
 */
export async function newAccountResetToken(t: TestApp): Promise<string> {
  const { user } = await registerUser(t);
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await t.app
    .get(DataSource)
    .getRepository(PasswordResetToken)
    .insert({
      userId: user.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      createdAt: new Date(now),
      expiresAt: new Date(now + 60 * 60_000),
      usedAt: null,
      requestedFromIp: '127.0.0.1',
    });
  return token;
}

/** The total of `buildAgreementRequest`'s one fixed-fee project, which an invoice pays. */
const AGREEMENT_TOTAL = { amount: 5500 };

/** `proposal`: a firm amendment awaiting the client (the routes that decline or withdraw one). */
export type ResourceKind = 'nda' | 'agreement' | 'proposal' | 'payment' | 'user' | 'session';

/**
 * What a path's `:id` names, from the segment before it. A route whose parameter is not in this
 * table has no fixture: the suites fail on it, naming it, until someone adds one here.
 */
const RESOURCE_BY_SEGMENT: Record<string, ResourceKind> = {
  nda: 'nda',
  'consulting-agreement': 'agreement',
  'payment-info': 'payment',
  'payment-method': 'payment',
  users: 'user',
  sessions: 'session',
};

export function resourceKindOf(route: ServedRoute, param: string): ResourceKind | undefined {
  const segments = route.path.split('/');
  const at = segments.indexOf(`:${param}`);
  if (param !== 'id' || at < 1) return undefined;
  if (/\/(decline|withdraw)$/.test(route.path)) return 'proposal';
  return RESOURCE_BY_SEGMENT[segments[at - 1]];
}

export function resourceIdOf(client: ClientWithDocuments, kind: ResourceKind): number | string {
  if (kind === 'nda') return client.nda.id;
  if (kind === 'session') return client.sessionId;
  if (kind === 'agreement' || kind === 'proposal') return client.agreement.id;
  if (kind === 'payment') return client.payment.id;
  return client.user.id;
}

/**
 * A new resource of the client's, for a route that changes or deletes what it names (so the other
 * routes keep theirs). An account is not deleted by any route: its own id serves.
 */
export async function createResource(
  t: TestApp,
  client: ClientWithDocuments,
  kind: ResourceKind,
  admin?: Account,
): Promise<number | string> {
  if (kind === 'nda') return (await signNda(t, client.cookie)).id;
  if (kind === 'session') {
    // Another sign-in of the client's: a session a route may end without ending `client.cookie`.
    const response = await logIn(t, client.input.username, client.input.password);
    return currentSessionId(t, sessionCookie(response));
  }
  const agreement = await signAgreement(t, client.cookie);
  if (kind === 'agreement') return agreement.id;
  if (kind === 'proposal') {
    if (!admin) throw new Error('A proposal is made by an admin: pass one to createResource');
    const { services } = buildAgreementRequest();
    const response = await t
      .http()
      .post(`/api/admin/consulting-agreement/${agreement.id}/amend`)
      .set('Origin', DEFAULT_APP_URLS.admin)
      .set('Cookie', admin.cookie)
      .send({ clientData: buildClientData(), services });
    if (response.status !== 201) throw new Error(`amendment failed: ${response.status}`);
    return (response.body as Agreement).id;
  }
  if (kind === 'payment')
    return (await setUpPayment(t, client.cookie, invoiceRequest(agreement.id, AGREEMENT_TOTAL))).id;
  return client.user.id;
}

/** An address outside the firm, so a share's `to` is exercised (the body may also be empty). */
const SHARE_RECIPIENT = 'accounts@client.example';

/** What an example body may need: the client (or the admin) sending it, and the app. */
export interface ExampleContext {
  t: TestApp;
  /** The client whose documents the request names (the sender, on a client route). */
  client: ClientWithDocuments;
  /** The admin, on an admin route. */
  admin: Account;
}

/**
 * A valid body for every route that reads one, so that only the check under test (access,
 * ownership, validation of the one field a test breaks) can refuse the request. A route that reads
 * a body and has no entry here fails both suites, naming the route.
 */
export const EXAMPLE_BODIES: Record<string, (context: ExampleContext) => Promise<object> | object> =
  {
    'POST /api/register': () => buildUser(),
    'POST /api/login': ({ client }) => ({
      username: client.input.username,
      password: client.input.password,
    }),
    'POST /api/consultation': () => buildConsultationRequest(),
    'PATCH /api/profile': () => ({ title: 'Founder', sector: 'technology', rating: 4 }),
    // The client's own password again: the suites go on signing in with it.
    'POST /api/password': ({ client }) => ({
      currentPassword: client.input.password,
      newPassword: client.input.password,
    }),
    'POST /api/password-reset': ({ client }) => ({ email: client.input.email }),
    // A link of an account of its own: using it resets that account, no one else's.
    'POST /api/password-reset/confirm': async ({ t }) => ({
      token: await newAccountResetToken(t),
      newPassword: 'a new passphrase for this account',
    }),
    // A link of an unverified account of its own: following it verifies that account only.
    'POST /api/email-verification/confirm': async ({ t }) => ({
      token: await newAccountVerificationToken(t),
    }),
    'POST /api/esign-consent': () => ({ version: ESIGN_DISCLOSURE_VERSION }),
    'POST /api/nda': () => buildNdaRequest(),
    'POST /api/consulting-agreement': () => buildAgreementRequest(),
    'POST /api/consulting-agreement/:id/decline': () => ({ note: 'The fee is not what we agreed' }),
    // A payment method needs an active agreement of the sender's that it can pay.
    'POST /api/payment-setup': async ({ t, client }) =>
      invoiceRequest((await signAgreement(t, client.cookie)).id, AGREEMENT_TOTAL),
    'PATCH /api/payment-info/:id': () => ({ po_number: 'PO-2025-002' }),
    // Promoting the admin itself is harmless and idempotent.
    'POST /api/admin/promote': ({ admin }) => ({ email: admin.input.email }),
    'POST /api/admin/nda/:id/share': () => ({ to: SHARE_RECIPIENT }),
    'POST /api/admin/consulting-agreement/:id/share': () => ({ to: SHARE_RECIPIENT }),
    'POST /api/admin/consulting-agreement/:id/amend': () => {
      const { services } = buildAgreementRequest();
      return { clientData: buildClientData(), services };
    },
    'POST /api/admin/payment-method/:id/mail-invoice': () => ({ to: SHARE_RECIPIENT }),
    'POST /api/admin/payment-method/:id/share-invoice': () => ({ to: SHARE_RECIPIENT }),
  };
