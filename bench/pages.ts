/** Page figures: Lighthouse (mobile, simulated throttling) in Debian's Chromium, and unthrottled LCP via Playwright. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

export const PAGES = ['/', '/standings', '/races/upcoming', '/stats', '/pickems/leaderboard'] as const;
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  firstLoadKb: number;
  unthrottledLcpMs: number;
}

export function initialBundleKb(dist = 'apps/web/dist'): number {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  const bytes = assets.reduce((sum, asset) => sum + gzipSync(readFileSync(join(dist, asset))).length, 0);
  return Math.round(bytes / 102.4) / 10;
}

async function lighthouseRun(url: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    // The whole report is kept for diagnosis (bench/lighthouse-details.ts reads it).
    mkdirSync('bench/results', { recursive: true });
    const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    writeFileSync(`bench/results/lighthouse-${slug}.json`, JSON.stringify(result.lhr));
    return {
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      bestPractices: categories['best-practices']?.score ?? 0,
      seo: categories.seo?.score ?? 0,
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      firstLoadKb: Math.round((audits['total-byte-weight']?.numericValue ?? NaN) / 1024),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

async function unthrottledLcp(urls: string[]): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  try {
    const out: number[] = [];
    for (const url of urls) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      const lcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]?.startTime ?? NaN);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolve(NaN), 3000);
          }),
      );
      out.push(Math.round(lcp));
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Each page `repeat` times (Lighthouse's simulated throttling scales the CPU time it observes, so a busy
 * machine lowers the score): every figure is the median of the runs, the failing audits those of any run.
 */
export async function measurePages(
  baseUrl: string,
  paths: readonly string[] = PAGES,
  repeat = 1,
): Promise<{ pages: PageFigures[]; failingAudits: Record<string, string[]> }> {
  const lcpRuns: number[][] = [];
  for (let run = 0; run < repeat; run++) lcpRuns.push(await unthrottledLcp(paths.map((p) => baseUrl + p)));
  const pages: PageFigures[] = [];
  const failingAudits: Record<string, string[]> = {};
  for (const [index, path] of paths.entries()) {
    const runs: Awaited<ReturnType<typeof lighthouseRun>>[] = [];
    for (let run = 0; run < repeat; run++) runs.push(await lighthouseRun(baseUrl + path));
    failingAudits[path] = [...new Set(runs.flatMap((lh) => lh.failing))];
    const med = (pick: (lh: (typeof runs)[number]) => number) => median(runs.map(pick));
    pages.push({
      path,
      performance: med((lh) => lh.performance),
      accessibility: med((lh) => lh.accessibility),
      bestPractices: med((lh) => lh.bestPractices),
      seo: med((lh) => lh.seo),
      lcpMs: med((lh) => lh.lcpMs),
      firstLoadKb: med((lh) => lh.firstLoadKb),
      unthrottledLcpMs: median(lcpRuns.map((lcps) => lcps[index] ?? NaN)),
    });
  }
  return { pages, failingAudits };
}
