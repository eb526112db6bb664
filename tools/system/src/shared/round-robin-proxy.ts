// A small round-robin HTTP proxy for the two-instance stage (../two-instances): each new request
// goes to the next upstream that has not refused a connection. It retries nothing — a request that
// fails is answered 502 and counted, so the stage sees every failure — but an upstream whose
// socket refused a connection gets no new request for the rest of the run. Like the production
// web server it tells the API the client's address and that the request came over HTTPS
// (X-Forwarded-For, X-Forwarded-Proto).
import { createServer, request as httpRequest, type Server } from 'node:http';

/** One request through the proxy (times from performance.now()). */
export interface ProxyLogEntry {
  startedAt: number;
  endedAt: number;
  upstream: number | null;
  method: string | undefined;
  path: string | undefined;
  status: number;
  error: string | null;
}

export interface Upstream {
  port: number;
  down: boolean;
  downAt: number;
  served: number;
}

export interface RoundRobinProxy {
  server: Server;
  log: ProxyLogEntry[];
  upstreams: Upstream[];
  close: () => Promise<void>;
}

/** Starts the proxy on 127.0.0.1:`port` in front of `upstreams` (ports on 127.0.0.1). */
export function startRoundRobinProxy({
  port,
  upstreams: ports,
}: {
  port: number;
  upstreams: number[];
}): Promise<RoundRobinProxy> {
  const upstreams: Upstream[] = ports.map((upstreamPort) => ({
    port: upstreamPort,
    down: false,
    downAt: Infinity,
    served: 0,
  }));
  const log: ProxyLogEntry[] = [];
  let next = 0;

  const pick = () => {
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[(next + i) % upstreams.length];
      if (!upstream.down) {
        next = (next + i + 1) % upstreams.length;
        return upstream;
      }
    }
    return null;
  };

  const server = createServer((req, res) => {
    const entry: ProxyLogEntry = {
      startedAt: performance.now(),
      endedAt: 0,
      upstream: null,
      method: req.method,
      path: req.url,
      status: 0,
      error: null,
    };
    log.push(entry);
    const finish = (status: number, error: string | null = null) => {
      entry.status = status;
      entry.error = error;
      entry.endedAt = performance.now();
    };
    const fail = (message: string) => {
      finish(502, message);
      if (!res.headersSent) {
        // The client's connection stays open: a load generator that reconnects may lose track of
        // which answer belongs to which request.
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message }));
      } else {
        res.destroy();
      }
    };

    const upstream = pick();
    if (!upstream) return fail('No upstream is up');
    entry.upstream = upstream.port;
    upstream.served++;

    const forwarded = req.headers['x-forwarded-for'];
    const client = req.socket.remoteAddress ?? '';
    const headers = {
      ...req.headers,
      'x-forwarded-for': forwarded ? `${String(forwarded)}, ${client}` : client,
      'x-forwarded-proto': 'https',
      connection: 'close',
    };
    // A new connection per request (no keep-alive to the API): "in flight" means a request the
    // API has accepted, and a stopped API refuses the next connection at once.
    const proxied = httpRequest(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
        agent: false,
      },
      (upstreamRes) => {
        // Hop-by-hop headers stay on their hop: the client's connection may be kept alive.
        const responseHeaders = { ...upstreamRes.headers };
        delete responseHeaders.connection;
        delete responseHeaders['keep-alive'];
        res.writeHead(upstreamRes.statusCode ?? 502, responseHeaders);
        upstreamRes.pipe(res);
        upstreamRes.on('end', () => finish(upstreamRes.statusCode ?? 502));
        upstreamRes.on('error', (error: NodeJS.ErrnoException) =>
          fail(`upstream response broke: ${error.code ?? error.message}`),
        );
      },
    );
    proxied.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && !upstream.down) {
        upstream.down = true;
        upstream.downAt = performance.now();
      }
      fail(`upstream ${upstream.port}: ${error.code ?? error.message}`);
    });
    req.pipe(proxied);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        server,
        log,
        upstreams,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
