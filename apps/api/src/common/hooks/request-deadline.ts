import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/app-config';

/** The route config key that marks a route rendering a PDF (see `RendersPdf`). */
const RENDERS_PDF = 'rendersPdf';

/** What a PDF route is given past its queue wait and its render: its own queries. */
const PDF_DEADLINE_SLACK_MS = 5000;

interface DeadlineSettings {
  requestDeadlineMs: AppConfig['requestDeadlineMs'];
  pdf: Pick<AppConfig['pdf'], 'timeoutMs'>;
}

/**
 * Marks a route that renders a PDF (a download, or a document e-mailed as an attachment): it may
 * wait for a render slot and then render, each up to PDF_TIMEOUT_MS, so its deadline is longer
 * than REQUEST_DEADLINE_MS (`pdfRequestDeadlineMs`).
 */
export const RendersPdf = () => RouteConfig({ [RENDERS_PDF]: true });

/** The deadline of a route that renders a PDF: never shorter than any other route's. */
export function pdfRequestDeadlineMs(settings: DeadlineSettings): number {
  return Math.max(settings.requestDeadlineMs, 2 * settings.pdf.timeoutMs + PDF_DEADLINE_SLACK_MS);
}

/** A request still unanswered at its deadline; ApiExceptionFilter answers it 503. */
export class RequestDeadlineExceeded extends Error {
  readonly code = 'REQUEST_DEADLINE_EXCEEDED';

  constructor(readonly deadlineMs: number) {
    super(`No answer within the request deadline of ${deadlineMs} ms`);
    this.name = 'RequestDeadlineExceeded';
  }
}

/**
 * Answers every request that is still unanswered at its deadline (REQUEST_DEADLINE_MS, or
 * `pdfRequestDeadlineMs` for a route marked `RendersPdf`) with RequestDeadlineExceeded, which goes
 * through the error handler (ApiExceptionFilter: 503 with Retry-After). Fastify then skips the
 * hooks and the handler not yet run; work already under way goes on, and its late answer is
 * dropped. It bounds what a database that stopped answering would otherwise hold open.
 *
 * Fastify's own `handlerTimeout` does this, but it stops its timer when the request's body has
 * been read (it takes the IncomingMessage's `close` for a disconnect: fastify/fastify#6725), so a
 * POST, PUT or PATCH would have no deadline. This hook is registered before the sessions', so the
 * deadline also covers the session lookup.
 */
export function registerRequestDeadlines(
  fastify: FastifyInstance,
  settings: DeadlineSettings,
): void {
  const pdfDeadlineMs = pdfRequestDeadlineMs(settings);
  fastify.addHook('onRequest', (request, reply, done) => {
    const config = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
    const deadlineMs = config?.[RENDERS_PDF] === true ? pdfDeadlineMs : settings.requestDeadlineMs;
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      void reply.send(new RequestDeadlineExceeded(deadlineMs));
    }, deadlineMs);
    // The answer went out, or the client went away: either way there is nothing left to bound.
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}
