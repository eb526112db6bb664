import { e2eConfig } from './e2e-config';

/**
 * Every end-to-end story of the marketing site, the portal and the console on one start of the
 * system, two at a time (what `npm test` runs; docs/performance.md measures it).
 */
export default e2eConfig(undefined, Number(process.env.E2E_WORKERS ?? 2));
