module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'content',
  rootDir: __dirname,
  testEnvironment: 'node',
};
