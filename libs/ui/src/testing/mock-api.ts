// A fetch mock for component specs: answers `'METHOD /path'` keys with JSON, anything else 404.
// Needs the Fetch API classes of tools/jest/jsdom-fetch-environment.js.

export interface MockReply {
  status?: number;
  /** Sent as JSON; omit for an empty body. */
  body?: unknown;
}

export type MockRoute = MockReply | ((request: Request) => MockReply | Promise<MockReply>);

/** Replaces `global.fetch` with a jest mock that answers from `routes`, and returns the mock. */
export function mockApi(
  routes: Record<string, MockRoute>,
): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const route = routes[`${request.method} ${new URL(request.url).pathname}`];
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
