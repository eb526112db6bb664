import type { FastifyRequest } from 'fastify';
import fc from 'fast-check';
import type { AppUrls } from '@consult/domain';
import {
  ROUTE_OWNERS,
  ownerOrigins,
  rememberedRoutes,
  requestOwner,
  routeOwner,
  type RouteOwner,
} from './app-origins';

/** The table's reading, written plainly: the owner of the first prefix that is the path or its parent. */
function ownerAsWritten(path: string): RouteOwner | null {
  const entry = ROUTE_OWNERS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return entry ? entry[1] : null;
}

/** A request as Fastify gives it: `routeOptions` built anew on every read, as Fastify does. */
function requestFor(url: string, matched: string | undefined) {
  let reads = 0;
  const request = {
    url,
    get routeOptions() {
      reads += 1;
      return { url: matched };
    },
  };
  return { request: request as unknown as FastifyRequest, reads: () => reads };
}

const prefixes = ROUTE_OWNERS.map(([prefix]) => prefix);
/** Paths near the table's prefixes (below them, beside them, odd spellings) and anything else. */
const path = fc.oneof(
  fc.constantFrom(...prefixes),
  fc
    .tuple(
      fc.constantFrom(...prefixes),
      fc.constantFrom('/', '/:id', '/7', 's', '-x', '/a/b', '//'),
    )
    .map(([prefix, rest]) => prefix + rest),
  fc.constantFrom('/api', '/api/', '/API/nda', '/api/health', '*', ''),
  // A path as Fastify gives it: the query, from the first `?`, is not part of it.
  fc
    .string()
    .filter((rest) => !rest.includes('?'))
    .map((rest) => `/api/${rest}`),
);

describe('routeOwner', () => {
  it('gives the owner of the first prefix that is the path or a parent of it', () => {
    fc.assert(
      fc.property(path, (p) => expect(routeOwner(p)).toBe(ownerAsWritten(p))),
      {
        numRuns: 2000,
      },
    );
  });
});

describe('requestOwner', () => {
  it('finds the owner of the route a request matched, or of its path when none did', () => {
    // No route (a 404), or @fastify/cors's `*` route (a preflight): the path as sent decides.
    const route = fc.constantFrom('matched', undefined, '*');
    const query = fc.constantFrom('', '?a=1', '?next=/api/admin');
    fc.assert(
      fc.property(path, route, query, (p, matched, q) => {
        const { request } = requestFor(`${p}${q}`, matched === 'matched' ? p : matched);
        expect(requestOwner(request)).toBe(ownerAsWritten(p));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the request once, however often it is asked', () => {
    const { request, reads } = requestFor('/api/admin/nda/7', '/api/admin/nda/:id');
    expect(requestOwner(request)).toBe('admin');
    expect(requestOwner(request)).toBe('admin');
    expect(requestOwner(request)).toBe('admin');
    expect(reads()).toBe(1);
  });

  it('keeps the owners of matched routes only, never of the paths clients make up', () => {
    const before = rememberedRoutes();
    for (let i = 0; i < 1000; i += 1) {
      expect(requestOwner(requestFor(`/api/admin/made-up-${i}`, undefined).request)).toBe('admin');
      expect(requestOwner(requestFor(`/api/nothing-${i}`, undefined).request)).toBeNull();
    }
    expect(rememberedRoutes()).toBe(before);
    // A route no case above matched (the property tests match generated ones).
    const route = '/api/ndas/:ndaId/pages/:page';
    requestOwner(requestFor('/api/ndas/3/pages/1', route).request);
    requestOwner(requestFor('/api/ndas/4/pages/2', route).request);
    expect(rememberedRoutes()).toBe(before + 1);
  });
});

describe('ownerOrigins', () => {
  const apps: AppUrls = {
    marketing: 'https://example.com',
    portal: 'https://client.example.com',
    admin: 'https://admin.example.com',
  };
  const originsOf = ownerOrigins(apps);

  it('gives each app its own origin, the session routes all three, and a route no app owns none', () => {
    expect(originsOf('marketing')).toEqual(['https://example.com']);
    expect(originsOf('portal')).toEqual(['https://client.example.com']);
    expect(originsOf('admin')).toEqual(['https://admin.example.com']);
    expect([...originsOf('session')].sort()).toEqual(Object.values(apps).sort());
    expect(originsOf(null)).toEqual([]);
  });
});
