// jsdom plus what it lacks and the apps' specs need: Node's Fetch API (fetch, Request, Response,
// Headers) for RTK Query's fetchBaseQuery, and TextEncoder/TextDecoder for react-router. Specs
// replace `global.fetch` with a mock (mockApi of '@consult/ui/testing'). Request resolves relative
// URLs (`/api/user`) against the page's location, as a browser does. Node's AbortController comes
// along because Node's Request rejects jsdom's AbortSignal.
//
// The jsdom is our own (package.json), not the one jest-environment-jsdom pins (Jest's supported
// way: @jest/environment-jsdom-abstract): jsdom 29 matches style rules much faster than 26, and
// Testing Library's role queries ask for computed styles all the time (docs/performance.md, "The
// test command"; docs/decisions.md, "The browsers the tests run in").
const { default: JsdomEnvironment } = require('@jest/environment-jsdom-abstract');
const jsdom = require('jsdom');

class JsdomFetchEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context, jsdom);
    const win = this.global;
    const NodeRequest = globalThis.Request;
    class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, win.location.href).href : input, init);
      }
    }
    Object.assign(win, {
      fetch: globalThis.fetch,
      Request,
      Response: globalThis.Response,
      Headers: globalThis.Headers,
      AbortController: globalThis.AbortController,
      AbortSignal: globalThis.AbortSignal,
      TextEncoder: globalThis.TextEncoder,
      TextDecoder: globalThis.TextDecoder,
    });
    // jsdom has no layout, so scrolling means nothing; its scrollTo only logs "Not implemented"
    // (the router's ScrollRestoration calls it on every navigation).
    win.scrollTo = () => undefined;
  }
}

module.exports = JsdomFetchEnvironment;
