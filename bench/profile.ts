/**
 * Where a server spends its time under load: CPU profile of the server process while the load generator (bench/loadGenerator.ts) loads one
 * path, summed per function and per package. Not part of `npm run bench`; a diagnosis tool.
 *   node --import tsx bench/profile.ts --db postgres --size 10 --path /api/races [--seconds 10] [--keep] [--encoding browser]
 * --keep reuses (or creates) the database pokered_profile_<size>x, so repeated runs skip seeding.
 * Only the samples taken under load are counted. V8 samples by the clock: on a busy machine a thread that the
 * system set aside shows that wait as the native call it was in (often `writev`); the load's `serverCpuUs` (CPU
 * time per request, from /proc) or `perf record` on the server's pid count CPU only.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { load, type Encoding } from './api.ts';
import { seedDatabase, serve, type DbKind } from './servers.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
}

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    size: { type: 'string', default: '1' },
    path: { type: 'string', multiple: true },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    keep: { type: 'boolean', default: false },
    top: { type: 'string', default: '30' },
    encoding: { type: 'string', default: 'identity' },
    port: { type: 'string', default: '3303' },
  },
});

const size = Number(values.size);
const database = await seedDatabase(
  values.db as DbKind,
  size,
  values.keep ? `pokered_profile_${String(size)}x` : undefined,
);
const dir = mkdtempSync(join(tmpdir(), 'pokered-prof-'));
const server = await serve(database, Number(values.port), ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
// Only the samples taken under load count: start-up (module loading, tsx's transpiling) would blur the picture.
let loadedMs = 0;
let afterLoadStart = 0;
try {
  for (const path of values.path ?? ['/api/health']) {
    const start = performance.now();
    console.log(
      await load(
        server.url,
        path,
        Number(values.seconds),
        Number(values.connections),
        values.encoding as Encoding,
        server.pid,
      ),
    );
    loadedMs += performance.now() - start;
  }
  afterLoadStart = performance.now();
} finally {
  await server.stop();
  if (!values.keep) await database.drop();
}
const stopMs = performance.now() - afterLoadStart;

const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
const self = new Map<number, number>();
// Sample times run backwards from the profile's end (the server's exit, `stopMs` after the last load ended).
const windowStart = profile.endTime - (loadedMs + stopMs) * 1000;
let at = profile.endTime - profile.timeDeltas.reduce((a, b) => a + b, 0);
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at >= windowStart) self.set(id, (self.get(id) ?? 0) + delta);
});
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const perFunction = new Map<string, number>();
const perPackage = new Map<string, number>();
const packageOf = (url: string): string => {
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 13).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? url);
  }
  if (url.includes('/apps/server/')) return `server:${url.split('/apps/server/')[1] ?? url}`;
  if (url.includes('/packages/core/')) return `core:${url.split('/packages/core/')[1] ?? url}`;
  return url === '' ? '(native/idle/gc)' : url.replace(/^node:/, 'node:');
};
for (const [id, time] of self) {
  const node = byId.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'} ${packageOf(url)}:${String(lineNumber + 1)}`;
  perFunction.set(key, (perFunction.get(key) ?? 0) + time);
  const pkg = functionName.startsWith('(') ? functionName : packageOf(url);
  perPackage.set(pkg, (perPackage.get(pkg) ?? 0) + time);
}
const show = (title: string, rows: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, time] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
    console.log(`${((time / total) * 100).toFixed(1).padStart(6)} %  ${key}`);
  }
};
// Total time (the function and what it calls), so a hook's whole cost shows, not only its own lines.
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const inclusive = new Map<string, number>();
for (const [id, time] of self) {
  const seen = new Set<string>();
  for (let cursor: number | undefined = id; cursor !== undefined; cursor = parentOf.get(cursor)) {
    const node = byId.get(cursor);
    if (!node || node.callFrame.url === '') continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${packageOf(url)}:${String(lineNumber + 1)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + time);
  }
}
show('Self time per package / file', perPackage);
show('Self time per function', perFunction);
show('Total time (self + callees) per function', inclusive);
console.log(`\nprofile: ${join(dir, file)}`);
