/**
 * Issue 25's budgets that `npm run bench` prints with their verdicts (item 5), beside those of the other parts:
 * - `--only html`: every public page's HTML (bench/pageHtml.ts) at each of `--sizes` on PGlite: < 100 KB at 1×,
 *   < 300 KB and a cold render < 100 ms at 10×;
 * - `--only cpu`: the server's CPU per cached `/standings` on each of `--dbs` (demo data, 10 connections), and
 *   PGlite's resident memory idle and at its peak: PGlite within 2× of PostgreSQL (item 4);
 * - the steady writer (`--only writer`, bench/steadyWriter.ts): at least 0.5× of `/standings` alone, at each size;
 * - first load (`--only pages`, Lighthouse): every public route ≤ 160 KB.
 */
import { readFileSync } from 'node:fs';
import { load, median, type Encoding } from './api.ts';
import { htmlVerdicts, measurePageHtml, type PageHtmlFigures } from './pageHtml.ts';
import { startServer, type BenchServer, type DbKind } from './servers.ts';

export const PGLITE_CPU_MAX_RATIO = 2;
export const WRITER_MIN_RATIO = 0.5;
export const FIRST_LOAD_BUDGET_KB = 160;

export const verdict = (ok: boolean) => (ok ? 'OK  ' : 'OVER');

/** The server's resident memory now (not its peak), MB. */
export function currentRssMb(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
}

export interface CachedPageCpu {
  db: DbKind;
  requestsPerSecond: number;
  p99Ms: number;
  /** Median over the runs of the server's CPU per request (µs). */
  serverCpuUs: number;
  runsCpuUs: number[];
  /** After start and one warm-up, with no load. */
  idleRssMb: number;
  peakRssMb: number;
}

/** `/standings` kept (rendered once, then served from the cache) under 10 connections, `repeat` runs of `seconds`. */
export async function measureCachedPageCpu(
  server: BenchServer,
  db: DbKind,
  seconds: number,
  repeat: number,
  encoding: Encoding,
): Promise<CachedPageCpu> {
  await fetch(`${server.url}/standings`);
  await load(server.url, '/standings', 1, 10, encoding, server.pid);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleRssMb = currentRssMb(server.pid);
  const runs = [];
  for (let run = 0; run < repeat; run++)
    runs.push(await load(server.url, '/standings', seconds, 10, encoding, server.pid));
  const runsCpuUs = runs.map((run) => run.serverCpuUs ?? NaN);
  return {
    db,
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    serverCpuUs: median(runsCpuUs),
    runsCpuUs,
    idleRssMb,
    peakRssMb: server.rssMb(),
  };
}

/** `--only cpu`: each database in turn on the demo data, then PGlite's verdict against PostgreSQL's figure. */
export async function cpuPart(
  dbs: readonly DbKind[],
  port: number,
  seconds: number,
  repeat: number,
  encoding: Encoding,
) {
  const figures: CachedPageCpu[] = [];
  for (const db of dbs) {
    const server = await startServer(db, undefined, port);
    try {
      figures.push(await measureCachedPageCpu(server, db, seconds, repeat, encoding));
    } finally {
      await server.stop();
    }
  }
  console.log('\n=== CPU per cached /standings (demo data, 10 connections)');
  console.table(figures);
  const pglite = figures.find((f) => f.db === 'pglite');
  const postgres = figures.find((f) => f.db === 'postgres');
  if (pglite && postgres) {
    const ratio = Math.round((pglite.serverCpuUs / postgres.serverCpuUs) * 100) / 100;
    console.log(
      `${verdict(ratio <= PGLITE_CPU_MAX_RATIO)} PGlite's CPU per cached /standings: ${String(ratio)}× PostgreSQL's (budget ≤ ${String(PGLITE_CPU_MAX_RATIO)}×)`,
    );
  }
  return figures;
}

/** `--only html`: every public page's HTML at each size, on PGlite. */
export async function htmlPart(sizes: readonly number[], port: number) {
  const out: Record<string, PageHtmlFigures[]> = {};
  for (const size of sizes) {
    console.log(`\n=== Public pages' HTML at ${String(size)}× (PGlite): seeding…`);
    // The demo data is 1×: the seeded sizes add runners, races and players around it.
    const server = await startServer('pglite', size === 1 ? undefined : size, port);
    try {
      const figures = await measurePageHtml(server.url);
      console.table(figures);
      for (const line of htmlVerdicts(figures, size)) console.log(line);
      out[`${String(size)}x`] = figures;
    } finally {
      await server.stop();
    }
  }
  return out;
}
