import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { Logger, type INestApplication } from '@nestjs/common';
import { createApp } from './bootstrap';
import { ConfigError, describeDatabase } from './config/app-config';
import { ConfigService } from './config/config.service';
import { ShutdownState } from './health/shutdown-state';

/** The slack a shutdown gets beyond the longest PDF render (its wait for a slot plus its deadline). */
const SHUTDOWN_SLACK_MS = 10_000;
/** How often, while draining, connections with no request in progress are closed. */
const IDLE_SWEEP_MS = 1_000;

async function main(): Promise<void> {
  const config = ConfigService.fromEnvironment();
  const app = await createApp({ config });
  const { port, host, env, pdf, shutdownDrainMs } = config.all;
  stopOnSignals(app, shutdownDrainMs, shutdownDrainMs + 2 * pdf.timeoutMs + SHUTDOWN_SLACK_MS);
  await app.listen(port, host);
  new Logger('Main').log({
    event: 'api.started',
    msg: `API listening on http://${host}:${port}/api`,
    env,
    database: describeDatabase(config.get('database')),
  });
}

/**
 * Graceful shutdown on SIGTERM (and SIGINT):
 * 1. readiness answers 503 at once, and for `drainMs` the API goes on serving new requests, so
 *    that a load balancer which polls readiness stops sending them here first;
 * 2. the server stops accepting connections and finishes every request that reached it (with its
 *    PDF render);
 * 3. the app closes — the PDF renderer closes Chromium, the database pool closes — and the
 *    process exits 0. If all that takes longer than `deadlineMs` (a request that hangs), it
 *    exits 1.
 */
function stopOnSignals(app: INestApplication, drainMs: number, deadlineMs: number): void {
  const logger = new Logger('Main');
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.log({
      event: 'api.stopping',
      signal,
      msg: `Stopping: readiness 503; no new connections after ${drainMs} ms; finishing the requests in flight`,
    });
    setTimeout(() => {
      logger.error({ event: 'api.stop_timeout', ms: deadlineMs, msg: 'Shutdown took too long' });
      process.exit(1);
    }, deadlineMs).unref();
    app.get(ShutdownState).begin();
    new Promise((resolve) => setTimeout(resolve, drainMs))
      .then(() => drainHttp(app.getHttpServer() as Server))
      .then(() => app.close())
      .then(
        () => {
          logger.log({ event: 'api.stopped', ms: Date.now() - started, msg: 'Stopped cleanly' });
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ event: 'api.stop_failed', err: String(error), msg: 'Shutdown failed' });
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(
      `The API could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  process.exit(1);
});

/**
 * Stops accepting connections and resolves once every accepted connection has ended. Unlike
 * `server.close()`, it does not drop at once the connections that were accepted but whose request
 * has not been read yet (a proxy's request that was on its way when the signal came): those are
 * served. Responses from now on carry `Connection: close`, and connections with no request in
 * progress are closed every second, so kept-alive connections end too.
 */
function drainHttp(server: Server): Promise<void> {
  const drained = new Promise<void>((resolve) => {
    NetServer.prototype.close.call(server, () => resolve());
  });
  server.prependListener('request', (_request, response) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  });
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  return drained.finally(() => clearInterval(sweep));
}
