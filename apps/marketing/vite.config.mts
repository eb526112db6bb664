import { createRequire } from 'node:module';
import { defineConfig, type Alias, type HtmlTagDescriptor, type Plugin } from 'vite';
import { appViteConfig } from '../../tools/vite/app-vite-config.mts';

/**
 * The marketing site runs on Preact's React compatibility layer instead of react-dom: the same
 * components, with a runtime of about 10 KB gzipped where react-dom's is about 60 KB (issue 19;
 * docs/performance.md, "The home page's JavaScript"). The prerender renders with it too, so that
 * the browser hydrates exactly the markup it would have rendered.
 */
const PREACT: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * React Router's package points every bundler at its development build; the production one
 * differs only in leaving out the development warnings (their checks and messages), which the
 * site's visitors never see.
 */
function reactRouterProduction(): Alias {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = development.replace(/development([\\/])index\.m?js$/, 'production$1index.mjs');
  if (production === development) throw new Error(`React Router's entry moved: ${development}`);
  return { find: /^react-router$/, replacement: production };
}

/**
 * The page's HTML preloads the chunks of every stage of the site's scripts (main.tsx imports them
 * one after another, each evaluated in a task of its own), as Vite preloads the entry's own
 * imports: without it, each stage's chunks would be asked for only once the stage before had run,
 * a round trip each on a phone's network. Every chunk the entry imports dynamically is taken for
 * a stage: what is to load later belongs in the app's modules, not in main.tsx.
 */
function preloadScriptStages(): Plugin {
  let base = '/';
  return {
    name: 'preload-script-stages',
    apply: 'build',
    configResolved(resolved) {
      base = resolved.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk, bundle }) {
        if (!chunk || !bundle) return;
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file) || file === chunk.fileName) return;
          files.add(file);
          const imported = bundle[file];
          if (imported?.type === 'chunk') imported.imports.forEach(add);
        };
        chunk.dynamicImports.forEach(add);
        return [...files]
          .filter((file) => !html.includes(`"${base}${file}"`))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}

/** V8's explicit compile hint (Chrome 136 and later): compile every function of this file now. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Every script of the site starts with V8's compile hint, so that the browser compiles its
 * functions while it downloads it, on a thread of its own, instead of one by one on the main
 * thread as each is first called. Compiled lazily, they took about 40% of every task of a page's
 * start on a phone: the stages' evaluation and the page's hydration (issue 19; docs/performance.md,
 * "Stop 76"). The site's scripts are split so that a chunk is loaded only when it runs: the stages
 * and the page's own chunk at the start, a later page's when it is visited, the menu drawer, the
 * toasts and the API client at first use. The SSR build, which only the prerender runs, is left
 * alone.
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      // After Vite's own changes to the chunks (the list of a dynamic import's dependencies goes
      // first in a chunk that has one), so that the hint is the first line of every file.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The source map (MARKETING_SOURCEMAP=1) maps each line one further down.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

const config = appViteConfig('marketing', import.meta.dirname);

export default defineConfig({
  ...config,
  plugins: [...(config.plugins ?? []), preloadScriptStages(), compileHints()],
  build: {
    ...config.build,
    // MARKETING_SOURCEMAP=1: source maps, to read a CPU profile of the site (docs/performance.md).
    sourcemap: process.env.MARKETING_SOURCEMAP === '1',
    rolldownOptions: {
      ...config.build?.rolldownOptions,
      onLog(level, log, handler) {
        // React Router reads React's useOptimistic by a computed name and falls back when it is
        // missing, as it is in Preact's compatibility layer: not a fault, so not a warning.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('`useOptimistic`')) return;
        handler(level, log);
      },
    },
  },
  resolve: {
    ...config.resolve,
    alias: [...PREACT, reactRouterProduction(), ...(config.resolve?.alias as Alias[])],
  },
});
