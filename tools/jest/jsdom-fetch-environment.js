// jsdom plus what it lacks and the apps' specs need: Node's Fetch API (fetch, Request, Response,
// Headers) for RTK Query's fetchBaseQuery, and TextEncoder/TextDecoder for react-router. Specs
// replace `global.fetch` with a mock (mockApi of '@consult/ui/testing'). Request resolves relative
// URLs (`/api/user`) against the page's location, as a browser does. Node's AbortController comes
// along because Node's Request rejects jsdom's AbortSignal.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
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
