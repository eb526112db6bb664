import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
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

describe('securityHeaders', () => {
  it.each(Object.entries(OPTION_SETS))(
    'leaves exactly what Helmet leaves on an answer: %s',
    (_name, options) => {
      const answer = response();
      applySecurityHeaders(securityHeaders(options), answer);
      const expected = helmetOn(options);
      expect({ ...answer.getHeaders() }).toEqual(expected);
      expect(Object.keys(expected).length).toBeGreaterThan(8);
      expect(expected['x-powered-by']).toBeUndefined();
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
