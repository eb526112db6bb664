// The web server's configuration under the system's nginx: the image's files rewritten into a
// temporary prefix, `nginx -t`, and — when the apps are built — nginx serving them on spare ports
// while rules.ts checks every rule. Debian's nginx (1.22) is older than the image's (1.28): for it
// the check drops the two things 1.22 lacks (`http2 on;`, the upstream's `resolve`) and points the
// upstream at a closed local port.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portInUse, root, sleep, throwawayTlsCertificate } from '../shared/workspace';
import type { RecordCheck } from './main';
import { checkRules, HOSTS, HTTP_PORT, HTTPS_PORT } from './rules';

/** Nothing listens here: the API upstream answers 502, which proves /api is proxied. */
const CLOSED_PORT = 9;

export async function checkWebServer(nginx: string, record: RecordCheck): Promise<void> {
  const prefix = mkdtempSync(join(tmpdir(), 'consult-nginx-'));
  try {
    const version =
      (spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.match(/nginx\/([\d.]+)/) ?? [])[1] ??
      '0';
    const [major, minor, patch] = version.split('.').map(Number);
    const atLeast = (a: number, b: number, c: number) =>
      major > a || (major === a && (minor > b || (minor === b && patch >= c)));

    const built = ['marketing', 'portal', 'admin'].every((app) =>
      existsSync(join(root, 'dist/apps', app, 'index.html')),
    );
    const rewrite = (text: string) => {
      let out = text
        .replaceAll('/etc/nginx/snippets/', `${prefix}/snippets/`)
        .replaceAll('/etc/nginx/conf.d/', `${prefix}/conf.d/`)
        .replaceAll('/etc/nginx/certs/', `${prefix}/certs/`)
        .replaceAll('/var/www/acme', `${prefix}/acme`)
        .replaceAll('/var/run/nginx.pid', `${prefix}/nginx.pid`)
        .replaceAll('/var/log/nginx/', `${prefix}/logs/`)
        // The image runs its workers as `nginx`. Here, as root, workers would run as `nobody`,
        // which cannot read a checkout under a private directory (mktemp -d is mode 700): run
        // them as the user running the check instead.
        .replace(/^user .*;$/m, process.getuid?.() === 0 ? 'user root;' : '')
        .replace(/listen 80( |;)/g, `listen 127.0.0.1:${HTTP_PORT}$1`)
        .replace(/listen 443( |;)/g, `listen 127.0.0.1:${HTTPS_PORT}$1`)
        .replace(
          /server api:3000 resolve/,
          `server 127.0.0.1:${CLOSED_PORT}${atLeast(1, 27, 3) ? ' resolve' : ''}`,
        )
        .replace(
          /return 301 https:\/\/\$host\$request_uri;/,
          `return 301 https://$host:${HTTPS_PORT}$request_uri;`,
        );
      for (const app of ['marketing', 'portal', 'admin'])
        out = out.replaceAll(`/srv/${app}`, join(root, 'dist/apps', app));
      if (!atLeast(1, 25, 1)) out = out.replace(/^\s*http2 on;\n/gm, '');
      return out;
    };

    for (const folder of ['conf.d', 'snippets', 'certs', 'acme', 'logs'])
      mkdirSync(join(prefix, folder));
    writeFileSync(
      join(prefix, 'nginx.conf'),
      rewrite(readFileSync(join(root, 'docker/web/nginx.conf'), 'utf8')),
    );
    for (const file of readdirSync(join(root, 'docker/web/snippets'))) {
      writeFileSync(
        join(prefix, 'snippets', file),
        rewrite(readFileSync(join(root, 'docker/web/snippets', file), 'utf8')),
      );
    }
    // As the nginx image's entrypoint does: each ${VAR} that is set is replaced; $host etc. stay.
    const hosts: { [name: string]: string | undefined } = HOSTS;
    const template = readFileSync(
      join(root, 'docker/web/templates/sites.conf.template'),
      'utf8',
    ).replace(/\$\{(\w+)\}/g, (match, name: string) => hosts[name] ?? match);
    writeFileSync(join(prefix, 'conf.d', 'sites.conf'), rewrite(template));
    try {
      throwawayTlsCertificate(
        Object.values(HOSTS),
        join(prefix, 'certs', 'privkey.pem'),
        join(prefix, 'certs', 'fullchain.pem'),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return record(false, 'a test certificate (openssl)', message);
    }

    const args = [
      '-p',
      prefix,
      '-c',
      join(prefix, 'nginx.conf'),
      '-e',
      join(prefix, 'logs', 'error.log'),
    ];
    const test = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
    record(
      test.status === 0,
      `nginx -t (nginx ${version}${atLeast(1, 27, 3) ? '' : ', without `http2 on;` and `resolve`'})`,
      test.status === 0 ? '' : test.stderr.trim(),
    );
    if (test.status !== 0) return;
    if (!built)
      return record(
        null,
        'the web server serving the apps',
        'build the apps first (npx nx run-many -t build)',
      );
    if ((await portInUse(HTTP_PORT)) || (await portInUse(HTTPS_PORT))) {
      return record(
        false,
        'the web server serving the apps',
        `ports ${HTTP_PORT}/${HTTPS_PORT} are taken`,
      );
    }

    const server = spawn(nginx, ['-g', 'daemon off;', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      await waitFor(() => portInUse(HTTPS_PORT));
      await checkRules(record);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      record(false, 'the web server serving the apps', `${message}\n${stderr}`);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}

async function waitFor(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('nginx did not start');
    await sleep(100);
  }
}
