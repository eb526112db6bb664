// The process manager of the faults-and-load stage: a private MariaDB server, the built API on it,
// and the Chromium processes the API starts, each started, stopped, killed and frozen on demand,
// and all of them stopped (their temporary folders removed) whatever happens. One FaultsRun is
// shared by the scenarios: its HTTP client, its checks and its settings.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { builtApi, PRODUCTION_APPS } from '../shared/built-api';
import { newCounts } from '../shared/checks';
import { ApiClient } from '../shared/http';
import type { LoadSummary } from './load';
import {
  baseEnv,
  findBinary,
  findChromium,
  isRoot,
  root,
  runToEnd,
  sleep,
  tail,
  throwawaySigningCertificate,
} from '../shared/workspace';

const basePort = Number(process.env.FAULTS_BASE_PORT ?? 3650);

/** The run's settings (the scenarios' limits are theirs). */
export const SETTINGS = {
  apiPort: basePort,
  dbPort: basePort + 1,
  databaseName: 'consult',
  /** The PDF pool for the run: the burst is four times what it holds (rendering + waiting). */
  pdfConcurrency: 2,
  pdfQueueLimit: 2,
  /** The longest any request may take while the database is down (its connect timeout is 3 s). */
  outageMaxLatencyMs: 5_000,
  /** How long the API may take to serve again after the database is back. */
  recoveryLimitMs: 20_000,
  /**
   * REQUEST_DEADLINE_MS of the run: what a request waits for a frozen database at most. Above the
   * health checks' own 3 s, so readiness still answers with the database's check.
   */
  requestDeadlineMs: 5_000,
};

/** A process this run started, and the promise of its exit. */
export interface Instance {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** What the harness needs from the machine, or why the stage cannot run. */
export function findTools(): { mariadbd: string; installDb: string; chromium: string } | string {
  const mariadbd = findBinary(process.env.MARIADBD, ['mariadbd', 'mysqld']);
  const installDb = findBinary(process.env.MARIADB_INSTALL_DB, [
    'mariadb-install-db',
    'mysql_install_db',
  ]);
  if (!mariadbd || !installDb) {
    return 'MariaDB server binaries not found (mariadbd, mariadb-install-db): apt-get install mariadb-server';
  }
  const chromium = findChromium();
  if (!chromium) return 'Chromium was not found: apt-get install chromium, or set CHROMIUM_PATH';
  return { mariadbd, installDb, chromium };
}

export class FaultsRun {
  readonly client = new ApiClient(`http://127.0.0.1:${SETTINGS.apiPort}`);
  readonly checks = newCounts();
  /** What the load scenario measured, for the summary. */
  load: LoadSummary | null = null;
  readonly workDir: string;
  database: Instance | null = null;
  api: (Instance & { logFile: string }) | null = null;
  /** The API's browsers, and their profiles (puppeteer's temporary folders), for the clean-up. */
  readonly browserPids = new Set<number>();
  private readonly browserProfiles = new Set<string>();
  private apiRuns = 0;
  private readonly dataDir: string;
  private readonly main: string;
  readonly cli: string;
  readonly apiEnv: NodeJS.ProcessEnv;

  constructor(private readonly tools: { mariadbd: string; installDb: string; chromium: string }) {
    ({ main: this.main, cli: this.cli } = builtApi());
    this.workDir = mkdtempSync(join(tmpdir(), 'consult-faults-'));
    this.dataDir = join(this.workDir, 'mariadb');
    const { apiPort, dbPort, databaseName, pdfConcurrency, pdfQueueLimit } = SETTINGS;
    this.apiEnv = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      DATABASE_URL: `mariadb://root@127.0.0.1:${dbPort}/${databaseName}`,
      DB_MIGRATIONS_RUN: 'false',
      SESSION_SECRET: randomBytes(36).toString('base64'),
      FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...throwawaySigningCertificate(this.workDir),
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: 'smtp://127.0.0.1:9',
      CHROMIUM_PATH: tools.chromium,
      LOG_LEVEL: 'info',
      PDF_CONCURRENCY: String(pdfConcurrency),
      PDF_QUEUE_LIMIT: String(pdfQueueLimit),
      // One client sends every download of the crash and the burst, to load the pool itself: the
      // per-account cap (fair rendering, proved in pdf-renderer.int-spec.ts) is lifted out of its
      // way.
      PDF_PER_USER_LIMIT: '32',
      REQUEST_DEADLINE_MS: String(SETTINGS.requestDeadlineMs),
      // The accounts are registered and signed in from one address (the limits are per address).
      REGISTER_RATE_LIMIT_PER_IP: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      ...PRODUCTION_APPS,
    };
  }

  /** Prints `ok` or `FAIL` for one check and counts it. */
  check(condition: boolean, message: string, detail = ''): void {
    if (condition) {
      this.checks.passed++;
      console.log(`  ok    ${message}`);
    } else {
      this.checks.failed++;
      console.log(`  FAIL  ${message}${detail ? ` — ${detail}` : ''}`);
    }
  }

  /** A fresh data directory, the server on it, the schema (the built CLI's migrate), the API. */
  async setUp(): Promise<void> {
    const install = await runToEnd(this.tools.installDb, [
      '--no-defaults',
      `--datadir=${this.dataDir}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      ...(isRoot() ? ['--user=root'] : []),
    ]);
    if (install.code !== 0) throw new Error(`mariadb-install-db failed:\n${install.output}`);
    this.database = await this.startDatabase();
    await this.admin(
      `CREATE DATABASE \`${SETTINGS.databaseName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    console.log(
      `Database: private MariaDB on 127.0.0.1:${SETTINGS.dbPort} (pid ${this.database.child.pid})`,
    );
    const migrate = await runToEnd(process.execPath, [this.cli, 'migrate'], this.apiEnv);
    if (migrate.code !== 0) throw new Error(`migrations failed:\n${migrate.output}`);
    console.log(`Migrations: ${migrate.output.trim().split('\n').pop()}`);
    this.api = await this.startApi();
    console.log(
      `API: ${this.client.baseUrl} (pid ${this.api.child.pid}), PDF pool ${SETTINGS.pdfConcurrency} + ${SETTINGS.pdfQueueLimit}`,
    );
  }

  async startDatabase(): Promise<Instance> {
    const log = createWriteStream(join(this.workDir, 'mariadb.log'), { flags: 'a' });
    const child = spawn(
      this.tools.mariadbd,
      [
        '--no-defaults',
        `--datadir=${this.dataDir}`,
        `--port=${SETTINGS.dbPort}`,
        `--socket=${join(this.workDir, 'mariadb.sock')}`,
        `--pid-file=${join(this.workDir, 'mariadb.pid')}`,
        '--bind-address=127.0.0.1',
        '--skip-grant-tables',
        '--skip-name-resolve',
        '--innodb-buffer-pool-size=64M',
        ...(isRoot() ? ['--user=root'] : []),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    const instance = { child, exited: exitOf(child) };
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`mariadbd exited: ${tail(join(this.workDir, 'mariadb.log'))}`);
      try {
        await this.admin('SELECT 1');
        return instance;
      } catch {
        if (Date.now() > deadline) throw new Error('mariadbd did not accept connections in 30 s');
        await sleep(100);
      }
    }
  }

  async startApi(): Promise<Instance & { logFile: string }> {
    this.apiRuns++;
    const logFile = join(this.workDir, `api-${this.apiRuns}.log`);
    const out = createWriteStream(logFile);
    const child = spawn(process.execPath, [this.main], {
      cwd: root,
      env: { ...baseEnv, ...this.apiEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    const instance = { child, exited: exitOf(child), logFile };
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited: ${tail(logFile)}`);
      const ready = await this.client.call('GET', '/api/health/ready');
      if (ready.status === 200) break;
      if (Date.now() > deadline) throw new Error('the API was not ready within 60 s');
      await sleep(250);
    }
    this.rememberBrowsers(instance);
    return instance;
  }

  /** The Chromium browser processes the API started (its children), remembered for clean-up. */
  rememberBrowsers(instance: Instance | null = this.api): void {
    for (const pid of childrenOf(instance?.child.pid)) {
      const command = commandLine(pid);
      if (!/chrom/i.test(command)) continue;
      this.browserPids.add(pid);
      const profile = /--user-data-dir=(\S*puppeteer_dev_chrome_profile-\S+)/.exec(command)?.[1];
      if (profile) this.browserProfiles.add(profile);
    }
  }

  /** The API's browser process now, if it has one. */
  browserPid(): number | null {
    return childrenOf(this.api?.child.pid).find((pid) => /chrom/i.test(commandLine(pid))) ?? null;
  }

  /** Kills the browsers the API started, if those process ids are still browsers. */
  killBrowsers(): void {
    for (const pid of this.browserPids) {
      if (/chrom/i.test(commandLine(pid))) killQuietly(pid);
    }
  }

  /** One statement on the private server, as root. */
  async admin(sql: string): Promise<void> {
    const connection = await createConnection({
      host: '127.0.0.1',
      port: SETTINGS.dbPort,
      user: 'root',
      connectTimeout: 2000,
      database:
        sql.startsWith('CREATE DATABASE') || sql === 'SELECT 1' ? undefined : SETTINGS.databaseName,
    });
    try {
      await connection.query(sql);
    } finally {
      await connection.end();
    }
  }

  /** Prints the logs when the run failed, stops everything and removes the temporary folders. */
  async cleanUp(keepLogs: boolean): Promise<void> {
    if (keepLogs) {
      for (const file of readdirSafe(this.workDir).filter((name) => name.endsWith('.log'))) {
        console.error(`\n--- last lines of ${file} ---\n${tail(join(this.workDir, file), 15)}`);
      }
    }
    await stop(this.api, 'SIGTERM');
    this.killBrowsers();
    await stop(this.database, 'SIGTERM');
    rmSync(this.workDir, { recursive: true, force: true });
    for (const profile of this.browserProfiles) rmSync(profile, { recursive: true, force: true });
  }

  /** A last resort when the process exits: no server is left running. */
  killAll(): void {
    for (const instance of [this.database, this.api]) {
      if (instance && instance.child.exitCode === null && instance.child.signalCode === null) {
        killQuietly(instance.child.pid);
      }
    }
    this.killBrowsers();
  }
}

function exitOf(child: ChildProcess): Instance['exited'] {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
}

async function stop(instance: Instance | null, signal: NodeJS.Signals): Promise<void> {
  if (!instance) return;
  const { child, exited } = instance;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGCONT');
    child.kill(signal);
  }
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function childrenOf(parent: number | undefined): number[] {
  if (!parent) return [];
  const children = [];
  for (const entry of readdirSafe('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

function readdirSafe(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function killQuietly(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
