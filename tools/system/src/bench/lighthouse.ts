// Lighthouse (the `lighthouse` package, the system's Chromium) on the built marketing site: one page
// of every kind (issue 19), on the mobile and the desktop presets, on the built site as
// marketing-site.ts serves it (the preview server, its /api proxied to the built API), over HTTP/2
// and TLS as production serves it (--http1: over plain HTTP/1.1, as the bench did until stop 72).
//
//   npx nx run system:bench-lighthouse [-- --write] [--runs N] [--calibrated] [--http1] [paths]
//
// Each page runs N times on each preset (3 by default); the table shows the run nearest the
// median (Lighthouse's computeMedianRun) and the range of the performance scores.
// The mobile preset slows the host's CPU down 4 times whatever the host, so the phone it emulates
// is as fast as the machine divided by 4. --calibrated scales that slowdown by the host's speed,
// measured first in the same run (the median of Lighthouse's benchmarkIndex over N runs of the
// first page): the phone the preset emulates on the host it was calibrated for
// (PRESET_HOST_INDEX), on every machine. Without it, the index of the mobile runs is printed.
// --write puts the table into docs/performance.md between the lighthouse markers.
// BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each page's full report there (`<page>.<preset>.json`),
// with its main-thread tasks and the scripts behind them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from 'lighthouse';
import { TEST_CHROMIUM_FLAGS } from '../shared/machine.mjs';
import { startMarketingSite } from './marketing-site';
import { median } from './median';
import { flag, numberOption, paths } from './options';
import { writeBetweenMarkers } from './performance-doc';

const port = Number(process.env.BENCH_PORT ?? 4290);
/**
 * The host Lighthouse's mobile preset is calibrated for: its 4x CPU slowdown "moves a high-end
 * desktop into the range of a mid-tier phone", a high-end desktop being a benchmarkIndex of 1,500
 * to 2,000 (Lighthouse's docs/throttling.md). The middle of that range.
 */
const PRESET_HOST_INDEX = 1750;
const PRESET_CPU_SLOWDOWN = 4;

/** One page of every kind the public site has (or the paths given: `-- / /contact`). */
const ALL_PAGES = [
  '/',
  '/services/business-strategy',
  '/services/business-strategy/strategic-analysis',
  '/success-stories',
  '/success-stories/fieldstone-robotics-pilots-to-fleet-contracts',
  '/who-we-are',
  '/contact',
  '/request-consultation',
  '/verify',
];

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

async function main(): Promise<void> {
  if (flag('write') && flag('calibrated')) {
    // The table in docs/performance.md is the preset's, as issue 19's goal is.
    throw new Error("--write writes the preset's table: leave out --calibrated");
  }
  const pages = paths().length ? paths() : ALL_PAGES;
  const site = await startMarketingSite(port, { http2: !flag('http1') });
  try {
    const rows = await audit(site.base, pages);
    const table = [
      '| page | preset | performance | its range | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| \`${r.path}\` | ${r.preset} | ${r.performance} | ${r.performanceRange} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`,
      ),
    ].join('\n');
    console.log(`\n${table}`);
    if (flag('write')) writeBetweenMarkers('lighthouse', table);
  } finally {
    await site.stop();
  }
}

/** Each page on each preset: the four scores and the four timings. */
async function audit(base: string, pages: string[]) {
  // Imported as ES modules, untouched: tsx's require hook would compile them and name their
  // functions with a helper (`__name`) that the page functions Lighthouse sends to the browser lack.
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const runs = numberOption('runs', 3);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The site's certificate is a throwaway one (marketing-site.ts).
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...TEST_CHROMIUM_FLAGS],
  });
  const rows = [];
  try {
    // The host's speed, Lighthouse's benchmarkIndex (one run's index moves by a quarter here):
    // with --calibrated, the median of `runs` runs of the first page before the others; without,
    // the median of the mobile runs themselves.
    let mobileConfig: Config | undefined;
    const indexes: number[] = [];
    if (flag('calibrated')) {
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(
          base + pages[0],
          { port: chrome.port, output: 'json', logLevel: 'error' },
          undefined,
        );
        indexes.push(result?.lhr.environment.benchmarkIndex ?? PRESET_HOST_INDEX);
      }
      const slowdown = (PRESET_CPU_SLOWDOWN * median(indexes)) / PRESET_HOST_INDEX;
      mobileConfig = {
        extends: 'lighthouse:default',
        settings: {
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
        },
      };
      console.log(
        `Host benchmarkIndex ${Math.round(median(indexes))}: mobile CPU slowdown ${slowdown.toFixed(2)}x (calibrated: ${PRESET_CPU_SLOWDOWN}x on a host of ${PRESET_HOST_INDEX})`,
      );
    }
    for (const path of pages) {
      for (const [preset, config] of [
        ['mobile', mobileConfig],
        ['desktop', desktopConfig],
      ] as [string, Config | undefined][]) {
        // Each page several times (`--runs N`, 3 by default), reported by the run nearest the
        // median (Lighthouse's own choice): one run moves by several points on this machine.
        const lhrs = [];
        for (let run = 0; run < runs; run++) {
          const result = await lighthouse(
            base + path,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            config,
          );
          if (!result) throw new Error(`${path}: Lighthouse gave no result`);
          if (result.lhr.runtimeError) {
            throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
          }
          lhrs.push(result.lhr);
          if (preset === 'mobile' && !mobileConfig)
            indexes.push(result.lhr.environment.benchmarkIndex);
        }
        const lhr = computeMedianRun(lhrs) as (typeof lhrs)[number];
        const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
        if (reports) {
          mkdirSync(reports, { recursive: true });
          const name = path.replace(/^\/$/, '/home').slice(1).replaceAll('/', '_');
          writeFileSync(join(reports, `${name}.${preset}.json`), JSON.stringify(lhr));
        }
        const performances = lhrs.map((one) =>
          Math.round((one.categories.performance.score ?? 0) * 100),
        );
        const { categories: c, audits: a } = lhr;
        const score = (id: string) => Math.round((c[id]?.score ?? 0) * 100);
        const row = {
          path,
          preset,
          performance: score('performance'),
          performanceRange: `${Math.min(...performances)}-${Math.max(...performances)}`,
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcp: a['first-contentful-paint'].displayValue,
          lcp: a['largest-contentful-paint'].displayValue,
          tbt: a['total-blocking-time'].displayValue,
          cls: a['cumulative-layout-shift'].displayValue,
        };
        rows.push(row);
        console.log(JSON.stringify(row));
        // What keeps accessibility, best practices or SEO under 100: the failing audits, by name.
        for (const id of ['accessibility', 'best-practices', 'seo']) {
          const failing = c[id].auditRefs
            .filter((ref) => ref.weight > 0 && (a[ref.id].score ?? 1) < 1)
            .map((ref) => `${ref.id}: ${a[ref.id].title}`);
          if (failing.length) console.log(`  ${id} misses ${failing.join('; ')}`);
        }
      }
    }
    if (!mobileConfig) {
      console.log(
        `Host benchmarkIndex ${Math.round(median(indexes))} (the mobile runs): mobile CPU slowdown ${PRESET_CPU_SLOWDOWN}x (the preset)`,
      );
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
