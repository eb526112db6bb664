import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ESIGN_MESSAGES } from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import { ConfigService } from '../config/config.service';
import { resolveChromiumPath } from './chromium';
import {
  PdfRenderError,
  PdfRenderer,
  PoolBusyError,
  PoolClosedError,
  type RenderPdfOptions,
} from './pdf-renderer';
import { withMetadata, type PdfMetadata } from './pdf-metadata';

/** Seconds a client is asked to wait (Retry-After) when the renderer is overloaded. */
const RETRY_AFTER_SECONDS = 10;
/** After a failed render (Chromium crashed or a deadline passed): the pool relaunches at once. */
const RETRY_AFTER_FAILURE_SECONDS = 2;

/** How long a readiness check waits for Chromium (a cold start takes about a second). */
const READY_TIMEOUT_MS = 10_000;

/**
 * The API's PDF renderer (req RULES-5): one PdfRenderer per process, its failures turned into
 * clear 503 answers, closed with the app.
 */
@Injectable()
export class PdfService implements OnApplicationShutdown {
  private readonly logger = new Logger('PdfService');
  readonly renderer: PdfRenderer;
  /** Renders in flight per account that asked for them (running or waiting for a slot). */
  private readonly inFlight = new Map<number, number>();
  private readonly perUserLimit: number;

  constructor(config: ConfigService) {
    const { perUserLimit, ...settings } = config.get('pdf');
    this.perUserLimit = perUserLimit;
    const executablePath = resolveChromiumPath(settings.chromiumPath);
    if (!executablePath) {
      this.logger.warn({
        event: 'pdf.chromium_missing',
        msg: 'Chromium was not found: PDFs cannot be rendered until it is installed or CHROMIUM_PATH is set',
      });
    }
    this.renderer = new PdfRenderer({
      ...settings,
      executablePath,
      logger: {
        info: (details, msg) => this.logger.log({ ...details, msg }),
        warn: (details, msg) => this.logger.warn({ ...details, msg }),
      },
    });
  }

  /**
   * The PDF of a document's HTML. Every document the product hands out passes `metadata`: its
   * document information then names the document, its reference and the firm, never the browser
   * that drew it. `requester`: the account that asked for it (a download), held to its fair share.
   */
  async render(
    html: string,
    options: RenderPdfOptions & { metadata?: PdfMetadata; requester?: number } = {},
  ): Promise<Buffer> {
    const { requester, ...rest } = options;
    if (requester === undefined) return this.renderNow(html, rest);
    // Fair rendering: one account's burst holds at most perUserLimit of the pool's slots and
    // queue, so it cannot keep another client's document waiting behind it (issue 17).
    const inFlight = this.inFlight.get(requester) ?? 0;
    if (inFlight >= this.perUserLimit) {
      this.logger.warn({ event: 'pdf.per_user_limit', userId: requester, inFlight });
      throw new DomainError('RATE_LIMITED', ESIGN_MESSAGES.renderPerUser, {
        retryAfterSeconds: RETRY_AFTER_FAILURE_SECONDS,
      });
    }
    this.inFlight.set(requester, inFlight + 1);
    try {
      return await this.renderNow(html, rest);
    } finally {
      const left = (this.inFlight.get(requester) ?? 1) - 1;
      if (left > 0) this.inFlight.set(requester, left);
      else this.inFlight.delete(requester);
    }
  }

  private async renderNow(
    html: string,
    options: RenderPdfOptions & { metadata?: PdfMetadata },
  ): Promise<Buffer> {
    const { metadata, ...renderOptions } = options;
    let pdf: Buffer;
    try {
      pdf = await this.renderer.render(html, renderOptions);
    } catch (error) {
      if (error instanceof PoolBusyError) {
        this.logger.warn({ event: 'pdf.busy', reason: error.message, ...this.renderer.stats });
        throw new DomainError('UNAVAILABLE', ESIGN_MESSAGES.renderBusy, {
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        });
      }
      if (error instanceof PdfRenderError || error instanceof PoolClosedError) {
        this.logger.error({
          event: 'pdf.failed',
          reason: error instanceof PdfRenderError ? error.reason : 'closed',
          err: { message: error.message },
        });
        throw new DomainError('UNAVAILABLE', ESIGN_MESSAGES.renderFailed, {
          retryAfterSeconds: RETRY_AFTER_FAILURE_SECONDS,
        });
      }
      throw error;
    }
    return metadata ? withMetadata(pdf, metadata) : pdf;
  }

  /** Readiness: null when Chromium can be launched and answers, else why not. */
  async notReadyReason(): Promise<string | null> {
    try {
      await this.renderer.checkReady(READY_TIMEOUT_MS);
      return null;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({ event: 'pdf.not_ready', reason });
      return reason;
    }
  }

  /**
   * Closed after the HTTP server (Nest closes it between the destroy and the shutdown hooks), so
   * the requests still in flight when a shutdown begins finish their renders first.
   */
  onApplicationShutdown(): Promise<void> {
    return this.renderer.close();
  }
}
