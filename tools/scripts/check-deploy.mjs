#!/usr/bin/env node
// Checks the production files under docker/ without a Docker engine:
//
//   node tools/scripts/check-deploy.mjs
//
// 1. `docker-compose -f docker/compose.yml --env-file docker/.env.example config` must pass
//    (Debian's docker-compose package; `npm run setup` installs it as root).
// 2. The web server's configuration, with the system's nginx: the template is filled in as the
//    nginx image does at start (MARKETING_HOST, ...), `nginx -t` must pass, and — when the three
//    apps are built (dist/apps) — nginx serves them on spare ports and every rule is checked:
//    prerendered marketing pages and their 404, long-lived caching of hashed assets, the SPA
//    fallback of the portal and the admin console, the security headers, /api on the API's host
//    name going to the upstream, the plain-HTTP redirect and /healthz.
// Debian's nginx (1.22) is older than the image's (1.28): for it the check drops the two things
// 1.22 lacks (`http2 on;`, the upstream's `resolve`) and points the upstream at a closed local
// port. A missing binary is reported as SKIPPED, never as passed.
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
import { request } from 'node:https';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portInUse, root } from './lib.mjs';

const HOSTS = {
  MARKETING_HOST: 'example.test',
  PORTAL_HOST: 'portal.example.test',
  ADMIN_HOST: 'admin.example.test',
  API_HOST: 'api.example.test',
};
const HTTP_PORT = Number(process.env.CHECK_DEPLOY_HTTP_PORT ?? 3580);
const HTTPS_PORT = Number(process.env.CHECK_DEPLOY_HTTPS_PORT ?? 3543);
/** Nothing listens here: the API upstream answers 502, which proves /api is proxied. */
const CLOSED_PORT = 9;

const results = [];
const record = (ok, name, detail = '') => {
  results.push({ ok, name });
  console.log(
    `${ok === null ? 'SKIP' : ok ? 'ok  ' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`,
  );
};
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

// 1. The compose file.
if (has('docker-compose')) {
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
const nginxBinary = ['/usr/sbin/nginx', 'nginx'].find((candidate) =>
  candidate.startsWith('/') ? existsSync(candidate) : has(candidate),
);
if (!nginxBinary) {
  record(
    null,
    'web server configuration',
    'nginx is not installed (Debian: apt-get install nginx-light)',
  );
} else {
  await checkWebServer(nginxBinary);
}

const failed = results.filter((result) => result.ok === false).length;
const passed = results.filter((result) => result.ok === true).length;
const skipped = results.filter((result) => result.ok === null).length;
console.log(
  `\nDeployment checks: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failed ? 1 : 0);

async function checkWebServer(nginx) {
  const prefix = mkdtempSync(join(tmpdir(), 'consult-nginx-'));
  try {
    const version =
      (spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.match(/nginx\/([\d.]+)/) ?? [])[1] ??
      '0';
    const [major, minor, patch] = version.split('.').map(Number);
    const atLeast = (a, b, c) =>
      major > a || (major === a && (minor > b || (minor === b && patch >= c)));

    const built = ['marketing', 'portal', 'admin'].every((app) =>
      existsSync(join(root, 'dist/apps', app, 'index.html')),
    );
    const rewrite = (text) => {
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

    mkdirSync(join(prefix, 'conf.d'));
    mkdirSync(join(prefix, 'snippets'));
    mkdirSync(join(prefix, 'certs'));
    mkdirSync(join(prefix, 'acme'));
    mkdirSync(join(prefix, 'logs'));
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
    const template = readFileSync(
      join(root, 'docker/web/templates/sites.conf.template'),
      'utf8',
    ).replace(/\$\{(\w+)\}/g, (match, name) => HOSTS[name] ?? match);
    writeFileSync(join(prefix, 'conf.d', 'sites.conf'), rewrite(template));
    const cert = spawnSync(
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
        '/CN=example.test',
        '-addext',
        `subjectAltName=${Object.values(HOSTS)
          .map((host) => `DNS:${host}`)
          .join(',')}`,
        '-keyout',
        join(prefix, 'certs', 'privkey.pem'),
        '-out',
        join(prefix, 'certs', 'fullchain.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (cert.status !== 0) return record(false, 'a test certificate (openssl)', cert.stderr.trim());

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
    server.stderr.on('data', (chunk) => (stderr += chunk));
    try {
      await waitFor(() => portInUse(HTTPS_PORT));
      await checkRules();
    } catch (error) {
      record(false, 'the web server serving the apps', `${error.message}\n${stderr}`);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}

async function checkRules() {
  const asset = (app) => {
    const file = readdirSync(join(root, 'dist/apps', app, 'assets')).find((name) =>
      name.endsWith('.js'),
    );
    return `/assets/${file}`;
  };
  const immutable = 'public, max-age=31536000, immutable';
  const csp = (response) =>
    (response.headers['content-security-policy'] ?? '').includes(
      `connect-src 'self' https://${HOSTS.API_HOST}`,
    );
  const marketingShell = readFileSync(join(root, 'dist/apps/marketing/404.html'), 'utf8');
  const portalIndex = readFileSync(join(root, 'dist/apps/portal/index.html'), 'utf8');

  const expectations = [
    [
      'marketing /: the prerendered home page, revalidated, with the security headers',
      HOSTS.MARKETING_HOST,
      '/',
      (r) =>
        r.status === 200 &&
        r.body === readFileSync(join(root, 'dist/apps/marketing/index.html'), 'utf8') &&
        r.headers['cache-control'] === 'no-cache' &&
        csp(r) &&
        r.headers['strict-transport-security'] &&
        r.headers['x-frame-options'] === 'DENY',
    ],
    [
      'marketing /services: services/index.html',
      HOSTS.MARKETING_HOST,
      '/services',
      (r) =>
        r.status === 200 &&
        r.body === readFileSync(join(root, 'dist/apps/marketing/services/index.html'), 'utf8'),
    ],
    [
      'marketing /no-such-page: 404.html with status 404',
      HOSTS.MARKETING_HOST,
      '/no-such-page',
      (r) =>
        r.status === 404 &&
        r.body === marketingShell &&
        r.headers['cache-control'] === 'no-cache' &&
        csp(r),
    ],
    [
      'marketing hashed asset: cached for a year, immutable',
      HOSTS.MARKETING_HOST,
      asset('marketing'),
      (r) =>
        r.status === 200 &&
        r.headers['cache-control'] === immutable &&
        /javascript/.test(r.headers['content-type']),
    ],
    [
      'marketing /robots.txt: an hour',
      HOSTS.MARKETING_HOST,
      '/robots.txt',
      (r) => r.status === 200 && r.headers['cache-control'] === 'public, max-age=3600',
    ],
    [
      'portal /profile/edit: the SPA fallback (index.html, revalidated)',
      HOSTS.PORTAL_HOST,
      '/profile/edit',
      (r) =>
        r.status === 200 &&
        r.body === portalIndex &&
        r.headers['cache-control'] === 'no-cache' &&
        csp(r),
    ],
    [
      'portal hashed asset: immutable; a missing one is 404, not the page',
      HOSTS.PORTAL_HOST,
      asset('portal'),
      (r) => r.status === 200 && r.headers['cache-control'] === immutable,
    ],
    [
      'portal missing asset: 404',
      HOSTS.PORTAL_HOST,
      '/assets/missing-0000.js',
      (r) => r.status === 404,
    ],
    [
      'admin /admin-users/7: the SPA fallback, noindex',
      HOSTS.ADMIN_HOST,
      '/admin-users/7',
      (r) =>
        r.status === 200 &&
        r.body === readFileSync(join(root, 'dist/apps/admin/index.html'), 'utf8') &&
        r.headers['x-robots-tag'] === 'noindex, nofollow',
    ],
    [
      'api /api/health: proxied to the API upstream (502 with none running)',
      HOSTS.API_HOST,
      '/api/health',
      (r) => r.status === 502,
    ],
    ['api /: nothing but /api', HOSTS.API_HOST, '/', (r) => r.status === 404],
  ];
  for (const [name, host, path, check] of expectations) {
    const response = await get({ host, path });
    record(
      Boolean(check(response)),
      `https ${name}`,
      check(response) ? '' : `status ${response.status} ${JSON.stringify(response.headers)}`,
    );
  }
  const redirect = await get({ host: HOSTS.PORTAL_HOST, path: '/log-in', plain: true });
  record(
    redirect.status === 301 &&
      redirect.headers.location === `https://${HOSTS.PORTAL_HOST}:${HTTPS_PORT}/log-in`,
    'http: redirects to https',
    `${redirect.status} ${redirect.headers.location}`,
  );
  const health = await get({ host: 'localhost', path: '/healthz', plain: true });
  record(health.status === 200, 'http /healthz: the container health check', String(health.status));
}

function get({ host, path, plain = false }) {
  return new Promise((resolve, reject) => {
    const options = plain
      ? { host: '127.0.0.1', port: HTTP_PORT, path, headers: { host } }
      : {
          host: '127.0.0.1',
          port: HTTPS_PORT,
          path,
          servername: host,
          headers: { host },
          rejectUnauthorized: false,
        };
    const req = (plain ? httpRequest : request)(options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error(`${host}${path} timed out`)));
    req.end();
  });
}

async function waitFor(check, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
