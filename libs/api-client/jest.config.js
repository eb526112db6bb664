module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api-client',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
