import { ESIGN_MESSAGES } from '@consult/domain';
import { DomainError } from '../src/common/errors/domain-error';
import { PdfService } from '../src/pdf/pdf.service';
import { signAgreement } from './support/agreements';
import { createSignedInUser } from './support/factories';
import { download, heavyHtml } from './support/ndas';
import { invoiceRequest, setUpPayment } from './support/payments';
import { startApp, type TestApp } from './support/test-app';
import {
  DEADLINE_TEST_MS,
  PAST_DEADLINE_PARAGRAPHS,
  SMALL_HTML,
  until,
} from './support/pdf-renderer';

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
    const t = await startApp({ PDF_TIMEOUT_MS: String(DEADLINE_TEST_MS) });
    try {
      const pdf = t.get(PdfService);
      // Launch and warm the browser, so the deadline measures rendering only.
      await pdf.render(SMALL_HTML).catch(() => pdf.render(SMALL_HTML));

      await expectUnavailable(
        pdf.render(heavyHtml(PAST_DEADLINE_PARAGRAPHS)),
        ESIGN_MESSAGES.renderFailed,
      );
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
