import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet from 'helmet';

export type HelmetOptions = NonNullable<Parameters<typeof helmet>[0]>;

/**
 * Helmet's options for the API's answers (JSON: nothing may load or frame anything), or for its
 * docs (API_DOCS): Swagger UI is a page, with its own scripts and styles (and the inline styles it
 * sets), its icons as data: URLs, and "Try it out" to this origin; nothing from elsewhere, no
 * frames. HSTS in production only.
 */
export function helmetOptions(answers: 'api' | 'api-docs', isProduction: boolean): HelmetOptions {
  const directives: Record<string, string[]> =
    answers === 'api'
      ? { defaultSrc: ["'none'"], frameAncestors: ["'none'"] }
      : {
          defaultSrc: ["'none'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
          frameAncestors: ["'none'"],
        };
  return {
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    contentSecurityPolicy: { useDefaults: false, directives },
  };
}

/** The headers Helmet sets (and removes) on an answer, for options that depend on no request. */
export interface SecurityHeaders {
  /** Each header Helmet sets, by its lower-case name. */
  set: Readonly<Record<string, string>>;
  removed: readonly string[];
}

/**
 * Helmet's headers for `options`, found once by running its middleware on a response that only
 * records what is done to it. Every header Helmet sets is a function of its options alone while
 * no CSP directive is a function (a nonce per request), so each answer gets exactly these, set
 * without Helmet's dozen middlewares on every request (6% of a signed-in read, issue 19). A
 * directive given as a function is refused here, as is a middleware that does anything else with
 * the response or does not finish at once.
 */
export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  const directives = options.contentSecurityPolicy;
  if (directives && typeof directives === 'object' && directives.directives) {
    for (const [name, value] of Object.entries(directives.directives)) {
      const values = Array.isArray(value) ? value : [value];
      if (values.some((entry) => typeof entry === 'function')) {
        throw new Error(`The CSP directive ${name} depends on the request`);
      }
    }
  }
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      set[name.toLowerCase()] = String(value);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('Helmet did not finish at once');
  return { set, removed };
}

/**
 * Puts the headers on an answer through Fastify's reply, which hands all of its headers to Node's
 * `writeHead` at once. Set one by one on the raw response (`reply.raw.setHeader`), as before, they
 * sent Node down its slow path for every header of the answer: each of Fastify's headers set
 * again, and checked, before all were checked once more as they were written (issue 19).
 */
export function applySecurityHeaders(
  headers: SecurityHeaders,
  reply: Pick<FastifyReply, 'headers' | 'removeHeader'>,
): void {
  reply.headers(headers.set);
  for (const name of headers.removed) reply.removeHeader(name);
}
