/** Unit specs beside the code (src/**\/*.spec.ts). The HTTP suite lives in jest.int.config.js. */
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testEnvironment: 'node',
};
