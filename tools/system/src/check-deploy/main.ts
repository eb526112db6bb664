// Checks the production files under docker/ without a Docker engine:
//
//   npx nx run system:check-deploy
//
// 1. `docker-compose -f docker/compose.yml --env-file docker/.env.example config` must pass
//    (Debian's docker-compose package; `npm run setup` installs it as root).
// 2. The web server's configuration, with the system's nginx (web-server.ts): the template is
//    filled in as the nginx image does at start (MARKETING_HOST, ...), `nginx -t` must pass, and —
//    when the three apps are built (dist/apps) — nginx serves them on spare ports and every rule
//    is checked (rules.ts).
// A missing binary is reported as SKIPPED, never as passed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { reportChecks } from '../shared/checks';
import { hasCommand, root } from '../shared/workspace';
import { checkWebServer } from './web-server';

/** One check's outcome: passed, failed, or skipped (null). */
export type RecordCheck = (ok: boolean | null, name: string, detail?: string) => void;

void main();

async function main(): Promise<void> {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const record: RecordCheck = (ok, name, detail = '') => {
    counts[ok === null ? 'skipped' : ok ? 'passed' : 'failed']++;
    console.log(
      `${ok === null ? 'SKIP' : ok ? 'ok  ' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`,
    );
  };

  // 1. The compose file.
  if (hasCommand('docker-compose')) {
    const compose = spawnSync(
      'docker-compose',
      ['-f', 'docker/compose.yml', '--env-file', 'docker/.env.example', 'config', '-q'],
      { cwd: root, encoding: 'utf8' },
    );
    record(
      compose.status === 0,
      'docker-compose config (docker/compose.yml, docker/.env.example)',
      (compose.stderr || '').trim(),
    );
  } else {
    record(
      null,
      'docker-compose config',
      'docker-compose is not installed (Debian: apt-get install docker-compose)',
    );
  }

  // 2. The web server.
  const nginx = ['/usr/sbin/nginx', 'nginx'].find((candidate) =>
    candidate.startsWith('/') ? existsSync(candidate) : hasCommand(candidate),
  );
  if (!nginx) {
    record(
      null,
      'web server configuration',
      'nginx is not installed (Debian: apt-get install nginx-light)',
    );
  } else {
    await checkWebServer(nginx, record);
  }

  console.log('');
  reportChecks('Deployment', counts);
  process.exit(counts.failed ? 1 : 0);
}
