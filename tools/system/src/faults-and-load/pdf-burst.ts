// PDF overload: four times what the pool holds (rendering + waiting) at once. What the pool
// cannot hold is answered 503 with Retry-After at once, the rest 200 with real PDFs; afterwards
// readiness is 200 and one more download works.
import { describeAnswer } from '../shared/http';
import { seconds } from '../shared/workspace';
import { countBy, describeCounts, download, isPdf, isUnavailable, UNAVAILABLE } from './client';
import { SETTINGS } from './harness';
import type { Scenario } from './scenario';

export const pdfBurst: Scenario = {
  name: 'pdf-burst',
  fault: false,
  async run({ run, owner, invoiceId }) {
    const { pdfConcurrency, pdfQueueLimit } = SETTINGS;
    const burst = 4 * (pdfConcurrency + pdfQueueLimit);
    console.log(
      `\n--- ${burst} downloads at once against a pool of ${pdfConcurrency} rendering + ${pdfQueueLimit} waiting ---`,
    );
    const burstStarted = performance.now();
    const answers = await Promise.all(
      Array.from({ length: burst }, () => download(run.client, owner, invoiceId)),
    );
    const served = answers.filter(isPdf);
    const refused = answers.filter(
      (a) => isUnavailable(a, UNAVAILABLE.renderBusy) && a.headers.get('retry-after') === '10',
    );
    const refusedSlowest = Math.max(0, ...refused.map((a) => a.ms));
    console.log(
      `Burst: ${served.length} × 200 (PDF, slowest ${Math.max(0, ...served.map((a) => a.ms))} ms), ${refused.length} × 503 (slowest ${refusedSlowest} ms), in ${seconds(burstStarted)} s`,
    );
    run.check(
      served.length + refused.length === burst,
      'every download answered a real PDF or a 503 with Retry-After and a clear message',
      describeCounts(countBy(answers, (a) => a.error ?? a.status)),
    );
    run.check(
      served.length >= pdfConcurrency + pdfQueueLimit && refused.length >= burst / 2,
      `what the pool holds is served (${served.length}), the excess is refused (${refused.length})`,
    );
    run.check(
      refusedSlowest < 2_000,
      `the excess is refused at once (slowest ${refusedSlowest} ms)`,
    );
    const ready = await run.client.call('GET', '/api/health/ready');
    run.check(ready.status === 200, 'readiness answers 200 after the burst', describeAnswer(ready));
    const after = await download(run.client, owner, invoiceId);
    run.check(isPdf(after), `one more download works (${after.ms} ms)`, describeAnswer(after));
    return true;
  },
};
