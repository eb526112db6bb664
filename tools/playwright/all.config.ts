import { e2eConfig } from './e2e-config';

/**
 * Every end-to-end story of the marketing site, the portal and the console on one start of the
 * system, two at a time (what `npm test` runs; docs/performance.md measures it). A story that
 * fails is run once more: one that then passes is named in the test command's summary, with its
 * first failure, as a fault to find (README, "The two commands"); one that fails twice fails the run.
 */
export default e2eConfig(
  undefined,
  Number(process.env.E2E_WORKERS ?? 2),
  Number(process.env.E2E_RETRIES ?? 1),
);
