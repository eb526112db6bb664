// Small helpers of the scripts that run before or around npm install (set-up, the local run, the
// test command): Node built-ins only. The system stages and benches have their own, in TypeScript
// (tools/system/src/shared); what both need of the machine is tools/system/src/shared/machine.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseEnv } from '../system/src/shared/machine.mjs';

export {
  baseEnv,
  findChromium,
  findHeadlessChromium,
  portInUse,
} from '../system/src/shared/machine.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Runs a command to completion with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: baseEnv,
    ...options,
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Runs a command, echoing its output (unless `quiet`) and keeping a copy; resolves to
 * { code, output }.
 */
export function runCapture(command, args, { quiet = false, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: baseEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    let output = '';
    const keep = (stream, target) =>
      stream.on('data', (chunk) => {
        output += chunk;
        if (!quiet) target.write(chunk);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Starts a long-running process whose output lines carry a prefix. */
export function startService(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, target) => {
    let pending = '';
    stream.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) target.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`[${name}] exited (${signal ?? code})`);
  });
  return child;
}

/** Stops started services. */
export function stopServices(children) {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.stopping = true;
    child.kill('SIGTERM');
  }
}

/**
 * Prints `message(seconds)` every `everyMs` until the returned function is called: a line of
 * progress while a long step (an install, the builds, a server starting) says nothing itself.
 */
export function progress(message, everyMs = 5_000) {
  const started = Date.now();
  const timer = setInterval(
    () => console.log(message(Math.round((Date.now() - started) / 1000))),
    everyMs,
  );
  return () => clearInterval(timer);
}

/**
 * Polls a URL until it answers 2xx, or throws after the timeout. With `label`, says every few
 * seconds what it is still waiting for; with `child` (the process that should answer), throws as
 * soon as that process exits rather than waiting out the timeout.
 */
export async function waitForUrl(url, timeoutMs = 60_000, { label, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  const stop = label ? progress((s) => `  still waiting for ${label} at ${url} (${s} s)...`) : null;
  try {
    while (Date.now() < deadline) {
      if (child && (child.exitCode !== null || child.signalCode !== null))
        throw new Error(
          `${label ?? url} exited (${child.signalCode ?? child.exitCode}) before answering`,
        );
      try {
        const response = await fetch(url);
        if (response.ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    stop?.();
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Runs a command to completion with its output shown, printing `status(output, seconds)` every
 * `everyMs` meanwhile (the output so far lets it say what is done); resolves to the exit code.
 */
export function runWithProgress(command, args, status, { everyMs = 10_000, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: baseEnv,
      stdio: ['inherit', 'pipe', 'pipe'],
      ...options,
    });
    let output = '';
    for (const [stream, target] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      stream.on('data', (chunk) => {
        output += chunk;
        target.write(chunk);
      });
    const stop = progress((s) => status(output, s), everyMs);
    child.on('error', (error) => {
      stop();
      reject(error);
    });
    child.on('close', (code) => {
      stop();
      resolve(code ?? 1);
    });
  });
}
