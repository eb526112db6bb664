module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'portal',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-fetch-environment.js',
  // Specs drive whole pages (MUI, Formik, RTK Query) with user-event: allow them more than 5 s
  // on a busy machine.
  testTimeout: 30000,
  globals: require('../../tools/jest/app-globals.js'),
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
