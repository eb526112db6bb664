import { ESIGN_MESSAGES } from '@consult/domain';
import { readFileSync, readdirSync } from 'node:fs';
import { DomainError } from '../src/common/errors/domain-error';
import { resolveChromiumPath } from '../src/pdf/chromium';
import { PdfRenderer, type PdfRendererOptions } from '../src/pdf/pdf-renderer';
import { PdfService } from '../src/pdf/pdf.service';
import { signAgreement } from './support/agreements';
import { createSignedInUser } from './support/factories';
import { download, heavyHtml, pdfPages, squash, startTrapServer } from './support/ndas';
import { invoiceRequest, setUpPayment } from './support/payments';
import { pdfImageCount, pdfInfo, pdfWords } from './support/pdf-tools';
import { startApp, type TestApp } from './support/test-app';

/**
 * The path of a document the renderer draws on each download: an invoice. (A signed NDA or
 * agreement is sealed once, when signed, and then served as its stored bytes.)
 */
async function invoicePath(t: TestApp, cookie: string): Promise<string> {
  const agreement = await signAgreement(t, cookie);
  const method = await setUpPayment(
    t,
    cookie,
    invoiceRequest(agreement.id, { amount: agreement.totals.grandTotalCents / 100 }),
  );
  return `/api/payment-method/${method.id}/download-invoice`;
}

const SMALL_HTML = '<!doctype html><html><body><p>A small document.</p></body></html>';

/** Waits until `check` holds (polling), or fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 15000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function expectUnavailable(promise: Promise<unknown>, message: string): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code: 'UNAVAILABLE', message });
}

describe('the PDF renderer', () => {
  // Killed early (while the page is being set up) and late (while it loads or prints); the late
  // case renders a document three times longer, so it is still rendering when the kill comes.
  it.each([
    [300, 4000],
    [2000, 12000],
  ])(
    'answers a clean error when Chromium is killed %i ms into a render, and the next render succeeds',
    async (delayMs, paragraphs) => {
      const t = await startApp();
      try {
        const pdf = t.get(PdfService);
        const { cookie } = await createSignedInUser(t);
        const path = await invoicePath(t, cookie);

        const rendering = pdf.render(heavyHtml(paragraphs));
        await until(
          async () => pdf.renderer.stats.active === 1 && !!(await pdf.renderer.browserProcessId()),
        );
        const pid = (await pdf.renderer.browserProcessId()) as number;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        expect(pdf.renderer.stats.active).toBe(1);
        process.kill(pid, 'SIGKILL');

        await expectUnavailable(rendering, ESIGN_MESSAGES.renderFailed);
        await until(() => !isRunning(pid));

        const next = await download(t, path, cookie);
        expect(next.status).toBe(200);
        expect((next.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const relaunched = await pdf.renderer.browserProcessId();
        expect(relaunched).not.toBeNull();
        expect(relaunched).not.toBe(pid);
        expect(t.logs.some((line) => line['event'] === 'pdf.browser_disconnected')).toBe(true);
      } finally {
        await t.close();
      }
    },
  );

  it('answers a download in flight with a JSON 503 when Chromium is killed, and serves the next one', async () => {
    const t = await startApp();
    try {
      const pdf = t.get(PdfService);
      const { cookie } = await createSignedInUser(t);
      const path = await invoicePath(t, cookie);
      // The download renders a long document, so that it is still rendering when the kill comes.
      const render = pdf.renderer.render.bind(pdf.renderer);
      jest
        .spyOn(pdf.renderer, 'render')
        .mockImplementationOnce((_html, options) => render(heavyHtml(4000), options));

      // A supertest request is sent when it is awaited or its then() is called: send it now.
      const downloading = download(t, path, cookie).then((response) => response);
      await until(
        async () => pdf.renderer.stats.active === 1 && !!(await pdf.renderer.browserProcessId()),
      );
      const pid = (await pdf.renderer.browserProcessId()) as number;
      await new Promise((resolve) => setTimeout(resolve, 300));
      process.kill(pid, 'SIGKILL');

      const failed = await downloading;
      expect(failed.status).toBe(503);
      expect(JSON.parse((failed.body as Buffer).toString('utf8'))).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: ESIGN_MESSAGES.renderFailed,
      });
      expect(failed.headers['retry-after']).toBe('2');

      const next = await download(t, path, cookie);
      expect(next.status).toBe(200);
      expect((next.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await t.close();
    }
  });

  it('ends a render that passes its deadline, and renders the next one', async () => {
    const t = await startApp({ PDF_TIMEOUT_MS: '2500' });
    try {
      const pdf = t.get(PdfService);
      // Launch and warm the browser, so the deadline measures rendering only.
      await pdf.render(SMALL_HTML).catch(() => pdf.render(SMALL_HTML));

      await expectUnavailable(pdf.render(heavyHtml(10000)), ESIGN_MESSAGES.renderFailed);
      expect(
        t.logs.some((line) => line['event'] === 'pdf.failed' && line['reason'] === 'timeout'),
      ).toBe(true);

      const next = await pdf.render(SMALL_HTML);
      expect(next.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await t.close();
    }
  });

  it('answers 503 with Retry-After when the queue is full, and serves again once it drains', async () => {
    const t = await startApp({ PDF_CONCURRENCY: '1', PDF_QUEUE_LIMIT: '1' });
    try {
      const pdf = t.get(PdfService);
      const { cookie } = await createSignedInUser(t);
      const path = await invoicePath(t, cookie);

      const running = pdf.render(heavyHtml(1500));
      const queued = pdf.render(heavyHtml(1500));
      await until(() => pdf.renderer.stats.active === 1 && pdf.renderer.stats.queued === 1);

      const refused = await download(t, path, cookie);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('10');
      expect(JSON.parse((refused.body as Buffer).toString('utf8'))).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: ESIGN_MESSAGES.renderBusy,
      });

      await Promise.all([running, queued]);
      const served = await download(t, path, cookie);
      expect(served.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("holds one client's burst to its fair share: another client's download waits for one render at most", async () => {
    // The defaults: two renders at once, two in flight per account.
    const t = await startApp();
    try {
      const pdf = t.get(PdfService);
      await pdf.render(SMALL_HTML); // Chromium launched and warm.
      const burster = await createSignedInUser(t);
      const other = await createSignedInUser(t);
      const [burstPath, otherPath] = [
        await invoicePath(t, burster.cookie),
        await invoicePath(t, other.cookie),
      ];

      // Answers in the order they complete, as the two clients see them.
      const finished: string[] = [];
      let answered = 0;
      const burst = Array.from({ length: 20 }, (_, index) =>
        download(t, burstPath, burster.cookie).then((response) => {
          answered++;
          if (response.status === 200) finished.push(`burst ${index}`);
          return response;
        }),
      );
      // The other client asks once every request of the burst has reached the renderer: each one
      // answered, drawing or waiting. (On a busy machine the burst's requests arrive over a few
      // hundred milliseconds; one arriving after a render ended would rightly be drawn next.)
      await until(() => {
        const { active, queued } = pdf.renderer.stats;
        return answered + active + queued === 20;
      });
      const drawnBefore = finished.length;
      const otherDownload = await download(t, otherPath, other.cookie);
      finished.push('other');
      const answers = await Promise.all(burst);

      expect(otherDownload.status).toBe(200);
      // At most two of the burst are drawn at a time (a third may start once one is done); the
      // rest are refused at once, not queued ahead of others.
      const drawn = answers.filter((response) => response.status === 200);
      const refused = answers.filter((response) => response.status === 429);
      expect(drawn.length + refused.length).toBe(20);
      expect(drawn.length).toBeGreaterThanOrEqual(2);
      expect(refused.length).toBeGreaterThanOrEqual(14);
      expect(refused[0].headers['retry-after']).toBe('2');
      expect(JSON.parse((refused[0].body as Buffer).toString('utf8')).message).toBe(
        ESIGN_MESSAGES.renderPerUser,
      );
      // The other client's invoice came after at most the burst's two renders in flight when it
      // asked, not after the rest of its twenty.
      expect(finished.indexOf('other') - drawnBefore).toBeLessThanOrEqual(2);
      // Once the burst is drawn, its client may download again.
      expect((await download(t, burstPath, burster.cookie)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('closes Chromium when the app closes', async () => {
    const t: TestApp = await startApp();
    const pdf = t.get(PdfService);
    await pdf.render(SMALL_HTML);
    const pid = (await pdf.renderer.browserProcessId()) as number;
    expect(isRunning(pid)).toBe(true);

    await t.close();
    await until(() => !isRunning(pid), 5000);
    await expectUnavailable(pdf.render(SMALL_HTML), ESIGN_MESSAGES.renderFailed);
  });
});

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

describe("the renderer's warm pages", () => {
  it('renders document B on the page that drew document A, and B shows nothing of A', async () => {
    const trap = await startTrapServer();
    // One page, so that every document is drawn on the same one; and B alone, on a page of a
    // renderer of its own, to compare with.
    const { renderer, warnings } = startRenderer({ pages: 1 });
    const fresh = startRenderer({ pages: 1 });
    try {
      const imageUrl = `http://127.0.0.1:${trap.port}/b.png`;
      const a = await renderer.render(DOCUMENT_A, { footerHtml: FOOTER_A });
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
  });

  it('never draws again on a page whose render passed its deadline', async () => {
    const { renderer } = startRenderer({ pages: 1, timeoutMs: 2500 });
    try {
      await renderer.render(SMALL_HTML);
      await expect(renderer.render(heavyHtml(10000))).rejects.toMatchObject({ reason: 'timeout' });

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
