import puppeteer, { type Browser, type PDFOptions } from 'puppeteer';
import { BoundedPool, PoolBusyError, PoolClosedError } from './bounded-pool';
import { chromiumArgs, runningAsRoot, SCREEN_VIEWPORT } from './chromium';
import { DeadlineError, remaining, withDeadline } from './deadline';
import { CLOSE_TIMEOUT_MS, PagePool, type WarmPage } from './page-pool';

export { PoolBusyError, PoolClosedError };

/** A render that failed: Chromium missing or crashed, the deadline passed, the page broke. */
export class PdfRenderError extends Error {
  constructor(
    message: string,
    readonly reason: 'unavailable' | 'timeout' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PdfRenderError';
  }
}

export interface PdfRendererLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface PdfRendererOptions {
  /** Chromium's binary; null when none was found (every render then fails cleanly). */
  executablePath: string | null;
  concurrency: number;
  queueLimit: number;
  /** The deadline of one render (from the moment the browser is ready), and the longest wait for a slot. */
  timeoutMs: number;
  logger?: PdfRendererLogger;
  /** Extra Chromium flags (tests). */
  extraArgs?: string[];
  /**
   * Warm pages kept at most: by default one more than `concurrency`, so that a page going blank
   * after its document never keeps the next document waiting.
   */
  pages?: number;
  /** Documents a page draws before a new one (a new context) takes its place. */
  documentsPerPage?: number;
}

export interface RenderPdfOptions {
  /** The running footer (Chromium's footer template: inline styles, page-number spans). */
  footerHtml?: string;
}

const PAGE_MARGIN = { top: '18mm', right: '20mm', bottom: '20mm', left: '20mm' };

/** A style sheet for the screen only, under which nothing of a document is laid out there. */
const NO_SCREEN_LAYOUT = '<style media="screen">html { display: none; }</style>';

/**
 * The document as the warm pages draw it: `html` with a screen-only style sheet that lays nothing
 * out for the page's screen, last in its head. A document is printed, never shown, yet Chromium
 * lays all of it out for the screen as it loads, then again for the paper: about a tenth of a
 * document's CPU (docs/performance.md, stop 57). Printing uses print media, where the style sheet
 * does not apply: the same words on the same pages. A document without a head is left as it is.
 */
export function withoutScreenLayout(html: string): string {
  const end = html.search(/<\/head\s*>/i);
  return end === -1 ? html : `${html.slice(0, end)}${NO_SCREEN_LAYOUT}${html.slice(end)}`;
}

/** How every document is printed: A4, its backgrounds, the margins and the running footer. */
export function printSettings(footerHtml?: string): PDFOptions {
  return {
    format: 'A4',
    printBackground: true,
    margin: PAGE_MARGIN,
    displayHeaderFooter: footerHtml !== undefined,
    headerTemplate: '<span></span>',
    footerTemplate: footerHtml ?? '<span></span>',
  };
}

/** A cold start takes about half a second; a browser that has not started in 30 s will not. */
const LAUNCH_TIMEOUT_MS = 30000;

const silent: PdfRendererLogger = { info: () => undefined, warn: () => undefined };

/**
 * Documents a page draws before a new page (a new context, a new renderer process) takes its
 * place: a margin against whatever a long-lived renderer process might accumulate. Memory stays
 * flat over 500 documents without it (docs/performance.md, "PDF renderer").
 */
const DOCUMENTS_PER_PAGE = 200;

/**
 * HTML → PDF on one shared headless Chromium (the system's; puppeteer never downloads one).
 *
 * - A bounded pool: `concurrency` renders at once, `queueLimit` waiting, the rest refused
 *   (PoolBusyError), so overload answers at once and never piles up.
 * - Each render draws on a warm page of the PagePool: a browser context of its own, JavaScript off,
 *   and request interception that aborts every request the page makes, so the HTML must be
 *   self-contained and nothing it contains can reach the network. A page draws one document at a
 *   time and is navigated to about:blank between two (a new document and window), so nothing of
 *   one document reaches the next: just before its next document, or in the background once the
 *   renderer is quiet. A page that failed in any way is closed, never reused.
 * - A deadline per render; a render past it fails and its page is closed.
 * - The browser is launched on first use (over a pipe, no debugging port), and again after it
 *   crashes or disconnects, so the next render succeeds.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private readonly pool: BoundedPool;
  private readonly logger: PdfRendererLogger;
  private closing = false;
  private renders = 0;
  private readonly pages: PagePool;

  constructor(private readonly options: PdfRendererOptions) {
    this.pool = new BoundedPool(options.concurrency, options.queueLimit, options.timeoutMs);
    this.logger = options.logger ?? silent;
    this.pages = new PagePool({
      size: options.pages ?? options.concurrency + 1,
      documentsPerPage: options.documentsPerPage ?? DOCUMENTS_PER_PAGE,
      onBlockedRequest: (url) =>
        this.logger.warn(
          { event: 'pdf.request_blocked', url: url.slice(0, 200) },
          'Blocked a request from a document being rendered',
        ),
      onHung: (browser) => this.discardHungBrowser(browser),
    });
  }

  /** Renders a self-contained HTML page to an A4 PDF. */
  render(html: string, options: RenderPdfOptions = {}): Promise<Buffer> {
    return this.pool.run(() => this.renderNow(html, options));
  }

  /**
   * Renders running and waiting, documents rendered, and the warm pages: open now, opened since
   * the start (each one a new browser context), and blank ones waiting for a document.
   */
  get stats(): {
    active: number;
    queued: number;
    renders: number;
    pages: number;
    pagesOpened: number;
    blankPages: number;
  } {
    return { ...this.pool.stats, renders: this.renders, ...this.pages.stats };
  }

  /** The browser's process id, once launched (operations and tests: its memory, a crash). */
  async browserProcessId(): Promise<number | null> {
    const browser = await this.browser?.catch(() => null);
    return browser?.process()?.pid ?? null;
  }

  /**
   * Readiness: launches Chromium if it is not running (the first check pays the cold start, and
   * the first document then does not) and asks it for its version, within `timeoutMs`. Throws a
   * PdfRenderError (or PoolClosedError while closing) when Chromium cannot be launched or used.
   */
  async checkReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    try {
      const browser = await withDeadline(this.getBrowser(), deadline);
      await withDeadline(browser.version(), deadline);
    } catch (error) {
      if (error instanceof PdfRenderError || error instanceof PoolClosedError) throw error;
      if (error instanceof DeadlineError) {
        throw new PdfRenderError(`Chromium did not answer within ${timeoutMs} ms`, 'timeout');
      }
      const message = error instanceof Error ? error.message : String(error);
      throw new PdfRenderError(`Chromium could not be launched: ${message}`, 'unavailable', {
        cause: error,
      });
    }
  }

  /** Refuses new renders, lets running ones finish (briefly), and closes the browser. */
  async close(): Promise<void> {
    this.closing = true;
    this.pool.close();
    await this.pool.idle(CLOSE_TIMEOUT_MS);
    this.pages.close();
    const browser = await this.browser?.catch(() => null);
    this.browser = null;
    if (browser) await closeBrowser(browser);
  }

  private async renderNow(html: string, options: RenderPdfOptions): Promise<Buffer> {
    let browser: Browser;
    try {
      // Bounded by the launch timeout: the deadline measures the rendering itself.
      browser = await this.getBrowser();
    } catch (error) {
      throw this.toRenderError(error);
    }
    const deadline = Date.now() + this.options.timeoutMs;
    let page: WarmPage | undefined;
    let finished = false;
    const work = (async () => {
      const taken = await this.pages.take(browser);
      if (finished) {
        // The deadline passed while this render waited for a page: it goes back unused.
        this.pages.release(taken);
        throw new DeadlineError('deadline');
      }
      page = taken;
      return Promise.race([this.print(page, html, options, deadline), page.crashed]);
    })();
    // Not every pending step fails when the browser dies (waiting for a page's load does not).
    const crash = whenDisconnected(browser);
    let succeeded = false;
    try {
      const pdf = await withDeadline(Promise.race([work, crash.promise]), deadline);
      this.renders++;
      succeeded = true;
      return pdf;
    } catch (error) {
      throw this.toRenderError(error);
    } finally {
      finished = true;
      crash.dispose();
      if (page && succeeded) this.pages.release(page);
      else if (page) this.pages.retire(page);
    }
  }

  private async print(
    page: WarmPage,
    html: string,
    options: RenderPdfOptions,
    deadline: number,
  ): Promise<Buffer> {
    await page.setContent(withoutScreenLayout(html));
    const pdf = await page.page.pdf({
      ...printSettings(options.footerHtml),
      timeout: remaining(deadline),
    });
    return Buffer.from(pdf);
  }

  private async getBrowser(): Promise<Browser> {
    for (;;) {
      if (this.closing) throw new PoolClosedError();
      const pending = this.browser;
      const current = pending ? await pending.catch(() => null) : null;
      if (current?.connected) return current;
      // Another render started a launch while this one waited: use that one.
      if (this.browser !== pending) continue;
      // Not launched yet, a failed launch, or a browser that crashed or disconnected.
      current?.process()?.kill('SIGKILL');
      const launching = this.launch();
      this.browser = launching;
      return launching;
    }
  }

  private async launch(): Promise<Browser> {
    const executablePath = this.options.executablePath;
    if (!executablePath) {
      throw new PdfRenderError(
        'Chromium was not found: install it or set CHROMIUM_PATH',
        'unavailable',
      );
    }
    const started = Date.now();
    const browser = await puppeteer.launch({
      executablePath,
      headless: true,
      pipe: true,
      args: [...chromiumArgs(runningAsRoot()), ...(this.options.extraArgs ?? [])],
      defaultViewport: SCREEN_VIEWPORT,
      // The API handles its own signals and closes the browser on shutdown.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      timeout: LAUNCH_TIMEOUT_MS,
    });
    if (this.closing) {
      await closeBrowser(browser);
      throw new PoolClosedError();
    }
    // A browser process that dies without closing its pipe still counts as disconnected.
    browser.process()?.once('exit', () => {
      if (browser.connected) void browser.disconnect().catch(() => undefined);
    });
    browser.once('disconnected', () => {
      if (this.closing) return;
      this.logger.warn(
        { event: 'pdf.browser_disconnected', pid: browser.process()?.pid },
        'Chromium disconnected; a new one is launched for the next document',
      );
    });
    this.logger.info(
      { event: 'pdf.browser_launched', pid: browser.process()?.pid, ms: Date.now() - started },
      'Chromium launched for PDF rendering',
    );
    return browser;
  }

  /** A browser that did not let go of a page in time is hung: kill it (the next render relaunches). */
  private discardHungBrowser(browser: Browser): void {
    this.logger.warn(
      { event: 'pdf.browser_hung', pid: browser.process()?.pid },
      'Chromium did not close a page in time; killing it',
    );
    browser.process()?.kill('SIGKILL');
  }

  private toRenderError(error: unknown): Error {
    if (error instanceof PdfRenderError || error instanceof PoolClosedError) return error;
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof DeadlineError || /timeout|timed out/i.test(message)) {
      return new PdfRenderError(
        `Rendering took longer than ${this.options.timeoutMs} ms`,
        'timeout',
        { cause: error },
      );
    }
    return new PdfRenderError(`Rendering failed: ${message}`, 'failed', { cause: error });
  }
}

/** A promise that rejects when the browser disconnects (crash, kill), and its clean-up. */
function whenDisconnected(browser: Browser): { promise: Promise<never>; dispose: () => void } {
  let onDisconnected = () => undefined as void;
  const promise = new Promise<never>((_resolve, reject) => {
    onDisconnected = () => reject(new Error('Chromium disconnected during rendering'));
    if (!browser.connected) onDisconnected();
    else browser.once('disconnected', onDisconnected);
  });
  promise.catch(() => undefined);
  return { promise, dispose: () => void browser.off('disconnected', onDisconnected) };
}

async function closeBrowser(browser: Browser): Promise<void> {
  try {
    await withDeadline(browser.close(), Date.now() + CLOSE_TIMEOUT_MS);
  } catch {
    browser.process()?.kill('SIGKILL');
  }
}
