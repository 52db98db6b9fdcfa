/**
 * Anonymous `/standings` (server-rendered) alone, then while one account writes its pronouns 5 times a second
 * (`npm run bench -- --only writer`), issue 25 item 1. The writer stays under the per-user write limit; each write
 * commits a real change (the pronouns alternate). Before versions per data area (ADR 018) every write made every
 * page stale; after, a pronoun change touches only the `user_profiles` area, which /standings does not read.
 * Both loads run against the same server one after the other, so the two figures are comparable on a shared machine.
 */
import { loadavg } from 'node:os';
import { ACCEPT, type Encoding } from './api.ts';
import { WRITER_MIN_RATIO, verdict } from './budgets.ts';
import { generateLoad } from './loadGenerator.ts';
import { adminWriteHeaders, startServer, type DbKind } from './servers.ts';

export interface SteadyWriterFigures {
  path: string;
  /** `/standings` alone. */
  requestsPerSecond: number;
  p99Ms: number;
  /** `/standings` while the writer runs. */
  withWriterRequestsPerSecond: number;
  withWriterP99Ms: number;
  /** Writes the writer got answered with 200 per second. */
  writesPerSecond: number;
  /** withWriter ÷ alone. */
  ratio: number;
  non2xx: number;
}

/** The writer's rate: 5 writes a second, as the issue measured. */
const WRITES_PER_SECOND = 5;

function standingsLoad(url: string, seconds: number, connections: number, encoding: Encoding) {
  return generateLoad({
    url,
    path: '/standings',
    connections,
    seconds,
    headers: { accept: 'text/html', ...ACCEPT[encoding] },
  });
}

/**
 * What the writer changes: its pronouns (no public list shows them) or its display name (the standings show it, so
 * every write makes /standings stale: the page is then re-rendered at most once a second and served stale meanwhile).
 */
export type WriterField = 'pronouns' | 'displayName';

const WRITES: Record<WriterField, (i: number) => unknown> = {
  pronouns: (i) => ({ pronouns: i % 2 === 0 ? 'they/them' : 'she/her' }),
  displayName: (i) => ({ displayName: i % 2 === 0 ? 'Bench Writer' : 'Bench Writer 2' }),
};

/** Writes the admin account's `field` `WRITES_PER_SECOND` times a second until `stop()`; answers the 200s. */
function startWriter(url: string, sid: string, field: WriterField) {
  // An object, so that the loop reads what stop() set (a plain `let` looks constant to the type checker).
  const writing = { running: true };
  let ok = 0;
  let started = Date.now();
  const done = (async () => {
    started = Date.now();
    for (let i = 0; writing.running; i++) {
      const due = started + (i * 1000) / WRITES_PER_SECOND;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const response = await fetch(`${url}/api/user/${field}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url, ...adminWriteHeaders(sid) },
        body: JSON.stringify(WRITES[field](i)),
      });
      await response.arrayBuffer();
      if (response.status === 200) ok++;
    }
  })();
  return {
    async stop() {
      writing.running = false;
      await done;
      return ok / ((Date.now() - started) / 1000);
    },
  };
}

export async function measureSteadyWriter(
  url: string,
  adminSid: string,
  seconds: number,
  encoding: Encoding,
  field: WriterField = 'pronouns',
  connections = 10,
): Promise<SteadyWriterFigures> {
  // Warm: the page is rendered once and kept, and the server's code paths are compiled, as on a live site.
  await fetch(`${url}/standings`);
  await standingsLoad(url, 1, connections, encoding);
  const alone = await standingsLoad(url, seconds, connections, encoding);
  const writer = startWriter(url, adminSid, field);
  // Let the writer get going before measuring.
  await new Promise((r) => setTimeout(r, 500));
  const withWriter = await standingsLoad(url, seconds, connections, encoding);
  const writesPerSecond = await writer.stop();
  await new Promise((r) => setTimeout(r, 500));
  return {
    path: '/standings',
    requestsPerSecond: alone.requestsPerSecond,
    p99Ms: alone.p99Ms,
    withWriterRequestsPerSecond: withWriter.requestsPerSecond,
    withWriterP99Ms: withWriter.p99Ms,
    writesPerSecond: Math.round(writesPerSecond * 10) / 10,
    ratio: Math.round((withWriter.requestsPerSecond / alone.requestsPerSecond) * 100) / 100,
    non2xx: alone.non2xx + withWriter.non2xx,
  };
}

const load1 = () => Math.round((loadavg()[0] ?? NaN) * 100) / 100;

/**
 * `npm run bench -- --only writer`: each database at each size, `repeat` runs; prints each run and the budget's
 * verdict on the run with the median ratio (each run's two figures belong together).
 */
export async function writerPart(
  dbs: readonly DbKind[],
  sizes: readonly number[],
  port: number,
  { seconds, repeat, encoding }: { seconds: number; repeat: number; encoding: Encoding },
  field: WriterField,
): Promise<Record<string, unknown>> {
  const writer: Record<string, unknown> = {};
  for (const db of dbs) {
    for (const size of sizes) {
      const server = await startServer(db, size, port);
      try {
        const loadBefore = load1();
        const runs: SteadyWriterFigures[] = [];
        for (let run = 0; run < repeat; run++)
          runs.push(await measureSteadyWriter(server.url, server.adminSid, seconds, encoding, field));
        const median = [...runs].sort((a, b) => a.ratio - b.ratio)[Math.floor(runs.length / 2)];
        writer[`${db} ${String(size)}x ${field}`] = {
          median,
          runs,
          peakRssMb: server.rssMb(),
          loadAverage: [loadBefore, load1()],
        };
        console.log(`\n=== /standings with one account writing 5 times a second, ${db}, ${String(size)}x`);
        console.table(runs);
        const ratio = median?.ratio ?? 0;
        console.log(
          `${verdict(ratio >= WRITER_MIN_RATIO)} /standings under a 5/s writer, ${db} ${String(size)}×: ${String(ratio)} of its figure alone (budget ≥ ${String(WRITER_MIN_RATIO)})`,
        );
      } finally {
        await server.stop();
      }
    }
  }
  return writer;
}
