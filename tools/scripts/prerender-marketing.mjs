#!/usr/bin/env node
// Prerenders the marketing site after its browser build (`nx run marketing:build`): builds the
// server entry (apps/marketing/src/entry-server.tsx) with Vite, renders every public path to
// dist/apps/marketing/<path>/index.html with its content, head tags and critical CSS, keeps the
// empty page shell as 404.html (served, with status 404, for any other address), and writes
// sitemap.xml and robots.txt for the configured public URL (MARKETING_URL).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { root } from './lib.mjs';

const outDir = join(root, 'dist/apps/marketing');
const serverDir = join(root, 'tmp/marketing-server');
const marketingUrl = (process.env.MARKETING_URL ?? 'http://localhost:4200').replace(/\/+$/, '');

rmSync(serverDir, { recursive: true, force: true });
await build({
  configFile: join(root, 'apps/marketing/vite.config.mts'),
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: join(root, 'apps/marketing/src/entry-server.tsx'),
    outDir: serverDir,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
  },
});

const { render, prerenderPaths } = await import(
  pathToFileURL(join(serverDir, 'entry-server.mjs')).href
);
const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('The page shell has no empty #root');

/** The shell with a rendered page in it: its head tags replace the shell's default title. */
function page(path, { head, html }) {
  return shell
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace('</head>', `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered-path="${path}">${html}</div>`,
    );
}

const paths = prerenderPaths();
for (const path of paths) {
  const rendered = await render(path);
  if (rendered.status !== 200)
    throw new Error(`${path} answered ${rendered.status}; it cannot be prerendered`);
  const file = path === '/' ? join(outDir, 'index.html') : join(outDir, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page(path, rendered));
}
writeFileSync(join(outDir, '404.html'), shell);

const today = new Date().toISOString().slice(0, 10);
const urls = paths
  .map((path) => `  <url><loc>${marketingUrl}${path}</loc><lastmod>${today}</lastmod></url>`)
  .join('\n');
writeFileSync(
  join(outDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
writeFileSync(
  join(outDir, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${marketingUrl}/sitemap.xml\n`,
);
rmSync(serverDir, { recursive: true, force: true });
console.log(
  `Prerendered ${paths.length} pages of the marketing site, with sitemap.xml and robots.txt.`,
);
