// The built marketing site as the browser benches load it: dist/apps/marketing served by the
// preview server on a spare port (its prerendered pages, gzipped as nginx sends them), its /api
// proxied to the built API running as deployed on a fresh SQLite file (the header's session check
// and the consultation form call it, as they would in production). With `http2`, the browser
// reaches it over HTTP/2 and TLS, as it reaches nginx in production (docker/web: `http2 on`).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer, type ServerHttp2Session } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productionApiEnv, startBuiltApi, stopBuiltApi } from '../shared/built-api';
import { root, sleep, throwawayTlsCertificate } from '../shared/workspace';

export interface MarketingSite {
  /** `http://localhost:<port>` (`https://` with `http2`), where the pages are. */
  base: string;
  stop(): Promise<void>;
}

export interface MarketingSiteOptions {
  /**
   * HTTP/2 over TLS (a throwaway certificate for localhost: the browser needs
   * `--ignore-certificate-errors`), as production serves the site. Lighthouse simulates a phone's
   * network from the protocol it saw: over HTTP/1.1, six connections, each with its own slow
   * start, for the page's dozens of preloaded chunks; over HTTP/2, one.
   */
  http2?: boolean;
}

/**
 * Serves the built site on `port`, its API on `port + 1` (and, with `http2`, the preview server
 * behind it on `port + 2`); resolves once a page's API answers.
 */
export async function startMarketingSite(
  port: number,
  { http2 = false }: MarketingSiteOptions = {},
): Promise<MarketingSite> {
  const apiPort = port + 1;
  const previewPort = http2 ? port + 2 : port;
  const base = `${http2 ? 'https' : 'http'}://localhost:${port}`;
  const preview = `http://localhost:${previewPort}`;
  const scratch = mkdtempSync(join(tmpdir(), 'consult-marketing-site-'));
  const api = await startBuiltApi(
    productionApiEnv({
      port: apiPort,
      databaseUrl: `sqlite:${join(scratch, 'api.sqlite')}`,
      scratch,
      env: { LOG_LEVEL: 'warn' },
    }),
  );
  const previewServer = spawn(
    join(root, 'node_modules/.bin/vite'),
    ['preview', '-c', join(root, 'apps/marketing/vite.config.mts')],
    {
      cwd: root,
      env: {
        ...process.env,
        MARKETING_PORT: String(previewPort),
        API_PROXY_TARGET: `http://127.0.0.1:${apiPort}`,
      },
      stdio: 'ignore',
    },
  );
  let front: { close(): Promise<void> } | undefined;
  const stop = async () => {
    await front?.close();
    previewServer.kill();
    await stopBuiltApi(api);
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    // Up when the session check answers through the preview server, as it will for the pages.
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${preview}/api/session`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 50) throw new Error('the preview server or its API proxy did not start');
      await sleep(200);
    }
    if (http2) front = await http2Front(port, previewPort, scratch);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/**
 * An HTTP/2 server with TLS on `port` that hands every request to the HTTP/1.1 server on `target`
 * (on this machine, where its own protocol costs nothing), as nginx's `http2 on` serves the site.
 */
async function http2Front(
  port: number,
  target: number,
  scratch: string,
): Promise<{ close(): Promise<void> }> {
  const key = join(scratch, 'tls-key.pem');
  const cert = join(scratch, 'tls-cert.pem');
  throwawayTlsCertificate(['localhost'], key, cert);
  const server = createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (req, res) => {
      // HTTP/2's pseudo-headers (:method, :path, ...) are not HTTP/1.1 headers; :authority is Host.
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !name.startsWith(':')),
      );
      headers['host'] = req.authority;
      const upstream = request(
        { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers },
        (answer) => {
          // Headers about the HTTP/1.1 connection itself have no place in HTTP/2.
          const forward = { ...answer.headers };
          for (const name of ['connection', 'keep-alive', 'transfer-encoding'])
            delete forward[name];
          res.writeHead(answer.statusCode ?? 502, forward);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    },
  );
  // Closing waits for the browser's open sessions, which a browser left running keeps open.
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
