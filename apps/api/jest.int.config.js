/**
 * Integration suite: the real app over HTTP against a real database.
 * TEST_DATABASE=sqlite (a fresh temporary file) or TEST_DATABASE=mariadb (a freshly created database
 * on MARIADB_TEST_URL, default mariadb://root@127.0.0.1:3306, dropped afterwards).
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
  testTimeout: 30000,
};
