// The processes and the state of the two-instance stage: a database of its own on the MariaDB
// server, two built API instances on it, the round-robin proxy in front of them, and the checks,
// each of which ends the run when it fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import {
  builtApi,
  PRODUCTION_APPS,
  registration,
  SESSION_COOKIE,
  sessionCookie,
  TEST_PASSWORD,
} from '../shared/built-api';
import { newCounts } from '../shared/checks';
import { ApiClient } from '../shared/http';
import type { RoundRobinProxy } from '../shared/round-robin-proxy';
import { baseEnv, findChromium, root, throwawaySigningCertificate } from '../shared/workspace';

const basePort = Number(process.env.TWO_INSTANCES_BASE_PORT ?? 3500);

export const PORTS = { proxy: basePort, instances: [basePort + 1, basePort + 2] };

/** A started API instance: its port, its process, its log and the promise of its exit. */
export interface Instance {
  port: number;
  child: ChildProcess;
  logFile: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** A signed-in account. */
export interface Account {
  id: number | undefined;
  cookie: string;
}

export class TwoInstancesStage {
  readonly checks = newCounts();
  readonly logDir: string;
  readonly server = new URL(process.env.MARIADB_TEST_URL ?? 'mariadb://root@127.0.0.1:3306');
  readonly databaseName = `consult_scale_${Date.now()}_${randomBytes(3).toString('hex')}`;
  readonly databaseUrl: string;
  readonly apiEnv: NodeJS.ProcessEnv;
  readonly main: string;
  readonly cli: string;
  readonly instances: Instance[] = [];
  proxy: RoundRobinProxy | null = null;
  databaseCreated = false;
  failed = false;

  constructor() {
    ({ main: this.main, cli: this.cli } = builtApi());
    this.logDir = mkdtempSync(join(tmpdir(), 'consult-two-instances-'));
    const { server } = this;
    const auth = server.username
      ? `${server.username}${server.password ? `:${server.password}` : ''}@`
      : 'root@';
    this.databaseUrl = `mariadb://${auth}${server.hostname}:${server.port || 3306}/${this.databaseName}`;
    this.apiEnv = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: this.databaseUrl,
      DB_MIGRATIONS_RUN: 'false',
      SESSION_SECRET: randomBytes(36).toString('base64'),
      FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...throwawaySigningCertificate(this.logDir),
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: 'smtp://127.0.0.1:9',
      CHROMIUM_PATH: findChromium() ?? '',
      LOG_LEVEL: 'info',
      // The accounts for the load are registered from one address (the limits are shared).
      REGISTER_RATE_LIMIT_PER_IP: '1000',
      ...PRODUCTION_APPS,
    };
  }

  /** Counts a check; a failed one ends the run with `message`. */
  check(condition: unknown, message: string): void {
    if (!condition) {
      this.checks.failed++;
      throw new Error(message);
    }
    this.checks.passed++;
  }

  startInstance(port: number): Instance {
    const logFile = join(this.logDir, `api-${port}.log`);
    const out = createWriteStream(logFile);
    const child = spawn(process.execPath, [this.main], {
      cwd: root,
      env: { ...baseEnv, ...this.apiEnv, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    const exited: Instance['exited'] = new Promise((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
    );
    const instance = { port, child, logFile, exited };
    this.instances.push(instance);
    return instance;
  }

  async signUp(client: ApiClient, tag: string): Promise<Account> {
    const username = `scale_${tag}_${randomBytes(3).toString('hex')}`;
    const registered = await client.call('POST', '/api/register', {
      body: registration(username),
    });
    this.check(registered.status === 201, `registration answered ${registered.status}`);
    const login = await client.call<{ id: number }>('POST', '/api/login', {
      body: { username, password: TEST_PASSWORD },
    });
    const cookie = sessionCookie(login.headers.getSetCookie());
    this.check(
      login.status === 200 && cookie,
      `sign-in answered ${login.status} without a ${SESSION_COOKIE} cookie`,
    );
    return { id: login.body?.id, cookie: cookie ?? '' };
  }

  /** One statement on the MariaDB server, as the configured user. */
  async admin(sql: string): Promise<void> {
    const { server } = this;
    const connection = await createConnection({
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username || 'root'),
      password: decodeURIComponent(server.password),
    });
    try {
      await connection.query(sql);
    } finally {
      await connection.end();
    }
  }

  /** Stops the proxy and the instances and drops the database, whatever happened. */
  async cleanUp(): Promise<void> {
    await this.proxy?.close().catch(() => undefined);
    this.proxy = null;
    await Promise.all(
      this.instances.map(async ({ child, exited }) => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }),
    );
    this.instances.length = 0;
    if (this.databaseCreated) {
      this.databaseCreated = false;
      await this.admin(`DROP DATABASE IF EXISTS \`${this.databaseName}\``).catch((error: Error) =>
        console.error(`Could not drop ${this.databaseName}: ${error.message}`),
      );
    }
    if (!this.failed) rmSync(this.logDir, { recursive: true, force: true });
    else console.error(`The instances' logs are kept in ${this.logDir}`);
  }
}

/** A client of one instance, or of the proxy. */
export function clientOf(port: number): ApiClient {
  return new ApiClient(`http://127.0.0.1:${port}`);
}
