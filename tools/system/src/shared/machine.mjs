// What every script and stage knows of the machine it runs on: the environment its children get,
// the system's Chromium, and whether a port is taken. Node built-ins only, so that the set-up can
// use it before npm install (tools/scripts/lib.mjs); the stages and the e2e configuration import
// it too.
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

/**
 * Environment for every child: no Nx Cloud, no daemon, no TUI, no browser downloads.
 * @type {NodeJS.ProcessEnv}
 */
export const baseEnv = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '',
  PUPPETEER_SKIP_DOWNLOAD: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};

/** Where Debian, Ubuntu and Google install Chromium or Chrome (never a downloaded browser). */
const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

/**
 * The system's Chromium: CHROMIUM_PATH, else the first of the system's binaries that exists.
 * @returns {string | null}
 */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, ...SYSTEM_CHROMIUM];
  return candidates.find((path) => !!path && existsSync(path)) ?? null;
}

/**
 * The flags of every Chromium the tests and benches drive (the stories, Lighthouse): as root it
 * needs no sandbox, there is no GPU, and nothing should reach for the network on its own.
 */
export const TEST_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where Debian and Ubuntu install Chromium's headless shell (chromium-headless-shell). */
const SYSTEM_HEADLESS_SHELL = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chrome-headless-shell',
];

/**
 * The browser the end-to-end stories drive: CHROMIUM_HEADLESS_SHELL_PATH, else the system's
 * Chromium headless shell (the same Blink and V8 without the browser's window and its pages:
 * what Playwright itself runs headless tests on), else the system's Chromium.
 * @returns {string | null}
 */
export function findHeadlessChromium() {
  const candidates = [process.env.CHROMIUM_HEADLESS_SHELL_PATH, ...SYSTEM_HEADLESS_SHELL];
  return candidates.find((path) => !!path && existsSync(path)) ?? findChromium();
}

/**
 * Whether something listens on the port.
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
