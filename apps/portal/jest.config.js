module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'portal',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-fetch-environment.js',
  globals: require('../../tools/jest/app-globals.js'),
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
