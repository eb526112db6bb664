// What the stages and benches share about the machine they run on: the workspace, the environment
// their children get, the system's binaries, ports, waiting for a server, and running a command to
// its end.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { baseEnv, portInUse } from './machine.mjs';

export const root = join(__dirname, '..', '..', '..', '..');

// What the scripts that run before npm install know too (machine.mjs: Node built-ins only).
export { baseEnv, findChromium, portInUse } from './machine.mjs';

/** A binary named by the environment, else the first of `names` on PATH or in the sbin folders. */
export function findBinary(configured: string | undefined, names: string[]): string | null {
  if (configured) return existsSync(configured) ? configured : null;
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const name of names) {
    for (const folder of folders) {
      if (folder && existsSync(join(folder, name))) return join(folder, name);
    }
  }
  return null;
}

/** Whether a command is on PATH. */
export function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** The ports of `ports` that something already listens on. */
export async function busyPorts(ports: number[]): Promise<number[]> {
  const busy = [];
  for (const port of ports) if (await portInUse(port)) busy.push(port);
  return busy;
}

/** Polls a URL until it answers 2xx, or throws after the timeout. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Seconds since `since` (a performance.now()), to one decimal. */
export function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

/** The last `lines` lines of a log file. */
export function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** A command's exit code and everything it printed. */
export interface CommandOutput {
  code: number;
  output: string;
}

/** Runs a command to its end: its exit code and everything it printed. */
export function runToEnd(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<CommandOutput> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...baseEnv, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * A throwaway firm signing certificate for a production-mode run (NODE_ENV=production requires
 * one): a self-signed certificate and key made by `openssl` in `dir`, as the environment the API
 * reads (DOCUMENT_SIGNING_P12 as a path, and its passphrase). Operators make theirs the same way,
 * or get one from a certificate authority (docs/signed-documents.md).
 */
export function throwawaySigningCertificate(dir: string): {
  DOCUMENT_SIGNING_P12: string;
  DOCUMENT_SIGNING_P12_PASSPHRASE: string;
} {
  const key = join(dir, 'signing-key.pem');
  const certificate = join(dir, 'signing-cert.pem');
  const p12 = join(dir, 'signing.p12');
  const passphrase = randomBytes(18).toString('base64url');
  const subject = '/CN=Northbridge Advisory Group/O=Northbridge Advisory Group';
  const steps = [
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      certificate,
      '-days',
      '30',
      '-subj',
      subject,
    ],
    [
      'pkcs12',
      '-export',
      '-inkey',
      key,
      '-in',
      certificate,
      '-out',
      p12,
      '-passout',
      `pass:${passphrase}`,
    ],
  ];
  for (const args of steps) {
    const result = spawnSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    if (result.status !== 0) {
      throw new Error(
        `openssl ${args[0]} failed: ${result.stderr?.toString() ?? String(result.error)}`,
      );
    }
  }
  return { DOCUMENT_SIGNING_P12: p12, DOCUMENT_SIGNING_P12_PASSPHRASE: passphrase };
}

/**
 * A throwaway self-signed TLS certificate for `hosts` (the first is its common name), valid for a
 * day, made by `openssl`: the private key to `keyFile`, the certificate to `certFile`. Throws with
 * openssl's own message when it cannot.
 */
export function throwawayTlsCertificate(hosts: string[], keyFile: string, certFile: string): void {
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${hosts[0]}`,
      '-addext',
      `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { encoding: 'utf8' },
  );
  if (made.error) throw made.error;
  if (made.status !== 0) throw new Error(made.stderr.trim());
}
