import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { applySecurityHeaders, securityHeaders } from './security-headers';

type HelmetOptions = NonNullable<Parameters<typeof helmet>[0]>;

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
  'the API, in production': {
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    xFrameOptions: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
  },
  'the API docs, without HSTS': {
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
  },
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
