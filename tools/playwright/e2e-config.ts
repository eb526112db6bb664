import { defineConfig, devices, type Project } from '@playwright/test';
import { join } from 'node:path';
import {
  findChromium,
  findHeadlessChromium,
  TEST_CHROMIUM_FLAGS,
} from '../system/src/shared/machine.mjs';

const workspaceRoot = join(__dirname, '..', '..');

const flags = [...TEST_CHROMIUM_FLAGS, '--disable-quic'];

function launchOptionsOf(executablePath: string | null) {
  if (!executablePath) {
    throw new Error('Chromium not found: run `npm run setup` or set CHROMIUM_PATH');
  }
  return { executablePath, args: flags };
}

/**
 * The stories run on the system's Chromium headless shell, or on its Chromium where there is none
 * (never a downloaded browser): docs/decisions.md, "The browsers the tests run in".
 */
const launchOptions = launchOptionsOf(findHeadlessChromium());

/**
 * A story tagged @pdf-viewer opens a PDF in a window, which only the full browser can show (the
 * headless shell has no PDF viewer and downloads it): it runs on the system's Chromium.
 */
const PDF_VIEWER = /@pdf-viewer/;
const pdfViewerLaunchOptions = launchOptionsOf(findChromium());

/**
 * The two widths every story runs at; a test tagged @phone or @desktop runs at that width only.
 * `exclude` leaves out more tags (the stories that must run alone). Each width has a companion
 * project on the full browser for the stories tagged @pdf-viewer.
 */
function widths(prefix: string, testDir: string, outputDir: string, exclude: RegExp[] = []) {
  const sizes = [
    {
      width: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      other: /@phone/,
    },
    {
      width: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
      other: /@desktop/,
    },
  ];
  return sizes.flatMap(({ width, use, other }) => [
    {
      name: `${prefix}${width}`,
      testDir,
      outputDir: join(outputDir, width),
      grepInvert: [other, PDF_VIEWER, ...exclude],
      use: { ...use, launchOptions },
    },
    {
      name: `${prefix}pdf-viewer-${width}`,
      testDir,
      outputDir: join(outputDir, `pdf-viewer-${width}`),
      grep: PDF_VIEWER,
      grepInvert: [other, ...exclude],
      use: { ...use, launchOptions: pdfViewerLaunchOptions },
    },
  ]);
}

const E2E_PROJECTS = ['marketing-e2e', 'portal-e2e', 'admin-e2e'];
const ALONE = /@alone/;

/**
 * The Playwright configuration of the e2e projects: the whole system started by
 * tools/scripts/run-local.mjs --e2e (a fresh SQLite database), Chromium at desktop (1280 px) and
 * phone (390 px) widths. With one project (`nx run portal-e2e:e2e`) its stories run at both widths
 * as "desktop" and "phone"; with none (tools/playwright/all.config.ts, what `npm test` runs) the
 * stories of all three run on one start of the system, as "portal-desktop" and so on, and
 * `workers` of them at a time: every story makes its own accounts (unique names), so none
 * depends on what another does.
 */
export function e2eConfig(project?: string, workers = 1, retries = 0) {
  const outputRoot = join(workspaceRoot, 'dist', '.playwright');
  if (project) {
    return config(
      widths('', join(workspaceRoot, 'apps', project, 'src'), join(outputRoot, project)),
      workers,
      retries,
    );
  }
  const side = E2E_PROJECTS.flatMap((name) =>
    widths(
      `${name.replace('-e2e', '')}-`,
      join(workspaceRoot, 'apps', name, 'src'),
      join(outputRoot, name),
      [ALONE],
    ),
  );
  // A story tagged @alone changes what every other story sees (it takes away every admin's role
  // for a moment): it runs after all the others, at one width and then the other.
  const [aloneDesktop, , alonePhone] = widths(
    'alone-',
    join(workspaceRoot, 'apps'),
    join(outputRoot, 'alone'),
  );
  const testMatch = E2E_PROJECTS.map((name) => `${name}/src/**/*.spec.ts`);
  const alone = [
    { ...aloneDesktop, testMatch, grep: ALONE, dependencies: side.map((p) => p.name) },
    { ...alonePhone, testMatch, grep: ALONE, dependencies: [aloneDesktop.name] },
  ];
  return config([...side, ...alone], workers, retries);
}

function config(projects: Project[], workers: number, retries: number) {
  return defineConfig({
    fullyParallel: false,
    workers,
    forbidOnly: !!process.env.CI,
    retries,
    // The longest stories (two browsers, sign-in, sign-out, a password change and e-mail) take
    // 25-45 s on two busy cores: the limit catches a hang, never a slow but working page.
    timeout: 90_000,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    use: {
      // A failed test keeps a screenshot of where it stopped, and a trace (every action, with the
      // page's DOM before and after): with retries, the trace of its retry, which records one (a
      // trace on every first try made the stories 14% slower, docs/performance.md); without, of
      // the failure itself. The trace's screencast (a frame at every paint) is left out: it made
      // every test a third slower on two cores.
      trace: {
        mode: retries ? 'on-first-retry' : 'retain-on-failure',
        screenshots: false,
        snapshots: true,
        sources: true,
      },
      screenshot: 'only-on-failure',
    },
    projects,
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
