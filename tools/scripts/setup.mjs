#!/usr/bin/env node
// One-time and idempotent set-up for a fresh clone on a fresh Debian machine: checks Node,
// installs the npm packages (no browser downloads), and makes sure the system's Chromium exists.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { findChromium, findHeadlessChromium, root, run, runWithProgress } from './lib.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js 20.19 or newer is needed (this is ${process.versions.node}).`);
  process.exit(1);
}

const canApt =
  typeof process.getuid === 'function' &&
  process.getuid() === 0 &&
  spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
let aptUpdated = false;

/**
 * Installs Debian packages with apt-get when run as root on a machine that has it (the package
 * lists read once per set-up); answers false elsewhere, for the caller to say what is missing.
 * @param {string[]} packages
 * @param {string} why what they are for, in the progress line
 * @param {{ recommends?: boolean }} [options]
 */
function aptInstall(packages, why, { recommends = false } = {}) {
  if (!canApt) return false;
  console.log(`[setup] installing Debian's ${packages.join(' and ')} (${why})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) run('apt-get', ['update', '-qq'], { env });
  aptUpdated = true;
  const flags = recommends ? [] : ['--no-install-recommends'];
  run('apt-get', ['install', '-y', '-qq', ...flags, ...packages], { env });
  return true;
}

// npm packages: `npm install` honours the lockfile (`npm ci` refuses it on this platform: the
// lockfile names other platforms' optional binaries). Skipped when node_modules is current.
const installed = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log(
    '[setup] installing npm packages (no browser downloads; a few minutes the first time)...',
  );
  const code = await runWithProgress(
    'npm',
    ['install', '--no-audit', '--no-fund'],
    (_output, seconds) => `[setup] still installing npm packages (${seconds} s)...`,
  );
  if (code !== 0) process.exit(code);
} else {
  console.log('[setup] npm packages are installed');
}
keepSqliteBuild();

/**
 * better-sqlite3 has no prebuilt binary here: its install script asks GitHub for one, which this
 * machine cannot reach, and then compiles SQLite from source, about three minutes of one core on
 * every clean clone's `npm install`. The first binary built is kept where prebuild-install (that
 * install script) keeps the prebuilt binaries it downloads, the `_prebuilds` folder of npm's cache,
 * under the name it looks for (the package's version, Node's ABI, the platform): the next install
 * unpacks it, loads it to check it, and compiles nothing. Another version of the package or of
 * Node looks for another name, and compiles once again.
 */
function keepSqliteBuild() {
  const packageDir = join(root, 'node_modules', 'better-sqlite3');
  const binary = join(packageDir, 'build', 'Release', 'better_sqlite3.node');
  if (!existsSync(binary)) return;
  let kept;
  try {
    const packageRequire = createRequire(join(packageDir, 'package.json'));
    const pkg = packageRequire('./package.json');
    const { cachedPrebuild, getDownloadUrl } = packageRequire('prebuild-install/util');
    kept = cachedPrebuild(getDownloadUrl({ ...packageRequire('prebuild-install/rc')(pkg), pkg }));
  } catch (error) {
    // Only a saving: a version of the package without prebuild-install compiles as before.
    console.log(`[setup] better-sqlite3's build not kept (${error.message.split('\n')[0]})`);
    return;
  }
  if (existsSync(kept)) return;
  mkdirSync(dirname(kept), { recursive: true });
  const partial = `${kept}.${process.pid}.partial`;
  if (run('tar', ['-czf', partial, '-C', packageDir, 'build/Release/better_sqlite3.node']) === 0) {
    renameSync(partial, kept);
    console.log(`[setup] better-sqlite3's build kept for the next install: ${kept}`);
  } else {
    rmSync(partial, { force: true });
  }
}

// Chromium for the PDFs and the end-to-end tests: the system's package, never a download.
let chromium = findChromium();
if (!chromium) {
  const packages = ['chromium', 'fonts-liberation', 'fonts-dejavu-core', 'fonts-noto-color-emoji'];
  if (aptInstall(packages, 'PDFs and end-to-end tests', { recommends: true })) {
    chromium = findChromium();
  }
  if (!chromium) {
    console.error(
      '[setup] Chromium was not found. Install the system package (Debian: `sudo apt-get install chromium`)\n' +
        '        or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the command again.',
    );
    process.exit(1);
  }
}
console.log(`[setup] Chromium: ${chromium}`);

// The end-to-end stories run on Chromium's headless shell where the system has one (Debian's
// chromium-headless-shell: the same engine without the browser's window, about a fifth less CPU per
// story; docs/performance.md, "The test command"); without it they run on Chromium itself.
if (
  findHeadlessChromium() === chromium &&
  !aptInstall(['chromium-headless-shell'], 'end-to-end tests')
) {
  console.log('[setup] no Chromium headless shell: the end-to-end stories run on Chromium');
}
console.log(`[setup] the end-to-end stories' browser: ${findHeadlessChromium()}`);

// Colour emoji in the PDFs (issue 18): a company or a title with an emoji prints it from Debian's
// fonts-noto-color-emoji (the documents' font stacks name it), never as an empty box.
const hasEmojiFont =
  spawnSync('sh', ['-c', "fc-list 2>/dev/null | grep -qi 'Noto Color Emoji'"], { stdio: 'ignore' })
    .status === 0;
if (!hasEmojiFont && !aptInstall(['fonts-noto-color-emoji'], 'emoji in the PDFs')) {
  console.error(
    '[setup] the colour emoji font is missing: PDFs would print emoji as empty boxes (Debian: sudo apt-get install fonts-noto-color-emoji)',
  );
  process.exit(1);
}

// Tools nobody here wrote prove the PDFs (issue 16): poppler's pdfinfo (and pdfsig) read their
// document information and signatures, qpdf checks their structure. Installed like Chromium.
const missingPdfTools = [
  ['pdfinfo', 'poppler-utils'],
  ['qpdf', 'qpdf'],
].filter(
  ([command]) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status !== 0,
);
const pdfPackages = missingPdfTools.map(([, pkg]) => pkg);
if (pdfPackages.length && !aptInstall(pdfPackages, 'PDF checks')) {
  console.error(
    `[setup] ${pdfPackages.join(' and ')} missing: the PDF checks need them (Debian: sudo apt-get install ${pdfPackages.join(' ')})`,
  );
  process.exit(1);
}

// Debian's docker-compose (the client only: no engine) checks docker/compose.yml, and Debian's
// nginx checks the web server's configuration (nx run system:check-deploy). Installed as root
// with apt-get when missing; elsewhere that check says SKIPPED.
const missingTools = [
  ['docker-compose', 'docker-compose'],
  ['nginx', 'nginx-light'],
].filter(
  ([command]) =>
    spawnSync('sh', ['-c', `command -v ${command} || test -x /usr/sbin/${command}`], {
      stdio: 'ignore',
    }).status !== 0,
);
const deployPackages = missingTools.map(([, pkg]) => pkg);
if (deployPackages.length && !aptInstall(deployPackages, 'deployment checks')) {
  console.log(
    `[setup] ${deployPackages.join(' and ')} not installed: the deployment checks will be skipped (Debian: sudo apt-get install ${deployPackages.join(' ')})`,
  );
}
