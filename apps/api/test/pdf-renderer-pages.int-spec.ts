import { readFileSync, readdirSync } from 'node:fs';
import puppeteer from 'puppeteer';
import { buildMutualNda, renderDocumentHtml } from '@consult/documents';
import { ndaInput } from '@consult/documents/testing';
import { DEFAULT_FIRM } from '@consult/domain';
import { chromiumArgs, resolveChromiumPath, runningAsRoot } from '../src/pdf/chromium';
import {
  PdfRenderer,
  printSettings,
  withoutScreenLayout,
  type PdfRendererOptions,
} from '../src/pdf/pdf-renderer';
import { heavyHtml, pdfPages, squash, startTrapServer } from './support/ndas';
import { pdfImageCount, pdfInfo, pdfWords } from './support/pdf-tools';
import {
  DEADLINE_TEST_MS,
  PAST_DEADLINE_PARAGRAPHS,
  SMALL_HTML,
  until,
} from './support/pdf-renderer';

/** A renderer of its own, outside the app: its warm pages and what they keep between documents. */
function startRenderer(options: Partial<PdfRendererOptions> = {}) {
  const warnings: Array<Record<string, unknown>> = [];
  const renderer = new PdfRenderer({
    executablePath: resolveChromiumPath(process.env['CHROMIUM_PATH'] ?? null),
    concurrency: 1,
    queueLimit: 10,
    timeoutMs: 20000,
    logger: { info: () => undefined, warn: (details) => warnings.push(details) },
    ...options,
  });
  return { renderer, warnings };
}

/** The ids of Chromium's renderer processes (its zygote starts them: they are grandchildren). */
function rendererProcesses(browserPid: number): number[] {
  const processes = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return [{ pid: Number(pid), parent, command }];
      } catch {
        return []; // it ended meanwhile
      }
    });
  const family = new Set([browserPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, parent } of processes) {
      if (family.has(parent) && !family.has(pid)) {
        family.add(pid);
        grew = true;
      }
    }
  }
  return processes
    .filter(({ pid, command }) => family.has(pid) && command.includes('--type=renderer'))
    .map(({ pid }) => pid);
}

const RED_DOT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * Document A leaves what a document can leave on a page: a title (the PDF's /Title), a page size
 * and margins (@page), style sheets, form values, an image decoded in memory, a footer, and two
 * things that outlive the markup when only the content is replaced (document.open): a
 * Content-Security-Policy that forbids style sheets from then on, and the preferred style sheet
 * set, named by its titled style sheet, which turns off any style sheet titled otherwise.
 */
const DOCUMENT_A = `<!doctype html><html><head><meta charset="utf-8">
<title>Alpha Holdings Secret Title</title>
<style>@page { size: A5 landscape; margin: 5mm; } body { font: 30px serif; color: #a00; }</style>
<style title="alpha">h1 { text-decoration: underline; }</style>
<meta http-equiv="Content-Security-Policy" content="style-src 'none'">
</head><body>
<h1>ALPHACONFIDENTIAL merger terms</h1>
<form><input name="secret" value="ALPHAFORMVALUE"><textarea>ALPHATEXTAREA</textarea></form>
<img src="${RED_DOT}" width="120" height="120">
</body></html>`;
const FOOTER_A = '<div style="font-size:9px">ALPHAFOOTER <span class="pageNumber"></span></div>';

/** Document B has no title and style sheets of its own; it runs a script and asks for an image. */
function documentB(imageUrl: string): string {
  return `<!doctype html><html><head><meta charset="utf-8">
<style>p { font-size: 40px; }</style>
<style title="bravo">p { margin-left: 30mm; }</style>
</head><body>
<p>Bravo invoice</p>
<noscript><p>JAVASCRIPTOFF</p></noscript>
<script>document.write('<p>JAVASCRIPTON</p>')</script>
<img src="${imageUrl}" width="10" height="10">
</body></html>`;
}

/** A Chromium of the test's own, with the renderer's flags, for pages drawn the usual way. */
function plainBrowser() {
  return puppeteer.launch({
    executablePath: resolveChromiumPath(process.env['CHROMIUM_PATH'] ?? null) ?? undefined,
    headless: true,
    pipe: true,
    args: chromiumArgs(runningAsRoot()),
  });
}

describe("the renderer's warm pages", () => {
  // A page goes blank just before its next document when B follows A at once, and in the
  // background when the renderer has been quiet in between: both ways are proven.
  it.each([
    ['right after A', false],
    ['after a pause', true],
  ])(
    'renders document B %s on the page that drew document A, and B shows nothing of A',
    async (_when, pause) => {
      const trap = await startTrapServer();
      // One page, so that every document is drawn on the same one; and B alone, on a page of a
      // renderer of its own, to compare with.
      const { renderer, warnings } = startRenderer({ pages: 1 });
      const fresh = startRenderer({ pages: 1 });
      try {
        const imageUrl = `http://127.0.0.1:${trap.port}/b.png`;
        const a = await renderer.render(DOCUMENT_A, { footerHtml: FOOTER_A });
        expect(renderer.stats.blankPages).toBe(0);
        if (pause) await until(() => renderer.stats.blankPages === 1);
        const b = await renderer.render(documentB(imageUrl));
        expect(renderer.stats).toMatchObject({ renders: 2, pagesOpened: 1 });
        const alone = await fresh.renderer.render(documentB(imageUrl));

        // A left its marks in its own PDF: its title, a landscape page, its text, image and footer.
        const aText = squash((await pdfPages(a)).join('\n'));
        expect(pdfInfo(a).Title).toBe('Alpha Holdings Secret Title');
        expect(pdfInfo(a)['Page size']).toMatch(/^841\.\d+ x 595\.\d+ pts/);
        for (const text of ['ALPHACONFIDENTIAL', 'ALPHAFORMVALUE', 'ALPHATEXTAREA', 'ALPHAFOOTER'])
          expect(aText).toContain(squash(text));
        expect(pdfImageCount(a)).toBeGreaterThan(0);

        // B, drawn after A on the same page, is B as a fresh page draws it: the same words at the
        // same places on the same pages (both its style sheets applied: neither A's policy nor A's
        // style sheet set reached it),
        // the same title, no image, none of A's text, and still no script and no network.
        expect(pdfWords(b)).toEqual(pdfWords(alone));
        const bInfo = pdfInfo(b);
        expect(bInfo.Title).toBe(pdfInfo(alone).Title);
        expect(bInfo.Title).not.toMatch(/alpha/i);
        expect(bInfo['Page size']).toMatch(/^595\.\d+ x 841\.\d+ pts/);
        expect(pdfImageCount(b)).toBe(0);
        const bText = squash((await pdfPages(b)).join('\n'));
        expect(bText).toContain(squash('Bravo invoice'));
        expect(bText).toContain('javascriptoff');
        expect(bText).not.toContain('javascripton');
        expect(bText).not.toContain('alpha');
        expect(
          warnings.filter(
            (line) => line['event'] === 'pdf.request_blocked' && line['url'] === imageUrl,
          ),
        ).toHaveLength(1);
        expect(trap.hits).toEqual([]);
      } finally {
        await renderer.close();
        await fresh.renderer.close();
        await trap.close();
      }
    },
  );

  it('draws one document after another on one page, made blank before each, until it is quiet', async () => {
    // One document at a time: the page that drew the last one goes blank just before the next
    // (going blank beside a document being drawn slows it), so a second page is never opened.
    const { renderer } = startRenderer();
    try {
      for (let i = 0; i < 3; i++) await renderer.render(SMALL_HTML);
      expect(renderer.stats).toMatchObject({ renders: 3, pagesOpened: 1, blankPages: 0 });
      // Once quiet, the page goes blank in the background, ready for the next document.
      await until(() => renderer.stats.blankPages === 1);
      const next = await renderer.render(SMALL_HTML);
      expect(squash((await pdfPages(next)).join('\n'))).toBe(squash('A small document.'));
      expect(renderer.stats).toMatchObject({ renders: 4, pagesOpened: 1 });
    } finally {
      await renderer.close();
    }
  });

  it('draws documents four at a time on its warm pages without starting a renderer process for each', async () => {
    // Chromium keeps a spare renderer process ready for the next navigation. With it on, pages
    // going blank while others drew took the spare, and Chromium started another: about one new
    // process per document at two or four at once (docs/performance.md, stop 49).
    const { renderer } = startRenderer({ concurrency: 4 });
    const four = () => Promise.all([0, 1, 2, 3].map(() => renderer.render(SMALL_HTML)));
    try {
      for (let round = 0; round < 3; round++) await four();
      const browserPid = (await renderer.browserProcessId()) as number;
      const { pagesOpened } = renderer.stats;
      const warm = new Set(rendererProcesses(browserPid));
      const started = new Set<number>();
      const watch = setInterval(() => {
        for (const pid of rendererProcesses(browserPid)) if (!warm.has(pid)) started.add(pid);
      }, 10);
      try {
        for (let round = 0; round < 5; round++) await four();
      } finally {
        clearInterval(watch);
      }
      // A page opened meanwhile (each in a browser context of its own) may bring a process.
      const pagesOpenedSince = renderer.stats.pagesOpened - pagesOpened;
      expect(renderer.stats.renders).toBe(32);
      expect(started.size).toBeLessThanOrEqual(pagesOpenedSince);
    } finally {
      await renderer.close();
    }
  });

  it('prints from its one-row screen exactly what a page of the usual screen prints', async () => {
    // The warm pages' screen is one row high (SCREEN_VIEWPORT): Chromium paints and rasterises
    // almost nothing of a document for it. The print is laid out for the paper: the same words
    // at the same places on the same pages as from puppeteer's usual 800 × 600 screen.
    const { renderer } = startRenderer();
    const browser = await plainBrowser();
    try {
      const html = heavyHtml(60);
      const pooled = await renderer.render(html, { footerHtml: FOOTER_A });
      const page = await browser.newPage();
      expect(page.viewport()).toMatchObject({ width: 800, height: 600 });
      await page.setJavaScriptEnabled(false);
      await page.setContent(html);
      const usual = Buffer.from(await page.pdf(printSettings(FOOTER_A)));
      expect(pdfInfo(pooled).Pages).toBe(pdfInfo(usual).Pages);
      expect(Number(pdfInfo(pooled).Pages)).toBeGreaterThan(1);
      expect(pdfWords(pooled)).toEqual(pdfWords(usual));
    } finally {
      await browser.close();
      await renderer.close();
    }
  });

  it('lays a document out for the paper only, none of it for the screen, and prints the same', async () => {
    // The warm pages draw withoutScreenLayout(html): Chromium would otherwise lay the whole
    // document out for the page's screen as it loads, then again for the paper. A signed NDA as
    // the API draws it, on a page of its own with scripts on, to measure the screen's layout.
    const html = renderDocumentHtml(buildMutualNda(ndaInput()), {
      firmName: DEFAULT_FIRM.name,
      reference: 'NDA-000042',
    });
    const browser = await plainBrowser();
    try {
      const page = await browser.newPage();
      const draw = async (content: string) => {
        await page.setContent(content);
        // An expression, as the API's specs are compiled without the DOM's types.
        const laidOut = (await page.evaluate(
          '({ boxes: document.body.getClientRects().length, height: document.body.scrollHeight })',
        )) as { boxes: number; height: number };
        return { laidOut, pdf: Buffer.from(await page.pdf(printSettings(FOOTER_A))) };
      };
      const usual = await draw(html);
      const printOnly = await draw(withoutScreenLayout(html));
      expect(usual.laidOut.boxes).toBe(1);
      expect(usual.laidOut.height).toBeGreaterThan(3000);
      expect(printOnly.laidOut).toEqual({ boxes: 0, height: 0 });
      expect(Number(pdfInfo(printOnly.pdf).Pages)).toBeGreaterThan(1);
      expect(pdfInfo(printOnly.pdf).Pages).toBe(pdfInfo(usual.pdf).Pages);
      expect(pdfInfo(printOnly.pdf).Tagged).toBe('yes');
      expect(pdfWords(printOnly.pdf)).toEqual(pdfWords(usual.pdf));
    } finally {
      await browser.close();
    }
  });

  it('draws nothing of a document for its screen: a screen-only image is never asked for', async () => {
    // Under withoutScreenLayout nothing is styled or laid out for the screen, so a background
    // image only the screen would show is never asked for; the one only the paper shows is.
    const { renderer, warnings } = startRenderer();
    try {
      const trap = 'http://127.0.0.1:9';
      const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@media screen { body { background-image: url(${trap}/screen.png); } }
@media print { body { background-image: url(${trap}/print.png); } }
</style></head><body><p>Screen and paper</p></body></html>`;
      await renderer.render(html);
      const asked = warnings
        .filter((warning) => warning['event'] === 'pdf.request_blocked')
        .map((warning) => warning['url']);
      expect(asked).toContain(`${trap}/print.png`);
      expect(asked).not.toContain(`${trap}/screen.png`);
    } finally {
      await renderer.close();
    }
  });

  it('never draws again on a page whose render passed its deadline', async () => {
    const { renderer } = startRenderer({ pages: 1, timeoutMs: DEADLINE_TEST_MS });
    try {
      await renderer.render(SMALL_HTML);
      await expect(renderer.render(heavyHtml(PAST_DEADLINE_PARAGRAPHS))).rejects.toMatchObject({
        reason: 'timeout',
      });

      const next = await renderer.render(SMALL_HTML);
      expect(squash((await pdfPages(next)).join('\n'))).toBe(squash('A small document.'));
      expect(renderer.stats).toMatchObject({ renders: 2, pagesOpened: 2 });
    } finally {
      await renderer.close();
    }
  });

  it('replaces a page whose renderer process crashed while idle, and the next render succeeds', async () => {
    const { renderer } = startRenderer({ pages: 1 });
    try {
      await renderer.render(SMALL_HTML);
      await until(() => renderer.stats.pages === 1);
      const browserPid = (await renderer.browserProcessId()) as number;
      const killed = rendererProcesses(browserPid);
      expect(killed.length).toBeGreaterThan(0);
      for (const pid of killed) process.kill(pid, 'SIGKILL');
      await until(() => renderer.stats.pages === 0);

      const next = await renderer.render(SMALL_HTML);
      expect(squash((await pdfPages(next)).join('\n'))).toBe(squash('A small document.'));
      expect(renderer.stats).toMatchObject({ renders: 2, pagesOpened: 2 });
      expect(await renderer.browserProcessId()).toBe(browserPid);
    } finally {
      await renderer.close();
    }
  });

  it('replaces a page once it has drawn its share of documents', async () => {
    const { renderer } = startRenderer({ pages: 1, documentsPerPage: 2 });
    try {
      for (let i = 0; i < 5; i++) await renderer.render(SMALL_HTML);
      expect(renderer.stats).toMatchObject({ renders: 5, pagesOpened: 3 });
    } finally {
      await renderer.close();
    }
  });
});
