#!/usr/bin/env node
// The API's PDF renderer against a bare puppeteer page.pdf() of the same HTML, in one run.
//
//   npx nx run api:build && node tools/bench/pdf-render.mjs [--renders 500]
//
// The document is a real signed mutual NDA with its signature certificate and running footer
// (6 A4 pages), built by @consult/documents exactly as GET /api/nda/{id}/download builds it.
//
// - renderer: PdfRenderer of the built API: a fresh browser context per document, JavaScript off,
//   every request intercepted, setContent, then page.pdf() (what the API does for each download).
// - bare: one page per worker whose content was set once; only page.pdf() is timed.
// Both report warm latency p50/p95 and documents per second at concurrency 1 and 4 (the renderer
// also one document at a time after a pause, as downloads usually come); then the
// renderer renders up to --renders documents in all and Chromium's memory is read from /proc (the
// browser process and all its children: RSS summed, and PSS, which counts shared pages once).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const built = join(root, 'dist/apps/api');
if (!existsSync(join(built, 'apps/api/src/pdf/pdf-renderer.js'))) {
  console.error('Build the API first: npx nx run api:build');
  process.exit(1);
}
const require = createRequire(import.meta.url);
const { PdfRenderer } = require(join(built, 'apps/api/src/pdf/pdf-renderer.js'));
const { chromiumArgs, resolveChromiumPath, runningAsRoot } = require(
  join(built, 'apps/api/src/pdf/chromium.js'),
);
const documents = require(join(built, 'libs/documents/src/index.js'));
const { DEFAULT_FIRM } = require(join(built, 'libs/domain/src/index.js'));
const puppeteer = require('puppeteer');

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(argv[index + 1]);
};
const TOTAL_RENDERS = option('renders', 500);
const SAMPLES = option('samples', 100);
const WARMUP = 10;

const executablePath = resolveChromiumPath(process.env.CHROMIUM_PATH ?? null);
if (!executablePath) {
  console.error('Chromium not found: set CHROMIUM_PATH');
  process.exit(1);
}

// The document: a signed NDA, its certificate last, and the running footer.
const model = documents.buildMutualNda({
  firm: DEFAULT_FIRM,
  client: {
    companyName: 'Lindqvist Logistics Inc.',
    companyAddress: '48 Wharf Road',
    companyCity: 'Portland',
    companyState: 'ME',
    companyZip: '04101',
  },
  signer: { name: 'Ada Lindqvist', title: 'Chief Operating Officer' },
  agreementDate: '2025-03-05',
  signature: 'Ada Lindqvist',
});
const hash = createHash('sha256').update(documents.canonicalText(model)).digest('hex');
const html = documents.renderDocumentHtml(model, {
  firmName: DEFAULT_FIRM.name,
  reference: 'NDA-000042',
  certificate: {
    documentTitle: model.title,
    documentReference: 'NDA-000042',
    templateVersion: model.templateVersion,
    parties: model.parties.map((party) => party.name),
    signer: {
      name: 'Ada Lindqvist',
      title: 'Chief Operating Officer',
      company: 'Lindqvist Logistics Inc.',
      accountEmail: 'ada@lindqvist.example',
    },
    typedSignature: 'Ada Lindqvist',
    evidence: {
      signedAt: '2025-03-05T14:03:22.123Z',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15',
      documentHash: hash,
    },
    consent: {
      version: '2025-01',
      acceptedAt: '2025-03-05T14:01:02.000Z',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15',
    },
    generatedAt: new Date().toISOString(),
  },
});
const footerHtml = documents.documentFooterHtml(model, 'NDA-000042');
const PDF_OPTIONS = {
  format: 'A4',
  printBackground: true,
  margin: { top: '18mm', right: '20mm', bottom: '20mm', left: '20mm' },
  displayHeaderFooter: true,
  headerTemplate: '<span></span>',
  footerTemplate: footerHtml,
};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Runs `job` `count` times with `concurrency` in flight; latencies and documents per second. */
async function measure(concurrency, count, job) {
  const latencies = [];
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < count) {
        next++;
        const t0 = performance.now();
        const pdf = await job(worker);
        latencies.push(performance.now() - t0);
        bytes = pdf.length;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: count / seconds,
    bytes,
  };
}

/** RSS and PSS (MB) of a process and all its descendants, from /proc. */
function treeMemory(rootPid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let rss = 0;
  let pss = 0;
  for (const pid of tree) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return { processes: tree.size, rssMb: rss / 1024, pssMb: pss / 1024 };
}

const row = (label, result) =>
  `| ${label} | ${result.p50.toFixed(0)} ms | ${result.p95.toFixed(0)} ms | ${result.perSecond.toFixed(1)} |`;

// --- the API's renderer --------------------------------------------------------------------
const renderer = new PdfRenderer({
  executablePath,
  concurrency: 4,
  queueLimit: 100,
  timeoutMs: 30000,
});
const coldStart = performance.now();
await renderer.render(html, { footerHtml });
const coldMs = performance.now() - coldStart;
for (let i = 1; i < WARMUP; i++) await renderer.render(html, { footerHtml });
const pid = await renderer.browserProcessId();
const memoryWarm = treeMemory(pid);
// A download as people make them: one document after a pause (the spare page is ready).
const afterPause = [];
for (let i = 0; i < 20; i++) {
  await new Promise((resolve) => setTimeout(resolve, 400));
  const t0 = performance.now();
  await renderer.render(html, { footerHtml });
  afterPause.push(performance.now() - t0);
}
afterPause.sort((a, b) => a - b);
const rendererC1 = await measure(1, SAMPLES, () => renderer.render(html, { footerHtml }));
const rendererC4 = await measure(4, SAMPLES, () => renderer.render(html, { footerHtml }));
const remaining = Math.max(0, TOTAL_RENDERS - renderer.stats.renders);
await measure(4, remaining, () => renderer.render(html, { footerHtml }));
const memoryAfter = treeMemory(pid);
const rendersDone = renderer.stats.renders;
await renderer.close();

// --- bare puppeteer: page.pdf() of the same HTML on pages whose content is already set --------
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  pipe: true,
  args: chromiumArgs(runningAsRoot()),
});
const pages = await Promise.all(
  Array.from({ length: 4 }, async () => {
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    return page;
  }),
);
for (let i = 0; i < WARMUP; i++) await pages[0].pdf(PDF_OPTIONS);
const bareC1 = await measure(1, SAMPLES, () => pages[0].pdf(PDF_OPTIONS));
const bareC4 = await measure(4, SAMPLES, (worker) => pages[worker].pdf(PDF_OPTIONS));
const bareRemaining = Math.max(0, TOTAL_RENDERS - WARMUP - 2 * SAMPLES);
await measure(4, bareRemaining, (worker) => pages[worker].pdf(PDF_OPTIONS));
const bareMemory = treeMemory(browser.process().pid);
await browser.close();

const chromiumVersion = executablePath;
console.log(
  `PDF renderer benchmark — ${new Date().toISOString().slice(0, 10)}, ${cpus().length} CPU(s), Node ${process.version}, ${chromiumVersion}`,
);
console.log(
  `Document: signed mutual NDA + certificate, ${html.length} bytes of HTML, ${rendererC1.bytes} bytes of PDF`,
);
console.log(`Renderer cold start (launch + first document): ${coldMs.toFixed(0)} ms\n`);
console.log('| what | p50 | p95 | documents/s |');
console.log('|---|---|---|---|');
console.log(
  `| renderer, one document after a 0.4 s pause (${afterPause.length} samples) | ${percentile(afterPause, 50).toFixed(0)} ms | ${percentile(afterPause, 95).toFixed(0)} ms | — |`,
);
console.log(row('renderer, concurrency 1 (back to back)', rendererC1));
console.log(row('renderer, concurrency 4', rendererC4));
console.log(row('bare `page.pdf()`, concurrency 1', bareC1));
console.log(row('bare `page.pdf()`, concurrency 4', bareC4));
console.log('\n| Chromium memory | processes | RSS (sum) | PSS |');
console.log('|---|---|---|---|');
console.log(
  `| renderer, warm (after ${WARMUP} documents) | ${memoryWarm.processes} | ${memoryWarm.rssMb.toFixed(0)} MB | ${memoryWarm.pssMb.toFixed(0)} MB |`,
);
console.log(
  `| renderer, after ${rendersDone} documents | ${memoryAfter.processes} | ${memoryAfter.rssMb.toFixed(0)} MB | ${memoryAfter.pssMb.toFixed(0)} MB |`,
);
console.log(
  `| bare, after ${TOTAL_RENDERS} \`page.pdf()\` (4 pages open) | ${bareMemory.processes} | ${bareMemory.rssMb.toFixed(0)} MB | ${bareMemory.pssMb.toFixed(0)} MB |`,
);
