// The marketing home page's JavaScript: every script the prerendered home page loads before it is
// interactive (its module entry and the chunks it preloads), each gzipped at level 9, summed.
//
//   npx nx run system:bench-marketing-bundle    report the sizes (after `nx run marketing:build`)
//   npx nx run marketing:bundle-budget          also fail when the total is over the ceiling (--check)
//
// TARGET_KB is the home page's budget (issue 19; 150 KB since issue 3), and what CI enforces
// (CEILING_KB; an environment override exists for experiments only). docs/performance.md has the
// numbers and what keeps them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../shared/workspace';

const TARGET_KB = 120;
const CEILING_KB = Number(process.env.MARKETING_JS_CEILING_KB ?? TARGET_KB);

const dist = join(root, 'dist/apps/marketing');
const indexFile = join(dist, 'index.html');
if (!existsSync(indexFile)) {
  console.error('Build the marketing site first: npx nx run marketing:build');
  process.exit(1);
}
const html = readFileSync(indexFile, 'utf8');
const sources = new Set(
  [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]),
);

let totalRaw = 0;
let totalGzip = 0;
for (const src of sources) {
  const code = readFileSync(join(dist, src.replace(/^\//, '')));
  const gzip = gzipSync(code, { level: 9 }).length;
  totalRaw += code.length;
  totalGzip += gzip;
  console.log(
    `${(gzip / 1024).toFixed(1).padStart(7)} KB gz ${(code.length / 1024).toFixed(1).padStart(8)} KB  ${src}`,
  );
}
const kb = totalGzip / 1024;
console.log(
  `Home page JavaScript: ${kb.toFixed(1)} KB gzipped (${(totalRaw / 1024).toFixed(0)} KB minified) ` +
    `in ${sources.size} file(s); target ${TARGET_KB} KB, CI ceiling ${CEILING_KB} KB.`,
);
if (process.argv.includes('--check') && kb > CEILING_KB) {
  console.error(`Over the ceiling: ${kb.toFixed(1)} KB > ${CEILING_KB} KB.`);
  process.exit(1);
}
