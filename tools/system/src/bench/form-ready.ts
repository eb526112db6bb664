// The consultation form on a phone: how long after the navigation it takes input (its fields are
// disabled until the page has hydrated: ConsultationForm), against the same page with JavaScript
// off, which shows the same prerendered form once its HTML, styles and fonts have loaded (its load
// event): the limit no script can beat. Both on the built site as marketing-site.ts serves it, in
// Chromium throttled as Lighthouse's mobile preset simulates a phone (4x CPU; 150 ms round trips,
// 1.6 Mbps down), a fresh profile for every load, the two kinds of load alternated.
//
//   npx nx run system:bench-form-ready [-- --loads N]     (12 of each by default)
//
// Also printed: the main thread's blocking time until the form is ready and a second after (each
// long task's time over 50 ms, as Lighthouse counts it), the part of Lighthouse's score that the
// form's hydration moves.
import puppeteer, { type Browser } from 'puppeteer';
import { findChromium, TEST_CHROMIUM_FLAGS } from '../shared/machine.mjs';
import { sleep } from '../shared/workspace';
import { startMarketingSite } from './marketing-site';
import { median } from './median';
import { numberOption } from './options';

const PAGE = '/request-consultation';
const port = Number(process.env.BENCH_PORT ?? 4294);
/** Lighthouse's mobile preset (its constants' mobileSlow4G and the 4x CPU slowdown). */
const PHONE = { cpuSlowdown: 4, latencyMs: 150, downKbps: 1638.4, upKbps: 750 };

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

async function main(): Promise<void> {
  const loads = numberOption('loads', 12);
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: install it (npm test sets up the machine)');
  const site = await startMarketingSite(port);
  try {
    const browser = await puppeteer.launch({
      executablePath,
      headless: true,
      args: TEST_CHROMIUM_FLAGS,
    });
    try {
      const ready: number[] = [];
      const blocking: number[] = [];
      const bare: number[] = [];
      for (let i = 0; i < loads; i++) {
        bare.push(await loadWithoutScripts(browser, site.base + PAGE));
        const load = await loadUntilReady(browser, site.base + PAGE);
        ready.push(load.readyMs);
        blocking.push(load.blockingMs);
      }
      report(loads, bare, ready, blocking);
    } finally {
      await browser.close();
    }
  } finally {
    await site.stop();
  }
}

function report(loads: number, bare: number[], ready: number[], blocking: number[]): void {
  const range = (values: number[]) => `${Math.min(...values)}-${Math.max(...values)}`;
  console.log(`${PAGE} on a phone (4x CPU, slow 4G), ${loads} loads of each:`);
  console.log(`  the page without JavaScript loaded in ${median(bare)} ms (${range(bare)})`);
  console.log(`  the form took input after ${median(ready)} ms (${range(ready)})`);
  console.log(
    `  blocking time until then and a second after ${median(blocking)} ms (${range(blocking)})`,
  );
  console.log(
    `  ratio to the page without JavaScript: ${(median(ready) / median(bare)).toFixed(2)}x`,
  );
}

/** A new page in a fresh profile, throttled as a phone, nothing cached. */
async function phonePage(browser: Browser) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1024) / 8,
    uploadThroughput: (PHONE.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return { page, close: () => context.close() };
}

/** The page with JavaScript off: milliseconds from the navigation to its load event. */
async function loadWithoutScripts(browser: Browser, url: string): Promise<number> {
  const { page, close } = await phonePage(browser);
  try {
    await page.setJavaScriptEnabled(false);
    await page.goto(url, { waitUntil: 'load' });
    // In the page, as text (this project's types have no DOM).
    return Math.round(
      Number(await page.evaluate("performance.getEntriesByType('navigation')[0].loadEventStart")),
    );
  } finally {
    await close();
  }
}

/**
 * The page as it is: when the form took input (read in the page as it happens), and the long
 * tasks' time over 50 ms until a second after.
 */
async function loadUntilReady(browser: Browser, url: string) {
  const { page, close } = await phonePage(browser);
  try {
    // In the page (as text: this project's types have no DOM): the long tasks from the start, and
    // the form's first field once no disabled fieldset holds it.
    await page.evaluateOnNewDocument(`
      window.benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    `);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const ready = await page.waitForFunction(
      "document.getElementById('companyName')?.closest('fieldset:disabled') === null && performance.now()",
      { polling: 'mutation', timeout: 60_000 },
    );
    const readyMs = Math.round(Number(await ready.jsonValue()));
    await sleep(1000);
    const tasks = (await page.evaluate('window.benchLongTasks')) as number[];
    const blockingMs = Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0));
    return { readyMs, blockingMs };
  } finally {
    await close();
  }
}
