// What nginx must do with the built apps: each request, and what its answer must be.
import type { IncomingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request } from 'node:https';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../shared/workspace';
import type { RecordCheck } from './main';

export const HOSTS = {
  MARKETING_HOST: 'example.test',
  PORTAL_HOST: 'portal.example.test',
  ADMIN_HOST: 'admin.example.test',
  API_HOST: 'api.example.test',
};
export const HTTP_PORT = Number(process.env.CHECK_DEPLOY_HTTP_PORT ?? 3580);
export const HTTPS_PORT = Number(process.env.CHECK_DEPLOY_HTTPS_PORT ?? 3543);

interface Reply {
  status: number | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

const built = (file: string) => readFileSync(join(root, 'dist/apps', file), 'utf8');

export async function checkRules(record: RecordCheck): Promise<void> {
  const asset = (app: string) => {
    const file = readdirSync(join(root, 'dist/apps', app, 'assets')).find((name) =>
      name.endsWith('.js'),
    );
    return `/assets/${file}`;
  };
  const immutable = 'public, max-age=31536000, immutable';
  const csp = (response: Reply) =>
    (response.headers['content-security-policy'] ?? '').includes(
      `connect-src 'self' https://${HOSTS.API_HOST}`,
    );
  const marketingShell = built('marketing/404.html');
  const portalIndex = built('portal/index.html');

  const expectations: [string, string, string, (r: Reply) => unknown][] = [
    [
      'marketing /: the prerendered home page, revalidated, with the security headers',
      HOSTS.MARKETING_HOST,
      '/',
      (r) =>
        r.status === 200 &&
        r.body === built('marketing/index.html') &&
        r.headers['cache-control'] === 'no-cache' &&
        csp(r) &&
        r.headers['strict-transport-security'] &&
        r.headers['x-frame-options'] === 'DENY',
    ],
    [
      'marketing /services: services/index.html',
      HOSTS.MARKETING_HOST,
      '/services',
      (r) => r.status === 200 && r.body === built('marketing/services/index.html'),
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
        /javascript/.test(r.headers['content-type'] ?? ''),
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
        r.body === built('admin/index.html') &&
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
    const ok = Boolean(check(response));
    record(
      ok,
      `https ${name}`,
      ok ? '' : `status ${response.status} ${JSON.stringify(response.headers)}`,
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

function get({ host, path, plain = false }: { host: string; path: string; plain?: boolean }) {
  return new Promise<Reply>((resolve, reject) => {
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
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error(`${host}${path} timed out`)));
    req.end();
  });
}
