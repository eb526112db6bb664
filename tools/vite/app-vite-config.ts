import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

const workspaceRoot = join(__dirname, '..', '..');

/** The workspace's path aliases (`@consult/*`), read from tsconfig.base.json. */
function workspaceAliases(): Record<string, string> {
  const tsconfig = JSON.parse(readFileSync(join(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
  const paths: Record<string, string[]> = tsconfig.compilerOptions.paths;
  return Object.fromEntries(
    Object.entries(paths).map(([alias, [target]]) => [alias, join(workspaceRoot, target)]),
  );
}

export type AppName = 'marketing' | 'portal' | 'admin';

export const APP_PORTS: Record<AppName, number> = { marketing: 4200, portal: 4201, admin: 4202 };

/**
 * One Vite configuration for the three apps. Build-time settings come from the environment:
 * MARKETING_URL, PORTAL_URL, ADMIN_URL (the public URLs of the apps), API_BASE_URL (where the
 * browser calls the API; `/api` by default, proxied to API_PROXY_TARGET by the dev and preview
 * servers) and the port of each app (MARKETING_PORT, PORTAL_PORT, ADMIN_PORT).
 */
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
  return {
    root: appRoot,
    cacheDir: join(workspaceRoot, 'node_modules/.vite', app),
    plugins: [react()],
    resolve: { alias: workspaceAliases() },
    define: {
      __APP_CONFIG__: JSON.stringify({ apiBaseUrl: env.API_BASE_URL ?? '/api', urls }),
    },
    server: { port, strictPort: true, host: 'localhost', proxy },
    preview: { port, strictPort: true, host: 'localhost', proxy },
    build: {
      outDir: join(workspaceRoot, 'dist/apps', app),
      emptyOutDir: true,
      reportCompressedSize: false,
    },
  };
}
