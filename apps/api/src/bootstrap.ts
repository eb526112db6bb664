import './sessions/fastify-augment';
import cors from '@fastify/cors';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { registerJsonBodyParser } from './common/hooks/json-body';
import { registerRequestDeadlines } from './common/hooks/request-deadline';
import {
  applySecurityHeaders,
  helmetOptions,
  securityHeaders,
} from './common/hooks/security-headers';
import {
  corsFor,
  registerRequestGuards,
  registerResponseHeaders,
} from './common/hooks/request-guards';
import { registerRouteOwners } from './common/hooks/app-origins';
import { AccessLogController } from './common/logging/access-log';
import { trustProxyOption } from './common/hooks/trusted-proxies';
import { createRootLogger, requestIdFor } from './common/logging/logger';
import { NestPinoLogger } from './common/logging/nest-pino-logger';
import { requestLoggerFactory } from './common/logging/request-logger';
import type { ConfigService } from './config/config.service';
import { isApiDocsUrl, serveApiDocs } from './openapi/api-docs';
import { DatabaseSessionStore } from './sessions/database-session.store';
import { registerSessions } from './sessions/session-plugin';

/**
 * The largest body read at all: a 413 beyond it, from its Content-Length before a byte of it is
 * read. The largest request (a profile with its two 5,000-character texts, every character four
 * bytes of UTF-8) is about 45 KB; a quarter of a megabyte leaves room and refuses the rest cheaply.
 */
const BODY_LIMIT_BYTES = 256 * 1024;

export interface CreateAppOptions {
  config: ConfigService;
  /** Where logs go (stdout by default); the tests capture them. */
  logDestination?: DestinationStream;
}

/**
 * Builds the API (used by main.ts and by the integration tests): Fastify with JSON logs and request
 * ids, security headers, CORS and the origin/JSON check for the app that owns each route, database
 * sessions, and every route under /api. The app is initialised but not listening.
 */
export async function createApp({
  config,
  logDestination,
}: CreateAppOptions): Promise<NestFastifyApplication> {
  const settings = config.all;
  const logger = createRootLogger(settings.logLevel, logDestination);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // The class comes from the adapter's copy of fastify; its types from ours (access-log.ts).
    logController: new AccessLogController(logger) as never,
    // A request's own logger is made when something is first written to it (request-logger.ts).
    childLoggerFactory: requestLoggerFactory as never,
    // A list of proxies is compiled once and its answers remembered (trusted-proxies.ts).
    trustProxy: trustProxyOption(settings.trustProxy),
    genReqId: requestIdFor,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // On shutdown the server stops accepting connections, and a request that reached it on an
    // accepted connection is still served (with `Connection: close`), never answered 503: it
    // was sent before the instance began to stop (docs/operations.md, "Shutting down").
    return503OnClosing: false,
    // No Nest middleware: every per-request step is a Fastify hook (below). Without it, Nest's
    // adapter registers @fastify/middie, whose hook then runs for every request to do nothing.
    skipMiddie: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new NestPinoLogger(logger),
    abortOnError: false,
    // The JSON parser is ours (below); no form-encoded parser.
    bodyParser: false,
  });
  app.setGlobalPrefix('api');
  // One Fastify instance; its types come from the adapter's own copy of fastify.
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  // JSON only (a form body is refused with 415 by the request guards), shape-checked as parsed.
  registerJsonBodyParser(fastify, BODY_LIMIT_BYTES);

  // Security headers: Helmet's, found once for each of the two configurations and set on every
  // answer (security-headers.ts). @fastify/helmet builds Helmet's middleware again for every
  // request, and running it was still 6% of a signed-in read (issue 19).
  const apiHeaders = securityHeaders(helmetOptions('api', settings.isProduction));
  const apiDocsHeaders = securityHeaders(helmetOptions('api-docs', settings.isProduction));
  fastify.addHook('onRequest', (request, reply, done) => {
    const headers = settings.apiDocs && isApiDocsUrl(request.url) ? apiDocsHeaders : apiHeaders;
    applySecurityHeaders(headers, reply);
    done();
  });
  // Credentialed CORS for the app that owns each route only (request-guards.ts, app-origins.ts).
  registerRouteOwners(fastify);
  await fastify.register(cors, { delegator: corsFor(settings.appOrigins) });
  // A request still unanswered at REQUEST_DEADLINE_MS (a database that stopped answering) is
  // answered 503 with Retry-After, instead of holding its connection open.
  registerRequestDeadlines(fastify, settings);
  registerRequestGuards(fastify, settings.appOrigins);
  registerResponseHeaders(fastify);
  await registerSessions(fastify, app.get(DatabaseSessionStore), settings.session);
  // Swagger UI and the OpenAPI document (docs/openapi.json) at /api/docs, unless API_DOCS is off.
  if (settings.apiDocs) serveApiDocs(app);
  // A hook that fails — the session store while the database is down — is answered like a
  // handler: Nest installs Fastify's error handler in init() and runs ApiExceptionFilter there,
  // so a database outage is a JSON 503 with Retry-After on every route, known or not
  // (the faults-and-load stage, `nx run system:faults-and-load`, checks it on a killed MariaDB).

  await app.init();
  return app;
}
