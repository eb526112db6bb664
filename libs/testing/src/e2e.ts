// Helpers for the Playwright suites only (they load Playwright and pngjs, which the API's Jest tests
// that import `@consult/testing` have no use for).
export * from './axe';
export * from './focus-visible';
export * from './touch-targets';
