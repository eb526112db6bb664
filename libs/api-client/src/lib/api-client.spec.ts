/**
 * @jest-environment node
 */
import { authApi } from './auth.api';
import { baseApi, FRESH_FOR_SECONDS, KEEP_UNUSED_SECONDS } from './base-api';
import { consultationApi } from './consultation.api';
import { errorMessage, errorStatus, fieldErrors } from './errors';
import { profileApi } from './profile.api';
import { createTestStore } from './test-stores';
import { useTestApiServer } from './test-server';

const api = useTestApiServer();
/** "METHOD /api/path" of each request of the current test (the body left out). */
const routesHit = () => api.hits.map((hit) => hit.split(' ', 2).join(' '));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const user = {
  id: 7,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  isAdmin: false,
};

describe('the API client', () => {
  it('asks GET /api/session who is signed in, and reads { signedIn: false } as null', async () => {
    const store = createTestStore();
    api.handler = () => ({ status: 200, body: { signedIn: true, user } });
    expect((await store.dispatch(authApi.endpoints.getUser.initiate())).data).toEqual(user);
    expect(routesHit()).toEqual(['GET /api/session']);

    const signedOut = createTestStore();
    api.handler = () => ({ status: 200, body: { signedIn: false } });
    expect((await signedOut.dispatch(authApi.endpoints.getUser.initiate())).data).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('answers null when the API says 401', async () => {
    const other = createTestStore();
    api.handler = () => ({ status: 401, body: { statusCode: 401, message: 'Not authenticated' } });
    expect((await other.dispatch(authApi.endpoints.getUser.initiate())).data).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('treats a failing user call as signed out and logs "Failed to fetch user data"', async () => {
    const store = createTestStore();
    api.handler = () => ({ status: 500, body: { statusCode: 500, message: 'boom' } });
    expect((await store.dispatch(authApi.endpoints.getUser.initiate())).data).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Failed to fetch user data (HTTP 500: boom)');
  });

  it('says why the user call failed when the API cannot be reached, in words', async () => {
    const store = createTestStore();
    // The connection is dropped before any answer: fetch itself fails.
    api.handler = (req) => {
      req.socket.destroy();
      return { status: 200 };
    };
    expect((await store.dispatch(authApi.endpoints.getUser.initiate())).data).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Failed to fetch user data \(FETCH_ERROR: .+\)$/),
    );
  });

  it('retries a failed query once, and only once', async () => {
    const store = createTestStore();
    api.handler = () => ({ status: 503, body: { statusCode: 503, message: 'Unavailable' } });
    const result = await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(errorStatus(result.error)).toBe(503);
    expect(routesHit()).toEqual(['GET /api/profile', 'GET /api/profile']);
  });

  it('does not retry a client error or a mutation', async () => {
    const store = createTestStore();
    api.handler = () => ({ status: 401, body: { statusCode: 401, message: 'Not authenticated' } });
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(routesHit()).toEqual(['GET /api/profile']);

    api.hits.length = 0;
    api.handler = () => ({ status: 500, body: { statusCode: 500, message: 'boom' } });
    await store.dispatch(profileApi.endpoints.updateProfile.initiate({ title: 'CEO' }));
    expect(routesHit()).toEqual(['PATCH /api/profile']);
  });

  it('sends JSON with a JSON content type', async () => {
    const store = createTestStore();
    let seen: { type?: string; body?: string } = {};
    api.handler = (req, body) => {
      seen = { type: req.headers['content-type'], body };
      return { status: 200, body: user };
    };
    await store.dispatch(
      authApi.endpoints.login.initiate({
        username: 'ada',
        password: 'correct horse',
        rememberMe: true,
      }),
    );
    expect(seen.type).toMatch(/^application\/json/);
    expect(JSON.parse(seen.body ?? '')).toEqual({
      username: 'ada',
      password: 'correct horse',
      rememberMe: true,
    });
  });

  it('reads the server message and field messages of a failed call, with fallbacks', async () => {
    const store = createTestStore();
    api.handler = () => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Password is required',
        fields: { password: 'Password is required' },
      },
    });
    const failed = await store.dispatch(
      authApi.endpoints.login.initiate({ username: 'ada', password: '' }),
    );
    expect('error' in failed && errorMessage(failed.error, 'fallback')).toBe(
      'Password is required',
    );
    expect('error' in failed && fieldErrors(failed.error)).toEqual({
      password: 'Password is required',
    });

    api.handler = () => ({ status: 502 });
    const empty = await store.dispatch(
      authApi.endpoints.login.initiate({ username: 'ada', password: 'x' }),
    );
    expect(
      'error' in empty && errorMessage(empty.error, 'Please check your credentials and try again'),
    ).toBe('Please check your credentials and try again');
    expect(errorMessage(undefined, 'fallback')).toBe('fallback');
    expect(fieldErrors(null)).toEqual({});
  });

  it('posts a consultation request as JSON, once, and reports a failure', async () => {
    const store = createTestStore();
    const request = {
      companyName: 'Harborview Freight',
      isPublic: false,
      isPrivate: true,
      firstName: 'Marisol',
      lastName: 'Okafor',
      email: 'marisol@example.com',
      phone: '617-555-0199',
      primaryGoals: 'Grow.',
      serviceType: 'Business Consultation' as const,
    };
    let seen: { type?: string; body?: string } = {};
    api.handler = (req, body) => {
      seen = { type: req.headers['content-type'], body };
      return { status: 201, body: { receivedAt: '2026-11-22T10:00:00.000Z' } };
    };
    const sent = await store.dispatch(
      consultationApi.endpoints.submitConsultation.initiate(request),
    );
    expect(sent).toMatchObject({ data: { receivedAt: '2026-11-22T10:00:00.000Z' } });
    expect(routesHit()).toEqual(['POST /api/consultation']);
    expect(seen.type).toMatch(/^application\/json/);
    expect(JSON.parse(seen.body ?? '')).toEqual(request);

    api.hits.length = 0;
    api.handler = () => ({ status: 503, body: { statusCode: 503, message: 'Unavailable' } });
    const failed = await store.dispatch(
      consultationApi.endpoints.submitConsultation.initiate(request),
    );
    expect(errorStatus('error' in failed ? failed.error : undefined)).toBe(503);
    expect(routesHit()).toEqual(['POST /api/consultation']);
  });

  it('keeps data fresh for 5 minutes and drops unused data after 10', () => {
    expect(FRESH_FOR_SECONDS).toBe(300);
    expect(KEEP_UNUSED_SECONDS).toBe(600);
    expect(baseApi.reducerPath).toBe('api');
  });
});
