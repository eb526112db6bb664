import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
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
        // The system stages and benches (tools/system) run the built system from outside: they
        // use the shared rules and documents, and no project may import them.
        { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:util'] },
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

const API_SRC = resolve(import.meta.dirname, 'apps/api/src');

/** The folder of apps/api/src a path is in ('' at its root), or null outside it. */
function apiFolderOf(path) {
  const inside = relative(API_SRC, path);
  if (inside.startsWith('..') || isAbsolute(inside)) return null;
  const parts = inside.split(sep);
  return parts.length > 1 ? parts[0] : '';
}

/**
 * Calls `check` for each relative import, re-export and dynamic import of a file in apps/api/src:
 * with the folder it is made `from`, the `folder` it lands in, and `typeOnly` when it brings in
 * types only.
 */
function apiImports(context, check) {
  const file = context.filename;
  const from = apiFolderOf(file);
  if (from === null) return {};
  const visit = (node, source, typeOnly) => {
    if (typeof source !== 'string' || !source.startsWith('.')) return;
    const target = resolve(dirname(file), source);
    const folder = apiFolderOf(target);
    if (folder !== null) check({ node, source, from, folder, typeOnly });
  };
  const onlyTypes = (node, kind) =>
    node[kind] === 'type' ||
    (node.specifiers.length > 0 && node.specifiers.every((s) => s[kind] === 'type'));
  return {
    ImportDeclaration: (node) => visit(node, node.source.value, onlyTypes(node, 'importKind')),
    ExportNamedDeclaration: (node) =>
      node.source && visit(node, node.source.value, onlyTypes(node, 'exportKind')),
    ExportAllDeclaration: (node) => visit(node, node.source.value, node.exportKind === 'type'),
    ImportExpression: (node) => visit(node, node.source.value, false),
  };
}

/** The API's own rules of who may import what (docs/architecture.md, "Module ownership"). */
const apiRules = {
  rules: {
    /**
     * An entity (`*.entity.ts`) is imported only inside the folder that owns it: another module
     * reads and writes that table through what the owner exports. A type-only import is fine: it
     * cannot query the table (the signed-in User, for one, travels on every request).
     */
    'entity-ownership': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          foreign:
            "'{{source}}' belongs to {{folder}}/: use what that module exports (a service, a query or a mapping), or `import type` for its shape only.",
        },
      },
      create: (context) =>
        apiImports(context, ({ node, source, from, folder, typeOnly }) => {
          if (typeOnly || folder === from || !/\.entity(\.ts)?$/.test(source)) return;
          context.report({ node, messageId: 'foreign', data: { source, folder } });
        }),
    },
    /** Folders that sit under the rest: they import only the folders listed (and themselves). */
    'folder-layers': {
      meta: {
        type: 'problem',
        schema: [
          { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        ],
        messages: {
          upward: '{{from}}/ may import only {{allowed}}: {{folder}}/ sits above it.',
        },
      },
      create: (context) => {
        const layers = context.options[0] ?? {};
        return apiImports(context, ({ node, from, folder }) => {
          const allowed = layers[from];
          if (!allowed || folder === from || allowed.includes(folder)) return;
          context.report({
            node,
            messageId: 'upward',
            data: { from, folder, allowed: [from, ...allowed].map((f) => `${f}/`).join(', ') },
          });
        });
      },
    },
  },
};

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
    files: [
      'apps/**/*.ts',
      'apps/**/*.tsx',
      'libs/**/*.ts',
      'libs/**/*.tsx',
      'tools/system/**/*.ts',
    ],
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
    // Each API module owns its tables, and `common` needs no feature module (issue 20).
    files: ['apps/api/src/**/*.ts'],
    plugins: { api: apiRules },
    rules: {
      'api/entity-ownership': 'error',
      'api/folder-layers': ['error', { common: ['config'], config: [] }],
    },
  },
  {
    // A spec may try common code on a feature's DTOs (the validation pipe on the real requests).
    files: ['apps/api/src/**/*.spec.ts'],
    rules: { 'api/folder-layers': 'off' },
  },
  {
    // The exceptions to entity ownership: an entity's relations name the entities they point to
    // (TypeORM needs their classes; a foreign key is part of the schema), and the data source
    // registers every entity (for the app and the migrations alike).
    files: ['apps/api/src/**/*.entity.ts', 'apps/api/src/database/entities.ts'],
    rules: { 'api/entity-ownership': 'off' },
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
    // Build and test configuration files reach into tools/ and the root presets by design; the
    // system stages (tools/system) are a project with boundaries of their own.
    files: ['**/*.config.{js,ts,mjs,mts,cjs}', 'jest.preset.js', 'tools/**/*'],
    ignores: ['tools/system/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
];
