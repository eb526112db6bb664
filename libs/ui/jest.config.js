module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'ui',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-fetch-environment.js',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
