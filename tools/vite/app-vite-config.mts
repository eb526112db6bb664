import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';

const workspaceRoot = join(import.meta.dirname, '..', '..');

/**
 * The workspace's path aliases (`@consult/*`), read from tsconfig.base.json. Each matches its
 * import exactly, so `@consult/ui/forms` is not taken for a file inside `@consult/ui`.
 */
function workspaceAliases(): Array<{ find: RegExp; replacement: string }> {
  const tsconfig = JSON.parse(readFileSync(join(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
  const paths: Record<string, string[]> = tsconfig.compilerOptions.paths;
  return Object.entries(paths).map(([alias, [target]]) => ({
    find: new RegExp(`^${alias.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
    replacement: join(workspaceRoot, target),
  }));
}

/**
 * The marketing site's preview server answers as its production web server does: a prerendered
 * page for its path (`/services` → services/index.html), and for any other page address the page
 * shell (404.html) with status 404, which the browser app renders; gzipped, as nginx sends it.
 * Assets and /api pass through.
 */
function servePrerenderedPages(outDir: string): Plugin {
  return {
    name: 'serve-prerendered-pages',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        let path: string;
        try {
          path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
        } catch {
          return next();
        }
        if (path === '/api' || path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path))
          return next();
        const file = join(outDir, path, 'index.html');
        const found = file.startsWith(outDir + sep) && existsSync(file);
        // Compressed when the browser accepts it, as the production web server sends it
        // (docker/web/nginx.conf: gzip on), so that what is measured here is what is served there.
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const html = readFileSync(found ? file : join(outDir, '404.html'));
        const body = gzip ? gzipSync(html, { level: 6 }) : html;
        res.statusCode = found ? 200 : 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
        if (gzip) res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

export type AppName = 'marketing' | 'portal' | 'admin';

export const APP_PORTS: Record<AppName, number> = { marketing: 4200, portal: 4201, admin: 4202 };

/**
 * One Vite configuration for the three apps. Build-time settings come from the environment:
 * MARKETING_URL, PORTAL_URL, ADMIN_URL (the public URLs of the apps), API_BASE_URL (where the
 * browser calls the API; `/api` by default, proxied to API_PROXY_TARGET by the dev and preview
 * servers) and the port of each app (MARKETING_PORT, PORTAL_PORT, ADMIN_PORT).
 */
/** Workspace libs whose modules have no side effects (data and pure functions only). */
const PURE_LIBS = /[\\/]libs[\\/](content|domain|ui|api-client|documents)[\\/]src[\\/]/;

const API_CLIENT_MODULES =
  /[\\/](node_modules[\\/](@reduxjs|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store|@standard-schema)|libs[\\/]api-client[\\/]src)[\\/]/;
/**
 * The API client's reading of an error (its status, the server's message and field errors): plain
 * functions that the marketing site's forms use as they hydrate, long before they call the API.
 * In the API client's chunk, they made each such page load and run all of it at once.
 */
const API_CLIENT_ERRORS = /[\\/]libs[\\/]api-client[\\/]src[\\/]lib[\\/]errors\.ts$/;
const isApiClientModule = (id: string) =>
  API_CLIENT_MODULES.test(id) && !API_CLIENT_ERRORS.test(id);

/**
 * The portal loads every page up front (its pages share most of their code: the forms, the
 * document views), so its entry chunk held React, the router, MUI and the app at once: 708 kB,
 * past Vite's 500 kB warning. React with the router, and MUI with its styling engine, go in chunks
 * of their own (about 310 kB each, the app about 340 kB): the same bytes load at once, in three
 * parallel requests, and the libraries, which change far less often than the app, stay in the
 * browser's cache across releases of the portal. The console splits by route instead (routes.tsx)
 * and stays under the limit; the marketing site has its own budget (nx run marketing:bundle-budget)
 * and keeps its chunks as they are.
 */
const VENDOR_GROUPS: Partial<Record<AppName, Array<{ name: string; test: RegExp }>>> = {
  portal: [
    {
      name: 'react',
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    },
    {
      name: 'mui',
      test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|react-is|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/,
    },
  ],
};

export function appViteConfig(app: AppName, appRoot: string): UserConfig {
  const env = process.env;
  const port = Number(env[`${app.toUpperCase()}_PORT`] ?? APP_PORTS[app]);
  const urls = {
    marketing: env.MARKETING_URL ?? `http://localhost:${env.MARKETING_PORT ?? APP_PORTS.marketing}`,
    portal: env.PORTAL_URL ?? `http://localhost:${env.PORTAL_PORT ?? APP_PORTS.portal}`,
    admin: env.ADMIN_URL ?? `http://localhost:${env.ADMIN_PORT ?? APP_PORTS.admin}`,
  };
  const proxy = {
    '/api': { target: env.API_PROXY_TARGET ?? `http://localhost:${env.API_PORT ?? 3000}` },
  };
  const outDir = join(workspaceRoot, 'dist/apps', app);
  return {
    root: appRoot,
    cacheDir: join(workspaceRoot, 'node_modules/.vite', app),
    plugins: app === 'marketing' ? [react(), servePrerenderedPages(outDir)] : [react()],
    resolve: { alias: workspaceAliases() },
    define: {
      __APP_CONFIG__: JSON.stringify({ apiBaseUrl: env.API_BASE_URL ?? '/api', urls }),
    },
    server: { port, strictPort: true, host: 'localhost', proxy },
    preview: { port, strictPort: true, host: 'localhost', proxy },
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      rolldownOptions: {
        // Our libs have no module-level side effects (data, pure functions, components): a page
        // that reads one service card must not carry the copy of every service page.
        treeshake: { moduleSideEffects: (id: string) => !PURE_LIBS.test(id) },
        // The API client (Redux Toolkit and RTK Query) in a chunk of its own: the marketing site
        // loads it after the first paint, so no chunk its pages need at once may hold it.
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'api-client',
                test: isApiClientModule,
                includeDependenciesRecursively: false,
              },
              ...(VENDOR_GROUPS[app] ?? []),
            ],
          },
        },
      },
    },
  };
}
