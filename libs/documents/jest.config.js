module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'documents',
  rootDir: __dirname,
  testEnvironment: 'node',
};
