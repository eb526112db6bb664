// autocannon ships no types (and @types/autocannon describes an older major): what the stages and
// benches use of it.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface RequestParams {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    /** Per-connection state a request's hooks share (the stages keep the connection's account). */
    type Context = Record<string, unknown>;
    interface Request extends RequestParams {
      /** Answers the request to send, or null to end this connection's run. */
      setupRequest?: (request: RequestParams, context: Context) => RequestParams | null;
      onResponse?: (status: number, body: string, context: Context) => void;
    }
    interface Options extends RequestParams {
      url: string;
      connections?: number;
      pipelining?: number;
      /** Seconds. */
      duration?: number;
      amount?: number;
      /** Seconds. */
      timeout?: number;
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      total: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      /** Seconds. */
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      '5xx': number;
    }
    type Instance = EventEmitter;
  }

  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;

  export default autocannon;
}
