// Entry point of the built API: `node dist/apps/api/main.js`. tsc keeps the workspace layout under
// dist/apps/api (the API imports libs/domain), so the compiled code lives one level deeper.

// V8's allocation-site pretenuring off, before anything else is loaded (issue 19). Under a load of
// signed-in reads, a freshly started API most often decided to allocate per-request objects
// straight into the old generation: it then ran a full collection about every second and spent
// half as much CPU again on every request (141 µs where 92 would do; docs/performance.md,
// stop 52). Every object is allocated young again, where a request's die.
require('node:v8').setFlagsFromString('--no-allocation-site-pretenuring');

require('./apps/api/src/main');
