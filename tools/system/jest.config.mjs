// The test command's own scripts (tools/scripts) are Node ES modules that run before and around
// npm install: Jest runs their specs as they are, with Node's VM modules and no transform.
export default {
  displayName: 'scripts',
  rootDir: '../scripts',
  testMatch: ['<rootDir>/**/*.spec.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'json'],
  transform: {},
  testEnvironment: 'node',
  // A budget against a hang: the summary measures the host's speed in a child process (about 4 s,
  // up to 30 s before it gives up).
  testTimeout: 60_000,
};
