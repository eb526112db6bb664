// `@consult/testing/node`: for code that runs in Node, the API's Jest suites and the set-up of
// the Playwright suites: the test-data factories, and the running system of the end-to-end tests
// (its URLs and its mail catcher; accounts registered, verified and promoted through it).
export * from './agreements';
export * from './e2e-stack';
export * from './factories';
export * from './mail-catcher';
