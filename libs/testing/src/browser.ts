// `@consult/testing/browser`: for the specs that run in jsdom (the apps' and libs' component and
// client specs): the test-data factories, with nothing of Node's (no `node:*` module, no process).
export * from './agreements';
export * from './factories';
