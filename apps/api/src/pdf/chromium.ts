import { existsSync } from 'node:fs';

/** Where Debian, Ubuntu and Google install Chromium or Chrome. */
const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

/** The configured Chromium, else the first system one found; null when there is none. */
export function resolveChromiumPath(
  configured: string | null,
  exists: (path: string) => boolean = existsSync,
): string | null {
  if (configured) return configured;
  return SYSTEM_CHROMIUM.find((path) => exists(path)) ?? null;
}

/**
 * Chromium's flags: no sandbox when running as root (Chromium refuses to start otherwise; the page
 * runs no script and loads nothing), no background traffic (updates, sync, metrics), and every
 * connection sent to a closed local port, so that even a request the page's interception missed
 * could go nowhere. Two features off, for the renderer's warm pages (docs/performance.md):
 * - the address bar's pop-up, a WebUI page that Chromium 156 opens in every browser context (a
 *   renderer process of its own): a headless browser shows no address bar;
 * - RenderDocument, a new frame host for each document of a frame: a page navigates to
 *   about:blank between two documents (each still a new document and window), and with it every
 *   navigation costs about twice the CPU;
 * - the spare renderer, a process Chromium starts ahead for the next navigation: with documents
 *   drawn two or four at once, a page going blank took it and Chromium started another, about one
 *   new renderer process per document (each page keeps its own process without it).
 */
export function chromiumArgs(isRoot: boolean): string[] {
  return [
    ...(isRoot ? ['--no-sandbox'] : []),
    '--disable-gpu',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--disable-extensions',
    '--disable-dev-shm-usage',
    '--mute-audio',
    '--proxy-server=http://127.0.0.1:9',
    '--proxy-bypass-list=<-loopback>',
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,RenderDocument,SpareRendererForSitePerProcess',
  ];
}

/**
 * The screen of the renderer's pages: one row high. A document is printed, never shown, so
 * Chromium need paint and rasterise almost nothing of it for the screen (about 8 ms less CPU a
 * document, docs/performance.md, stop 49); what is printed is laid out for the paper, whatever
 * the screen: the same as from the usual 800 × 600 (pdf-renderer-pages.int-spec.ts).
 */
export const SCREEN_VIEWPORT = { width: 800, height: 1 } as const;

export function runningAsRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}
