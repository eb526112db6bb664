import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

/**
 * Where each kind of project may import from (STYLE.md: tags on every project, no wildcard). The
 * test tooling of libs/testing (`type:testing`) is open to test code only: the e2e projects, and in
 * the other projects the files of TEST_FILES; production code importing it fails the lint.
 */
function moduleBoundaries({ testCode }) {
  const testing = testCode ? ['type:testing'] : [];
  const featureDeps = ['type:feature', 'type:ui', 'type:data-access', 'type:util'];
  return [
    'error',
    {
      enforceBuildableLibDependency: true,
      allow: [],
      depConstraints: [
        { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
        { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
        { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
        { sourceTag: 'type:app', onlyDependOnLibsWithTags: [...featureDeps, ...testing] },
        { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:testing'] },
        { sourceTag: 'type:feature', onlyDependOnLibsWithTags: [...featureDeps, ...testing] },
        {
          sourceTag: 'type:ui',
          onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', ...testing],
        },
        {
          sourceTag: 'type:data-access',
          onlyDependOnLibsWithTags: ['type:data-access', 'type:util', ...testing],
        },
        { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', ...testing] },
        { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:util', 'type:testing'] },
      ],
    },
  ];
}

/** Test code inside the production projects: specs, their support folders and test servers. */
const TEST_FILES = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.int-spec.ts',
  'apps/api/test/**',
  'apps/*/src/testing/**',
  'libs/*/src/testing.ts',
  'libs/*/src/testing/**',
  'libs/*/src/lib/testing/**',
  'libs/api-client/src/lib/test-*.ts',
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      'data/**',
      'tmp/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries({ testCode: false }) },
  },
  {
    // Test code may also use the test tooling of libs/testing (`type:testing`).
    files: TEST_FILES,
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries({ testCode: true }) },
  },
  {
    // Type-aware rules that catch real bugs in async code (issue 20): a promise nobody awaits or
    // handles, a promise where a plain value or callback is expected, `await` on a non-promise.
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'libs/**/*.ts', 'libs/**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Build and test configuration files reach into tools/ and the root presets by design.
    files: ['**/*.config.{js,ts,mjs,mts,cjs}', 'jest.preset.js', 'tools/**/*'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
];
