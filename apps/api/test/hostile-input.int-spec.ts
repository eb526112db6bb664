import fc from 'fast-check';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { createSignedInAdmin } from './support/admin';
import {
  EXAMPLE_BODIES,
  createClientWithDocuments,
  fillPath,
  resourceIdOf,
  resourceKindOf,
  servedRoutes,
  type Account,
  type ClientWithDocuments,
  type ServedRoute,
} from './support/routes';
import { registerUser } from './support/factories';
import { originFor } from './support/test-app';
import { useTestAppWithMail } from './support/suite';
import {
  hostileBodies,
  hostileString,
  UNKNOWN_KEYS,
  type HostileCase,
} from './support/hostile-input';
import {
  PATH_IDS,
  QUERY_RULES,
  RAW_SEGMENTS,
  encodeSegment,
  expectedForQuery,
  hostileRequestId,
} from './support/hostile-requests';
import {
  BACKGROUND_TABLES,
  VOLATILE_TABLES,
  changedTables,
  countWrites,
  writesSoFar,
  type Snapshot,
} from './support/write-counter';

/**
 * Property-based hostile input (req RULES-5: "a bad request gets a 400 with a clear message and
 * changes nothing"): for every route that reads a body, a path parameter or a query, generated from
 * the app itself, wrong types, missing and unknown fields, huge and empty strings, unicode, control
 * characters, prototype keys, SQL and HTML, and header injection. Every answer must be below 500;
 * a refusal must be a JSON body with a message and leave the database as it was; an input no valid
 * request could look like (an unknown field, a value of the wrong JSON type) must be refused.
 *
 * Seeded and replayable: FC_SEED=<seed> runs exactly the same inputs.
 */
const SEED = Number(process.env['FC_SEED'] ?? 20251122);
if (!Number.isSafeInteger(SEED)) throw new Error(`FC_SEED must be a whole number (got ${SEED})`);
/** Inputs per route: bounded so the whole suite stays a few thousand requests. */
const BODY_RUNS = 80;
const PATH_RUNS = 30;
/** Per route that reads a query: each is checked exactly, and there are few. */
const QUERY_RUNS = 300;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// ---------------------------------------------------------------------------------------------

// A valid share or consultation e-mails: a local SMTP server takes the mail.
const { t } = useTestAppWithMail({}, { drainOutboxOnClose: true });
let routes: ServedRoute[];
let owner: ClientWithDocuments;
let stranger: ClientWithDocuments;
let admin: Account;
let tried = 0;
let fiveHundreds = 0;
const fuzzedRoutes = new Set<string>();

beforeAll(async () => {
  routes = servedRoutes(t.app);
  await countWrites(t.app.get(DataSource));
  owner = await createClientWithDocuments(t);
  stranger = await createClientWithDocuments(t);
  admin = await createSignedInAdmin(t);
  console.log(
    `Hostile input: seed ${SEED}; replay with FC_SEED=${SEED} npx jest -c apps/api/jest.int.config.js --runInBand apps/api/test/hostile-input.int-spec.ts`,
  );
}, 60_000);

afterAll(() => {
  console.log(
    `Hostile input: ${tried} inputs tried on ${fuzzedRoutes.size} routes, ${fiveHundreds} answers 5xx (seed ${SEED})`,
  );
});

/** Per table (but the volatile ones): how many rows have been written to it so far. */
const snapshot = () => writesSoFar(t.app.get(DataSource));

/** The state the next refused request must leave as it is (taken again after any other answer). */
let current: Snapshot | undefined;

// --- sending and judging ---------------------------------------------------------------------------

function cookieFor(route: ServedRoute): string | undefined {
  if (route.access === 'admin') return admin.cookie;
  return route.access === 'session' ? owner.cookie : undefined;
}

function send(route: ServedRoute, input: HostileCase): Promise<Response> {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let request = t.http()[method](input.path);
  if (route.method !== 'GET') request = request.set('Origin', originFor(route.path));
  const cookie = cookieFor(route);
  if (cookie) request = request.set('Cookie', cookie);
  if (input.requestId !== undefined) request = request.set('X-Request-Id', input.requestId);
  if (input.body === undefined) return request;
  return request.set('Content-Type', 'application/json').send(input.body);
}

/**
 * Sends one hostile input and answers what is wrong with the answer, or null. A refusal must be a
 * 4xx JSON body with a message that gives nothing of the database away, and must change nothing;
 * a 2xx is allowed only for an input a valid request could look like.
 */
async function judge(route: ServedRoute, input: HostileCase): Promise<string | null> {
  current ??= await snapshot();
  const response = await send(route, input);
  tried++;
  const what = `${route.key} with ${input.label}`;
  // Whatever else is wrong with an accepted request, the next refusal is judged against the
  // state it left.
  if (response.status < 400) current = await snapshot();
  if (response.status >= 500) {
    fiveHundreds++;
    current = await snapshot();
    return `${what}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
  }
  // The id is echoed only when it is safe to; otherwise the answer carries a new one. (Node's own
  // answer to a request it cannot parse, such as a 431, carries none.)
  // The server sees the id without surrounding spaces and tabs, as HTTP says.
  const requestId = response.headers['x-request-id'] as string | undefined;
  const sentId = input.requestId?.replace(/^[ \t]+|[ \t]+$/g, '');
  if (requestId !== undefined && requestId !== sentId && !UUID.test(requestId))
    return `${what}: X-Request-Id ${JSON.stringify(requestId)} is neither the one sent nor a new one`;
  if (response.headers['set-cookie']?.toString().includes('pwned'))
    return `${what}: an injected Set-Cookie reached the answer`;

  if (response.status < 400) {
    if (input.expected && !input.expected.accept)
      return `${what}: accepted (${response.status}); expected one of ${JSON.stringify(input.expected.messages)}`;
    return input.mustRefuse ? `${what}: accepted (${response.status}) an invalid input` : null;
  }
  if (input.expected?.accept)
    return `${what}: refused a valid input with ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
  if (
    input.expected &&
    !input.expected.accept &&
    !input.expected.messages.includes(String((response.body as { message?: unknown }).message))
  )
    return `${what}: refused with ${JSON.stringify(response.body).slice(0, 200)}; expected one of ${JSON.stringify(input.expected.messages)}`;
  const message = (response.body as { message?: unknown }).message;
  if (!/json/.test(String(response.headers['content-type'])) || typeof message !== 'string')
    return `${what}: ${response.status} without a JSON message: ${response.text?.slice(0, 200)}`;
  // Case-sensitive: an unknown field's name, echoed in the message, may be any text.
  if (message.trim() === '' || /SQLITE_|\bER_[A-Z_]{3,}|QueryFailedError|\n\s+at /.test(message))
    return `${what}: ${response.status} with an unclear or leaking message ${JSON.stringify(message.slice(0, 200))}`;
  const after = await snapshot();
  const changed = changedTables(current, after);
  current = after;
  if (changed.length > 0)
    return `${what}: refused with ${response.status} "${message.slice(0, 80)}" but changed ${changed.join(', ')}`;
  return null;
}

/** The owner's documents fill the path (a valid one), so only the body can be refused. */
function validPath(route: ServedRoute, client: ClientWithDocuments = owner): string {
  return fillPath(route, (param) => {
    const kind = resourceKindOf(route, param);
    if (!kind)
      throw new Error(`${route.key}: no fixture for :${param} (add it to support/routes.ts)`);
    return String(resourceIdOf(client, kind));
  });
}

async function exampleBody(route: ServedRoute): Promise<object> {
  const example = EXAMPLE_BODIES[route.key];
  if (!example)
    throw new Error(
      `${route.key} (${route.handler}) reads a body but has no example body in support/routes.ts`,
    );
  return example({ t, client: owner, admin });
}

/** Runs the property for one route and collects its failure instead of stopping the suite. */
async function check(
  route: ServedRoute,
  cases: fc.Arbitrary<HostileCase>,
  numRuns: number,
  failures: string[],
) {
  fuzzedRoutes.add(route.key);
  // Building the example body may have written (a payment needs a new agreement).
  current = undefined;
  const details = await fc.check(
    fc.asyncProperty(cases, async (input) => {
      const problem = await judge(route, input);
      if (problem) throw new Error(problem);
    }),
    // No shrinking: each run changes the database, so replaying the seed is the way to reproduce.
    { seed: SEED, numRuns, endOnFailure: true },
  );
  if (details.failed) {
    // Our own message names the route and the input; anything else (a request that could not be
    // sent) is named by the input's label.
    const error = details.errorInstance;
    const problem =
      error instanceof Error && error.message.startsWith(route.key)
        ? error.message
        : `${route.key} with ${details.counterexample?.[0]?.label}: ${String(error)}`;
    failures.push(
      `${problem.slice(0, 400)} (seed ${details.seed}, path ${details.counterexamplePath})`,
    );
  }
}

const takesInput = (route: ServedRoute) =>
  route.takesBody || route.params.length > 0 || route.takesQuery;

// ---------------------------------------------------------------------------------------------

describe('hostile input on every route that reads a body, a path parameter or a query', () => {
  it('counts every write to the tables it watches, by a trigger per table and event', async () => {
    const dataSource = t.app.get(DataSource);
    const watched = dataSource.entityMetadatas.filter((e) => !VOLATILE_TABLES.has(e.tableName));
    const triggers = (await dataSource.query(
      dataSource.options.type === 'better-sqlite3'
        ? "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'test_writes_%'"
        : "SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND TRIGGER_NAME LIKE 'test\\_writes\\_%'",
    )) as unknown[];
    const events = watched.reduce((n, e) => n + (BACKGROUND_TABLES.has(e.tableName) ? 1 : 3), 0);
    expect(triggers).toHaveLength(events);
    expect(watched.length).toBeGreaterThan(10);

    const before = await snapshot();
    const { user } = await registerUser(t);
    expect(changedTables(before, await snapshot())).toEqual(expect.arrayContaining(['users']));
    // Even a write that puts back the value it found counts.
    const unchanged = await snapshot();
    const users = dataSource.driver.escape('users');
    await dataSource.query(`UPDATE ${users} SET username = username WHERE id = ?`, [user.id]);
    expect(changedTables(unchanged, await snapshot())).toEqual(['users']);
  });

  it('finds such routes in the app', () => {
    expect(routes.filter(takesInput).length).toBeGreaterThan(20);
  });

  it('refuses hostile bodies with a 4xx and a message, and changes nothing', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.takesBody)) {
      const valid = await exampleBody(route);
      const path = validPath(route);
      const cases = fc
        .tuple(hostileBodies(valid, route.bodyIsDto), fc.option(hostileRequestId, { freq: 4 }))
        .map(([input, requestId]) => ({ ...input, path, requestId: requestId ?? undefined }));
      await check(route, cases, BODY_RUNS, failures);
    }
    expect(failures).toEqual([]);
  }, 420_000);

  it("refuses hostile path parameters (and another client's ids) with a 4xx, and changes nothing", async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.params.length > 0)) {
      const body = route.takesBody ? JSON.stringify(await exampleBody(route)) : undefined;
      // Another client's real ids: on a client's route they must be 404 like any unknown id.
      // (A route whose parameter names no resource, such as a fingerprint, has none.)
      const namesResources = route.params.every((param) => resourceKindOf(route, param));
      const foreign =
        route.access === 'admin' || !namesResources ? [] : [validPath(route, stranger)];
      const segment = fc.oneof(
        fc.constantFrom(...PATH_IDS).map(encodeSegment),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encodeSegment),
        fc.integer({ min: -(2 ** 40), max: 0 }).map(String),
        fc.constantFrom(...RAW_SEGMENTS),
      );
      const cases: fc.Arbitrary<HostileCase> = fc
        .tuple(segment, fc.option(hostileRequestId, { freq: 4 }), fc.nat({ max: 9 }))
        .map(([value, requestId, pick]) => {
          const path = foreign.length > 0 && pick === 0 ? foreign[0] : fillPath(route, () => value);
          return {
            label: `path ${path.slice(0, 80)}`,
            path,
            body,
            requestId: requestId ?? undefined,
            // Only a positive whole number names anything; on an admin route it may be a real id.
            mustRefuse: !(route.access === 'admin' && /^[1-9]\d{0,9}$/.test(value)),
          };
        });
      await check(route, cases, PATH_RUNS, failures);
    }
    expect(failures).toEqual([]);
  }, 420_000);

  it('answers every query string as its rules say, and a refusal changes nothing', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.takesQuery)) {
      const path = validPath(route);
      const rules = QUERY_RULES[route.key];
      if (!rules)
        throw new Error(
          `${route.key} reads a query but has no rules in QUERY_RULES (support/hostile-requests.ts)`,
        );
      const pair = fc
        .tuple(
          fc.constantFrom(...Object.keys(rules), 'id', 'sort', ...UNKNOWN_KEYS),
          fc.oneof(
            hostileString.map((text) => text.slice(0, 2_000)),
            fc.constantFrom(...PATH_IDS.slice(0, -1)),
            // Values a valid request could carry, and those just past the bounds.
            fc.integer({ min: -1, max: 260 }).map(String),
            fc.constantFrom('2147483647', '2147483648', '9999999999', '00007', ' 7', '7 '),
          ),
        )
        .map(([key, value]) => `${encodeSegment(key)}=${encodeSegment(value)}`);
      const query = fc.oneof(
        fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => pairs.join('&')),
        fc.constantFrom(...RAW_SEGMENTS, 'limit=1&limit=2', 'limit[]=1', 'limit[a]=1', '&&&', '='),
      );
      const cases: fc.Arbitrary<HostileCase> = fc
        .tuple(query, fc.option(hostileRequestId, { freq: 4 }))
        .map(([text, requestId]) => ({
          label: `query ?${text.slice(0, 80)}`,
          path: `${path}?${text}`,
          requestId: requestId ?? undefined,
          mustRefuse: false,
          expected: expectedForQuery(rules, text),
        }));
      await check(route, cases, QUERY_RUNS, failures);
    }
    expect(failures).toEqual([]);
  }, 420_000);
});
