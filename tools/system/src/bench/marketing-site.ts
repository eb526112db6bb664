// The built marketing site as the browser benches load it: dist/apps/marketing served by the
// preview server on a spare port (its prerendered pages, gzipped as nginx sends them), its /api
// proxied to the built API running as deployed on a fresh SQLite file (the header's session check
// and the consultation form call it, as they would in production).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productionApiEnv, startBuiltApi, stopBuiltApi } from '../shared/built-api';
import { root, sleep } from '../shared/workspace';

export interface MarketingSite {
  /** `http://localhost:<port>`, where the pages are. */
  base: string;
  stop(): Promise<void>;
}

/** Serves the built site on `port`, its API on `port + 1`; resolves once a page's API answers. */
export async function startMarketingSite(port: number): Promise<MarketingSite> {
  const apiPort = port + 1;
  const base = `http://localhost:${port}`;
  const scratch = mkdtempSync(join(tmpdir(), 'consult-marketing-site-'));
  const api = await startBuiltApi(
    productionApiEnv({
      port: apiPort,
      databaseUrl: `sqlite:${join(scratch, 'api.sqlite')}`,
      scratch,
      env: { LOG_LEVEL: 'warn' },
    }),
  );
  const preview = spawn(
    join(root, 'node_modules/.bin/vite'),
    ['preview', '-c', join(root, 'apps/marketing/vite.config.mts')],
    {
      cwd: root,
      env: {
        ...process.env,
        MARKETING_PORT: String(port),
        API_PROXY_TARGET: `http://127.0.0.1:${apiPort}`,
      },
      stdio: 'ignore',
    },
  );
  const stop = async () => {
    preview.kill();
    await stopBuiltApi(api);
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    // Up when the session check answers through the preview server, as it will for the pages.
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/session`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 50) throw new Error('the preview server or its API proxy did not start');
      await sleep(200);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
