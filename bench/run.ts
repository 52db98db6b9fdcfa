/**
 * `npm run bench`: page and API benchmarks (never part of `npm test`). Prints tables and writes
 * bench/results/latest.json. Options: `--only pages|api`, `--sizes 1,10`, `--dbs postgres,pglite`, `--seconds N`.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { READ_ENDPOINTS, load, timeRecalibration, timeRecordResult, type LoadFigures } from './api.ts';
import { initialBundleKb, measurePages } from './pages.ts';
import { startServer, type DbKind } from './servers.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    sizes: { type: 'string', default: '1,10' },
    dbs: { type: 'string', default: 'postgres,pglite' },
    seconds: { type: 'string', default: '5' },
  },
});
const seconds = Number(values.seconds);
const results: Record<string, unknown> = { date: new Date().toISOString(), machine: '2 cores, loopback' };

if (values.only !== 'api') {
  execSync('npm run build -w @pokered/web', { stdio: 'inherit' });
  const server = await startServer('pglite', undefined, 3301);
  try {
    const { pages, failingAudits } = await measurePages(server.url);
    const bundle = initialBundleKb();
    results.pages = { initialJsCssGzipKb: bundle, pages, failingAudits };
    console.log(`\nInitial JS + CSS: ${String(bundle)} KB gzip`);
    console.table(pages);
    console.log('Failing Lighthouse audits:', failingAudits);
  } finally {
    await server.stop();
  }
}

if (values.only !== 'pages') {
  const api: Record<string, unknown> = {};
  const sizes = (values.sizes ?? '1,10').split(',').map(Number);
  for (const db of (values.dbs ?? 'postgres,pglite').split(',') as DbKind[]) {
    for (const size of sizes) {
      const key = `${db}@${String(size)}x`;
      console.log(`\n=== API ${key}: seeding…`);
      const seedStart = performance.now();
      const server = await startServer(db, size, 3302);
      const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
      try {
        const health = await load(server.url, '/api/health', seconds);
        const reads: LoadFigures[] = [];
        for (const path of READ_ENDPOINTS) {
          const figures = await load(server.url, path, seconds);
          figures.ratioToHealth = Math.round((figures.requestsPerSecond / health.requestsPerSecond) * 100) / 100;
          reads.push(figures);
        }
        const recordMs = size >= 10 ? await timeRecordResult(server) : undefined;
        const recalibration = size >= 10 ? await timeRecalibration(server) : undefined;
        const rssMb = server.rssMb();
        api[key] = { seedSeconds, health, reads, recordResultMs: recordMs, recalibration, peakRssMb: rssMb };
        console.table([health, ...reads]);
        console.log({ recordResultMs: recordMs, recalibration, peakRssMb: rssMb });
      } finally {
        await server.stop();
      }
    }
  }
  results.api = api;
}

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
console.log('\nWrote bench/results/latest.json');
