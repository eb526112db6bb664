/**
 * The test command's integration lanes: every integration file in one Jest module registry
 * (test/every-file.int-run.ts), instead of one registry a file. `jest -c apps/api/jest.int.config.js`
 * still runs any one of them alone.
 */
module.exports = {
  ...require('./jest.int.config.js'),
  testMatch: ['**/every-file.int-run.ts'],
};
