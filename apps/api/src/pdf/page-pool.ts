import type { Browser, BrowserContext, CDPSession, HTTPRequest, Page, Protocol } from 'puppeteer';
import { PoolClosedError } from './bounded-pool';
import { DeadlineError, withDeadline } from './deadline';

/** The longest a context may take to close, or a page to go blank, before Chromium counts as hung. */
export const CLOSE_TIMEOUT_MS = 5000;
/**
 * Documents a page draws between two collections of its heap. A collection costs about a tenth of
 * a document's CPU; one every ten documents keeps a page's renderer process about 15 MB above its
 * smallest and 20 MB below what it holds when left to collect by itself.
 */
const DOCUMENTS_BETWEEN_COLLECTIONS = 10;

export interface PagePoolOptions {
  /** Pages open at most: drawing, idle, going blank or being opened. */
  size: number;
  /** Documents one page draws before it is closed and a new one takes its place. */
  documentsPerPage: number;
  /** A request a document made (it was aborted). */
  onBlockedRequest: (url: string) => void;
  /** A browser that did not close a page in time: it is hung. */
  onHung: (browser: Browser) => void;
}

/**
 * A page in a browser context of its own, with JavaScript off and every request it makes aborted;
 * blank whenever it is handed out.
 */
export class WarmPage {
  documents = 0;
  /** No document drawn on it since it opened or last went blank. */
  blank = true;
  /** Failed, crashed or worn out: closed, and never handed out again. */
  retired = false;
  /** Rejects when the page's renderer process crashes. */
  readonly crashed: Promise<never>;

  private constructor(
    readonly browser: Browser,
    private readonly context: BrowserContext,
    readonly page: Page,
    /** The renderer's own DevTools session on the page: its lifecycle events, its heap. */
    private readonly session: CDPSession,
    private readonly frameId: string,
  ) {
    this.crashed = new Promise<never>((_resolve, reject) => {
      page.once('error', (error: Error) => reject(error));
    });
    this.crashed.catch(() => undefined);
  }

  static async open(browser: Browser, onBlockedRequest: (url: string) => void): Promise<WarmPage> {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on('request', (request: HTTPRequest) => {
        if (request.isInterceptResolutionHandled()) return;
        onBlockedRequest(request.url());
        void request.abort('blockedbyclient').catch(() => undefined);
      });
      const session = await page.createCDPSession();
      await session.send('Page.enable');
      await session.send('Page.setLifecycleEventsEnabled', { enabled: true });
      const { frameTree } = await session.send('Page.getFrameTree');
      return new WarmPage(browser, context, page, session, frameTree.frame.id);
    } catch (error) {
      await closeContext(context);
      throw error;
    }
  }

  usableOn(browser: Browser): boolean {
    return !this.retired && this.browser === browser && browser.connected && !this.page.isClosed();
  }

  /**
   * Writes `html` as the page's document (document.open, write and close, as puppeteer's
   * setContent does, but from DevTools rather than from a script in the page, which would first
   * need a script context there) and waits for its load event: every image decoded.
   */
  async setContent(html: string): Promise<void> {
    const loaded = this.nextLoad();
    await this.session.send('Page.setDocumentContent', { frameId: this.frameId, html });
    await loaded;
  }

  /**
   * Navigates to about:blank: a new document and window in place of the last document's. Writing
   * new content alone (document.open) keeps the document object and what the last document's
   * markup set on it: a Content-Security-Policy from a <meta> tag, a <meta> refresh still pending,
   * the preferred style sheet set (a <style title>), which turns the next document's titled style
   * sheets off. JavaScript stays off and requests stay intercepted: both belong to the page.
   * `collectGarbage`: also collect the renderer's heap, where the documents drawn since the last
   * collection lie as garbage (a page that runs no script rarely collects it by itself).
   */
  async reset(collectGarbage: boolean): Promise<void> {
    const deadline = Date.now() + CLOSE_TIMEOUT_MS;
    await this.page.goto('about:blank', { waitUntil: 'load', timeout: CLOSE_TIMEOUT_MS });
    if (collectGarbage) {
      await withDeadline(this.session.send('HeapProfiler.collectGarbage'), deadline);
    }
    this.blank = true;
  }

  /** Closes the page's context; false when the browser did not answer in time (it is hung). */
  close(): Promise<boolean> {
    return closeContext(this.context);
  }

  /**
   * The load of the next document: its 'load' lifecycle event after its 'init' (events of the
   * blank document before it may still be on their way).
   */
  private nextLoad(): Promise<void> {
    return new Promise((resolve) => {
      let begun = false;
      const onEvent = (event: Protocol.Page.LifecycleEventEvent) => {
        if (event.frameId !== this.frameId) return;
        if (event.name === 'init') begun = true;
        if (begun && event.name === 'load') {
          this.session.off('Page.lifecycleEvent', onEvent);
          resolve();
        }
      };
      this.session.on('Page.lifecycleEvent', onEvent);
    });
  }
}

/**
 * How long the pool must go without a document being drawn or asked for before its used pages go
 * blank in the background. Going blank beside a document being drawn slows that document by more
 * than the navigation costs alone (the two cores are shared with Chromium's print work), so under
 * load a page goes blank just before its next document instead.
 */
export const QUIET_MS = 50;

/**
 * The renderer's warm pages. Opening a context and its page starts a renderer process (about
 * 150 ms); going blank is a navigation (about 40 ms of CPU). So a page draws many documents, one
 * at a time, and goes blank between two: in the background once the pool has been quiet for
 * QUIET_MS, else just before its next document. A page is never handed out before it has gone
 * blank. A page that failed in any way (an error, a deadline, a crash) is closed at once and never
 * drawn on again, and a page that has drawn `documentsPerPage` documents is replaced by a new one.
 */
export class PagePool {
  /** Blank pages, ready to draw. */
  private readonly idle: WarmPage[] = [];
  /** Pages that drew a document and have not gone blank yet. */
  private readonly used: WarmPage[] = [];
  private readonly waiting: Array<() => void> = [];
  private open = 0;
  private opened = 0;
  /** Pages handed out and not yet taken back or retired. */
  private readonly drawing = new Set<WarmPage>();
  private quietTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: PagePoolOptions) {}

  /**
   * Pages open now, pages opened since the start (each one a new browser context), and the blank
   * pages waiting for a document.
   */
  get stats(): { pages: number; pagesOpened: number; blankPages: number } {
    return { pages: this.open, pagesOpened: this.opened, blankPages: this.idle.length };
  }

  /**
   * A blank page on `browser`: an idle one, else a used one made blank now, else a new one, else
   * the next one to be taken back or to go blank.
   */
  async take(browser: Browser): Promise<WarmPage> {
    this.cancelQuiet();
    for (;;) {
      if (this.closed) throw new PoolClosedError();
      const page = this.idle.pop() ?? this.used.pop();
      if (page && !page.usableOn(browser)) {
        // Its browser crashed or was replaced since the page was taken back.
        this.retire(page);
        continue;
      }
      if (page) {
        this.drawing.add(page);
        if (page.blank) return page;
        try {
          await page.reset(page.documents % DOCUMENTS_BETWEEN_COLLECTIONS === 0);
          return page;
        } catch {
          this.retire(page);
          continue;
        }
      }
      if (this.open < this.options.size) {
        const opened = await this.openPage(browser);
        this.drawing.add(opened);
        return opened;
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  /** Takes back a page that drew a document: it waits to go blank (or is replaced). */
  release(page: WarmPage): void {
    this.drawing.delete(page);
    page.documents++;
    page.blank = false;
    if (this.closed || page.documents >= this.options.documentsPerPage) {
      this.retire(page);
      return;
    }
    this.used.push(page);
    this.wakeOne();
    this.scheduleQuiet();
  }

  /** Closes a page (in the background): it failed, crashed or drew its share. */
  retire(page: WarmPage): void {
    if (page.retired) return;
    page.retired = true;
    this.drawing.delete(page);
    for (const list of [this.idle, this.used]) {
      const at = list.indexOf(page);
      if (at !== -1) list.splice(at, 1);
    }
    this.open--;
    this.wakeOne();
    void page.close().then((closed) => {
      if (!closed) this.options.onHung(page.browser);
    });
  }

  /** Opens no more pages; the idle and used ones are closed (the browser closes the rest). */
  close(): void {
    this.closed = true;
    this.cancelQuiet();
    for (const page of [...this.idle, ...this.used]) this.retire(page);
    for (const wake of this.waiting.splice(0)) wake();
  }

  /** Once nothing has been drawn or asked for in QUIET_MS, the used pages go blank. */
  private scheduleQuiet(): void {
    this.cancelQuiet();
    this.quietTimer = setTimeout(() => {
      this.quietTimer = null;
      if (this.drawing.size === 0) this.resetUsedPages();
    }, QUIET_MS);
    this.quietTimer.unref();
  }

  private cancelQuiet(): void {
    if (this.quietTimer) clearTimeout(this.quietTimer);
    this.quietTimer = null;
  }

  /**
   * The used pages go blank in the background, one after another while nothing is drawn, then
   * idle; a page that fails is closed.
   */
  private resetUsedPages(): void {
    const page = this.used.shift();
    if (!page) return;
    void page.reset(page.documents % DOCUMENTS_BETWEEN_COLLECTIONS === 0).then(
      () => {
        if (page.retired) return;
        if (this.closed) return this.retire(page);
        this.idle.push(page);
        this.wakeOne();
        if (this.drawing.size === 0) this.resetUsedPages();
      },
      () => this.retire(page),
    );
  }

  private async openPage(browser: Browser): Promise<WarmPage> {
    this.open++;
    this.opened++;
    try {
      const page = await WarmPage.open(browser, this.options.onBlockedRequest);
      page.crashed.catch(() => this.retire(page));
      return page;
    } catch (error) {
      this.open--;
      this.wakeOne();
      throw error;
    }
  }

  private wakeOne(): void {
    this.waiting.shift()?.();
  }
}

/** Closes a context; false when the browser did not answer in time (it is hung). */
async function closeContext(context: BrowserContext): Promise<boolean> {
  try {
    await withDeadline(context.close(), Date.now() + CLOSE_TIMEOUT_MS);
    return true;
  } catch (error) {
    return !(error instanceof DeadlineError);
  }
}
