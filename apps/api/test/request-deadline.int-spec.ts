import { MESSAGES } from '@consult/domain';
import { registerUser } from './support/factories';
import { servedRoutes } from './support/routes';
import { ORIGIN, startApp, type TestApp } from './support/test-app';

/**
 * REQUEST_DEADLINE_MS (docs/configuration.md): a request still unanswered at its deadline (a
 * database that stopped answering) is answered 503 with Retry-After, as a database outage is,
 * instead of holding its connection open. Routes that render a PDF have a longer deadline.
 */
describe('the request deadline', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A failed sign-in is held 1.5 s (the login slow-down): longer than this deadline.
    t = await startApp({
      REQUEST_DEADLINE_MS: '1000',
      LOGIN_SLOWDOWN_AFTER: '0',
      LOGIN_SLOWDOWN_STEP_MS: '1500',
      LOGIN_SLOWDOWN_MAX_MS: '1500',
    });
  });

  afterAll(() => t.close());

  it('answers a request still running at the deadline 503 with Retry-After, and serves on', async () => {
    const { input } = await registerUser(t);
    const late = await t
      .http()
      .post('/api/login')
      .set('Origin', ORIGIN)
      .send({ username: input.username, password: 'not the password' });

    expect(late.status).toBe(503);
    expect(late.headers['retry-after']).toBe('5');
    expect(late.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: MESSAGES.serviceUnavailable,
    });
    // (Had it waited for the held sign-in, the answer would have been its 401.)
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        event: 'request.deadline_exceeded',
        method: 'POST',
        url: '/api/login',
      }),
    );

    // The held sign-in finishes after its answer was sent: nothing breaks, and the API serves on.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(t.logs.filter((line) => line['event'] === 'request.unhandled_error')).toEqual([]);
    const signedIn = await t
      .http()
      .post('/api/login')
      .set('Origin', ORIGIN)
      .send({ username: input.username, password: input.password });
    expect(signedIn.status).toBe(200);
  });

  it('gives the longer PDF deadline to exactly the routes that render a PDF', () => {
    const routes = servedRoutes(t.app);
    const rendersPdf = (path: string) =>
      /\/(download|download-invoice|share|share-invoice|mail-invoice)$/.test(path);
    const wrong = routes
      .filter((route) => route.rendersPdf !== rendersPdf(route.path))
      .map((route) => `${route.key} (${route.rendersPdf ? 'marked' : 'not marked'})`);
    expect(wrong).toEqual([]);
    expect(routes.filter((route) => route.rendersPdf)).toHaveLength(10);
  });
});
