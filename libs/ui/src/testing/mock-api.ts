// A fetch mock for component specs: answers `'METHOD /path'` keys with JSON, anything else 404.
// Needs the Fetch API classes of tools/jest/jsdom-fetch-environment.js.

export interface MockReply {
  status?: number;
  /** Sent as JSON; omit for an empty body. */
  body?: unknown;
}

export type MockRoute = MockReply | ((request: Request) => MockReply | Promise<MockReply>);

const SESSION_CHECK = 'GET /api/session';
const USER = 'GET /api/user';

/**
 * The apps' session check (`GET /api/session`, issue 18) answered from a spec's `GET /api/user`
 * when the spec gives no answer of its own: a user is `{ signedIn: true, user }`, a 401
 * `{ signedIn: false }`; any other failure stays as it is.
 */
function sessionFromUser(route: MockRoute): MockRoute {
  return async (request) => {
    const reply = typeof route === 'function' ? await route(request) : route;
    const status = reply.status ?? 200;
    if (status === 401) return { body: { signedIn: false } };
    if (status >= 400) return reply;
    return { body: reply.body ? { signedIn: true, user: reply.body } : { signedIn: false } };
  };
}

/**
 * Replaces `global.fetch` with a jest mock that answers from `routes`, and returns the mock. A
 * spec may describe who is signed in by `'GET /api/user'` alone: the session check is answered
 * from it.
 */
export function mockApi(
  routes: Record<string, MockRoute>,
): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const route =
      key === SESSION_CHECK && !routes[key] && routes[USER]
        ? sessionFromUser(routes[USER])
        : routes[key];
    const reply =
      typeof route === 'function'
        ? await route(request)
        : (route ?? {
            status: 404,
            body: { statusCode: 404, error: 'Not Found', message: 'Not found' },
          });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = fetchMock;
  return fetchMock;
}

/** The paths a fetch mock was called with, as `'METHOD /path'`. */
export function calledRoutes(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const request = input instanceof Request ? input : new Request(input);
    return `${request.method} ${new URL(request.url).pathname}`;
  });
}
