// Entry point of the built API: `node dist/apps/api/main.js`. tsc keeps the workspace layout under
// dist/apps/api (the API imports libs/domain), so the compiled code lives one level deeper.
require('./apps/api/src/main');
