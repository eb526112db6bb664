// Chromium dies: while invoice downloads (drawn on each download; a signed document is sealed once
// and served as stored bytes) are in flight its browser process is killed (SIGKILL). Each
// download answers a 200 with a real PDF or a JSON 503, none hangs; the next download succeeds on
// a relaunched browser and readiness is 200.
import { describeAnswer, type Answer } from '../shared/http';
import { sleep } from '../shared/workspace';
import { download, isPdf, UNAVAILABLE } from './client';
import { isRunning, SETTINGS } from './harness';
import type { Scenario } from './scenario';

export const chromiumKilled: Scenario = {
  name: 'chromium-killed',
  fault: true,
  async run({ run, owner, invoiceId, renderMs }) {
    console.log('\n--- Chromium is killed while PDFs are rendering ---');
    const { client } = run;
    let answers: Answer[] = [];
    let killed: number | null = null;
    // The kill must land while a render runs: half a render after the downloads are sent. Should
    // every download have finished first (a very fast machine), it is tried again, sooner.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const pid = run.browserPid();
      if (!pid) throw new Error('the API has no Chromium process');
      const downloads = Array.from(
        { length: SETTINGS.pdfConcurrency + SETTINGS.pdfQueueLimit },
        () => download(client, owner, invoiceId),
      );
      await sleep(Math.max(20, Math.round(renderMs / (attempt + 1))));
      process.kill(pid, 'SIGKILL');
      killed = pid;
      answers = await Promise.all(downloads);
      if (answers.some((a) => a.status !== 200)) break;
      console.log(`  attempt ${attempt}: every render had finished before the kill; again`);
      await download(client, owner, invoiceId);
      run.rememberBrowsers();
    }
    const summary = answers.map((a) => `${a.status} in ${a.ms} ms`).join(', ');
    console.log(`Chromium (pid ${killed}) killed with downloads in flight: ${summary}`);
    const clean = answers.every(
      (a) => isPdf(a) || (a.status === 503 && a.body?.message === UNAVAILABLE.renderFailed),
    );
    run.check(
      clean && answers.some((a) => a.status === 503),
      'each download in flight answered a real PDF or a JSON 503 with a clear message',
      answers.map(describeAnswer).join('; '),
    );
    run.check(
      answers.every((a) => a.ms < 25_000),
      `no download hung (slowest ${Math.max(...answers.map((a) => a.ms))} ms)`,
    );
    const next = await download(client, owner, invoiceId);
    run.rememberBrowsers();
    const relaunched = run.browserPid();
    run.check(
      isPdf(next) &&
        relaunched !== null &&
        relaunched !== killed &&
        (killed === null || !isRunning(killed)),
      `the next download succeeds (${next.ms} ms) on a relaunched Chromium (pid ${relaunched})`,
      describeAnswer(next),
    );
    const ready = await client.call('GET', '/api/health/ready');
    run.check(ready.status === 200, 'readiness answers 200 after the crash', describeAnswer(ready));
    return isPdf(next) && ready.status === 200 && clean;
  },
};
