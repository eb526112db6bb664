import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import {
  applySecurityHeaders,
  helmetOptions,
  securityHeaders,
  type HelmetOptions,
} from './security-headers';

function response(): ServerResponse {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  response.setHeader('X-Powered-By', 'something');
  return response;
}

/** What Helmet's own middleware leaves on a response. */
function helmetOn(options: HelmetOptions): Record<string, unknown> {
  const answer = response();
  let finished = false;
  helmet(options)(answer.req, answer, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  expect(finished).toBe(true);
  return { ...answer.getHeaders() };
}

const OPTION_SETS: Record<string, HelmetOptions> = {
  'the API, in production': helmetOptions('api', true),
  'the API, in development': helmetOptions('api', false),
  'the API docs, in production': helmetOptions('api-docs', true),
  'the API docs, in development': helmetOptions('api-docs', false),
  "Helmet's defaults": {},
};

/** The headers of an answer whose onRequest hook applied `headers` (Fastify's own dropped). */
async function answerWith(headers: ReturnType<typeof securityHeaders>) {
  const fastify = Fastify();
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.header('X-Powered-By', 'something');
    applySecurityHeaders(headers, reply);
    done();
  });
  let rawHeaderNames: string[] = [];
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    rawHeaderNames = reply.raw.getHeaderNames();
    done(null, payload);
  });
  fastify.get('/', () => ({ ok: true }));
  const response = await fastify.inject({ method: 'GET', url: '/' });
  await fastify.close();
  const fastifyOwn = new Set(['content-type', 'content-length', 'date', 'connection']);
  const rest = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !fastifyOwn.has(name)),
  );
  return { headers: rest, rawHeaderNames };
}

describe('securityHeaders', () => {
  it.each(Object.entries(OPTION_SETS))(
    'leaves exactly what Helmet leaves on an answer: %s',
    async (_name, options) => {
      const { headers, rawHeaderNames } = await answerWith(securityHeaders(options));
      const expected = helmetOn(options);
      expect(headers).toEqual(expected);
      expect(Object.keys(expected).length).toBeGreaterThan(8);
      expect(expected['x-powered-by']).toBeUndefined();
      // Through the reply, not the raw response: Node writes them all with writeHead's fast path.
      expect(rawHeaderNames).toEqual([]);
    },
  );

  it('refuses a CSP directive that depends on the request', () => {
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: {
          directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] },
        },
      }),
    ).toThrow('The CSP directive scriptSrc depends on the request');
  });
});
