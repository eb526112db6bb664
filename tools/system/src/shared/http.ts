// The HTTP client of the stages: one request as the portal sends it behind the production web
// server (X-Forwarded-Proto: https, the portal's Origin on a write), answered as status, headers,
// parsed body, raw bytes and time taken. It never throws: a connection that fails, or no answer
// within the timeout (a hang), is an answer with status 0 and `error`.
import type { ApiErrorBody } from '@consult/domain';
import { ORIGIN } from './built-api';

export interface Answer<T extends object = Record<string, unknown>> {
  status: number;
  headers: Headers;
  /**
   * The JSON body (any answer may be an error body, so each field may be missing), or null when
   * the body is not JSON.
   */
  body: (Partial<T> & Partial<ApiErrorBody>) | null;
  /** The body as text ('' for a binary request). */
  text: string;
  bytes: Buffer;
  ms: number;
  /** Why no answer came. */
  error?: string;
}

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, as JSON. */
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** A PDF or another binary answer: not kept as text. */
  binary?: boolean;
  timeoutMs?: number;
}

export class ApiClient {
  /** `headers` go with every request (a bench names itself as the user agent). */
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async call<T extends object = Record<string, unknown>>(
    method: string,
    path: string,
    {
      body,
      rawBody,
      cookie,
      headers: extra = {},
      binary = false,
      timeoutMs = 30_000,
    }: RequestOptions = {},
  ): Promise<Answer<T>> {
    const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
    const headers: Record<string, string> = {
      'x-forwarded-proto': 'https',
      ...this.headers,
      ...extra,
    };
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET') headers.origin = ORIGIN;
    if (payload) headers['content-type'] = 'application/json';
    const startedAt = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      const text = binary ? '' : bytes.toString('utf8');
      return {
        status: response.status,
        headers: response.headers,
        body: parseBody<T>(response.headers, bytes),
        text,
        bytes,
        ms: Math.round(performance.now() - startedAt),
      };
    } catch (error) {
      const failure = error as { name?: string; cause?: { code?: string } };
      return {
        status: 0,
        error:
          failure.name === 'TimeoutError'
            ? `no answer in ${timeoutMs / 1000} s`
            : String(failure.cause?.code ?? error),
        headers: new Headers(),
        body: null,
        text: '',
        bytes: Buffer.alloc(0),
        ms: Math.round(performance.now() - startedAt),
      };
    }
  }
}

/** The JSON body (an error's, even for a download), or null. */
function parseBody<T extends object>(headers: Headers, bytes: Buffer): Answer<T>['body'] {
  if (!(headers.get('content-type') ?? '').includes('json')) return null;
  try {
    return JSON.parse(bytes.toString('utf8')) as Answer<T>['body'];
  } catch {
    return null;
  }
}

/** "503 Retry-After 10 in 12 ms: {…}", or why no answer came. */
export function describeAnswer(answer: Answer<object>): string {
  if (answer.error) return `no answer (${answer.error}) after ${answer.ms} ms`;
  const body = answer.body
    ? JSON.stringify(answer.body).slice(0, 200)
    : answer.text.slice(0, 200) || `${answer.bytes.length} bytes`;
  const retry = answer.headers.get('retry-after');
  return `${answer.status}${retry ? ` Retry-After ${retry}` : ''} in ${answer.ms} ms: ${body}`;
}
