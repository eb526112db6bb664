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
 * The API's PDF renderer (DECISIONS §5): one PdfRenderer per process, its failures turned into
 * clear 503 answers, closed with the app.
 */
@Injectable()
export class PdfService implements OnApplicationShutdown {
  private readonly logger = new Logger('PdfService');
  readonly renderer: PdfRenderer;

  constructor(config: ConfigService) {
    const settings = config.get('pdf');
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
   * that drew it.
   */
  async render(
    html: string,
    options: RenderPdfOptions & { metadata?: PdfMetadata } = {},
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
