/**
 * Integration suite: the real app over HTTP against a real database.
 * TEST_DATABASE=sqlite (a fresh temporary file) or TEST_DATABASE=mariadb (a freshly created database
 * on MARIADB_TEST_URL, default mariadb://root@127.0.0.1:3306, dropped afterwards).
 * The test command's MariaDB lane (`nx run api:integration-mariadb`) leaves out the PDF renderer's
 * own suites (pdf-renderer*.int-spec.ts: Chromium killed, deadlines, the queue, pages drawn one
 * after another): they test Chromium, not the database, and run in the SQLite lane, which runs
 * wherever MariaDB does not (docs/performance.md, "The test command").
 */
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api-integration',
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.int-spec.ts'],
  testEnvironment: 'node',
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // The contract test: every response is checked against docs/openapi.json (openapi-contract.ts).
  setupFilesAfterEnv: ['<rootDir>/test/support/contract-setup.ts'],
  // A budget against a hang, not a timing: the MariaDB lane runs beside the stories, and on a slow
  // host its longest cases took 17-21 s there (card data never kept, the mail outbox), past 30 s
  // in CI (docs/performance.md, "Stop 59"). Suites that render many PDFs set 120 s or more.
  testTimeout: 90_000,
};
