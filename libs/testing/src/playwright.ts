// `@consult/testing/playwright`: helpers for the Playwright suites, which run in Node and drive
// Chromium (they load Playwright and pngjs, which the Jest suites have no use for).
export * from './announcer';
export * from './axe';
export * from './client-api';
export * from './focus-visible';
export * from './held-chunk';
export * from './session';
export * from './settle';
export * from './touch-targets';
