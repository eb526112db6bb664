// Entry point of the built CLI: `node dist/apps/api/cli.js <command>` (see apps/api/src/cli.ts).
require('./apps/api/src/cli');
