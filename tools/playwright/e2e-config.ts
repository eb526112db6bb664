import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '..', '..');

/** The system's Chromium (never a downloaded browser): CHROMIUM_PATH or the Debian package. */
function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) throw new Error('Chromium not found: run `npm run setup` or set CHROMIUM_PATH');
  return found;
}

const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
  ],
};

/**
 * One Playwright configuration for the three e2e projects: the whole system started by
 * tools/scripts/run-local.mjs --e2e (a fresh SQLite database), Chromium at desktop (1280 px) and
 * phone (390 px) widths. A test tagged @phone or @desktop runs at that width only.
 */
export function e2eConfig(project: string) {
  return defineConfig({
    testDir: join(workspaceRoot, 'apps', project, 'src'),
    outputDir: join(workspaceRoot, 'dist', '.playwright', project, 'test-output'),
    fullyParallel: false,
    workers: 1,
    forbidOnly: !!process.env.CI,
    retries: 0,
    // The longest stories (two browsers, sign-in, sign-out, a password change and e-mail) take
    // 25-45 s on two busy cores: the limit catches a hang, never a slow but working page.
    timeout: 90_000,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    use: {
      // A failed test keeps its trace (every action, with the page's DOM before and after) and a
      // screenshot of where it stopped. The trace's screencast (a frame at every paint) is left
      // out: it made every test a third slower on two cores (docs/performance.md).
      trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
      screenshot: 'only-on-failure',
    },
    projects: [
      {
        name: 'desktop',
        grepInvert: /@phone/,
        use: {
          ...devices['Desktop Chrome'],
          viewport: { width: 1280, height: 800 },
          launchOptions,
        },
      },
      {
        name: 'phone',
        grepInvert: /@desktop/,
        use: {
          ...devices['Desktop Chrome'],
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 2,
          launchOptions,
        },
      },
    ],
    webServer: {
      command: 'node tools/scripts/run-local.mjs --e2e',
      cwd: workspaceRoot,
      url: 'http://localhost:4202/',
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  });
}
