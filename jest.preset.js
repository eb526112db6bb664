// Shared Jest settings: every project transforms TypeScript with SWC (decorator metadata on, for
// NestJS) and resolves the workspace's path aliases from tsconfig.base.json.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace('/', '\\/')}$`,
    path.join(__dirname, target),
  ]),
);

const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  transform: {
    '^.+\\.ts$': swc(false),
    '^.+\\.tsx$': swc(true),
  },
  moduleNameMapper,
  testEnvironment: 'node',
  // A budget against a hang, not a timing. The apps' specs drive whole pages (MUI or Preact,
  // Formik, RTK Query) with user-event, and property specs run hundreds of cases: on a slow host
  // beside the SQLite lane the console's took up to 3.2 s and the marketing site's 2.3 s, near
  // Jest's default of 5 s (docs/performance.md, "Stop 59").
  testTimeout: 30_000,
};
