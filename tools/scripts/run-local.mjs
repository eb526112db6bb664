#!/usr/bin/env node
// Runs the whole system on the embedded defaults: builds the API and the three apps (Nx's cache
// makes a second start with no change skip the builds), starts the local mail catcher (MailDev),
// the API (SQLite under data/ unless DATABASE_URL says otherwise) and the three apps' preview
// servers (each proxies /api to the API), seeds the demo accounts and prints the URLs. Long steps
// print a line of progress every few seconds. Ctrl-C stops everything.
//
//   --e2e   for the end-to-end tests: no build (the e2e targets build first), a fresh SQLite file
//           under tmp/e2e, relaxed rate limits (sign-up, sign-in, consultation), no demo accounts.
import { rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  bin,
  findChromium,
  portInUse,
  root,
  run,
  runWithProgress,
  startService,
  stopServices,
  waitForUrl,
} from './lib.mjs';

const e2e = process.argv.includes('--e2e');
const ports = {
  api: Number(process.env.API_PORT ?? 3000),
  marketing: Number(process.env.MARKETING_PORT ?? 4200),
  portal: Number(process.env.PORTAL_PORT ?? 4201),
  admin: Number(process.env.ADMIN_PORT ?? 4202),
  smtp: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025),
  mail: Number(process.env.MAIL_CATCHER_WEB_PORT ?? 1080),
};

const busy = [];
for (const [name, port] of Object.entries(ports))
  if (await portInUse(port)) busy.push(`${name} (${port})`);
if (busy.length) {
  console.error(
    `These ports are taken: ${busy.join(', ')}. Stop what uses them (an earlier run?) and try again.`,
  );
  process.exit(1);
}

if (!e2e) {
  const projects = ['api', 'marketing', 'portal', 'admin'];
  console.log('Building the API and the three apps (from the Nx cache when nothing changed)...');
  // Nx prints each build's output, headed `> nx run <project>:build`, once that build is done.
  const code = await runWithProgress(
    bin('nx'),
    ['run-many', '-t', 'build', '-p', ...projects, '--output-style=static'],
    (output, seconds) => {
      const done = projects.filter((p) => output.includes(`> nx run ${p}:build`));
      const left = projects.filter((p) => !done.includes(p));
      return `  still building after ${seconds} s: ${left.join(', ')} (done: ${done.join(', ') || 'none yet'})`;
    },
  );
  if (code !== 0) process.exit(code);
}

let databaseUrl = process.env.DATABASE_URL ?? 'sqlite:data/app.sqlite';
if (e2e) {
  const dir = join(root, 'tmp', 'e2e');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  databaseUrl = `sqlite:${join(dir, 'app.sqlite')}`;
} else {
  mkdirSync(join(root, 'data'), { recursive: true });
}

const appUrls = {
  MARKETING_URL: `http://localhost:${ports.marketing}`,
  PORTAL_URL: `http://localhost:${ports.portal}`,
  ADMIN_URL: `http://localhost:${ports.admin}`,
};
const apiEnv = {
  NODE_ENV: 'development',
  PORT: String(ports.api),
  DATABASE_URL: databaseUrl,
  SMTP_URL: process.env.SMTP_URL ?? `smtp://localhost:${ports.smtp}`,
  CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? findChromium() ?? '',
  ...appUrls,
  ...(e2e
    ? {
        REGISTER_RATE_LIMIT_PER_IP: '1000',
        LOGIN_RATE_LIMIT_PER_IP: '1000',
        CONSULTATION_RATE_LIMIT_PER_IP: '1000',
        LOG_LEVEL: 'warn',
      }
    : {}),
};

const services = [];
const shutdown = () => {
  stopServices(services);
  setTimeout(() => process.exit(0), 300);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  // MailDev, on this machine only; it keeps each message as an .eml file in the mail directory
  // (data/mail survives a restart; the end-to-end runs start from an empty tmp/e2e/mail).
  const mailCatcher = startService('mail', process.execPath, [
    join(root, 'node_modules/maildev/bin/maildev'),
    ...['--smtp', String(ports.smtp), '--web', String(ports.mail)],
    ...['--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    ...['--mail-directory', join(root, e2e ? 'tmp/e2e/mail' : 'data/mail')],
  ]);
  const api = startService('api', process.execPath, [join(root, 'dist/apps/api/main.js')], apiEnv);
  services.push(mailCatcher, api);
  await waitForUrl(`http://localhost:${ports.mail}/healthz`, 30_000, {
    label: 'the mail catcher',
    child: mailCatcher,
  });
  await waitForUrl(`http://localhost:${ports.api}/api/health`, 60_000, {
    label: 'the API',
    child: api,
  });

  let demo = '';
  if (!e2e) {
    console.log('Seeding the demo accounts (development only)...');
    run(process.execPath, [join(root, 'dist/apps/api/cli.js'), 'seed-demo'], {
      env: { ...process.env, ...apiEnv },
    });
    demo = '  (the demo client and admin are printed above: development only)\n';
  }

  const apps = ['marketing', 'portal', 'admin'].map((app) => {
    const child = startService(
      app,
      bin('vite'),
      ['preview', '-c', join(root, 'apps', app, 'vite.config.mts')],
      { ...appUrls, API_PROXY_TARGET: `http://localhost:${ports.api}` },
    );
    services.push(child);
    return { app, child };
  });
  await Promise.all(
    apps.map(({ app, child }) =>
      waitForUrl(`http://localhost:${ports[app]}/`, 60_000, { label: `the ${app} app`, child }),
    ),
  );

  console.log(`
The system is running${e2e ? ' (end-to-end mode)' : ''}:
  Marketing site   http://localhost:${ports.marketing}/
  Client portal    http://localhost:${ports.portal}/log-in
  Admin console    http://localhost:${ports.admin}/admin-dashboard
  API              http://localhost:${ports.api}/api/health
  API reference    http://localhost:${ports.api}/api/docs   (Swagger UI)
  Mail catcher     http://localhost:${ports.mail}/   (MailDev; SMTP on localhost:${ports.smtp})
  Database         ${databaseUrl}
${demo}Press Ctrl-C to stop.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopServices(services);
  process.exit(1);
}
