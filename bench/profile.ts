/**
 * Where a server spends its time under load: CPU profile of the server process while autocannon loads one
 * path, summed per function and per package. Not part of `npm run bench`; a diagnosis tool.
 *   node --import tsx bench/profile.ts --db postgres --size 10 --path /api/races [--seconds 10] [--keep]
 * --keep reuses (or creates) the database pokered_profile_<size>x, so repeated runs skip seeding.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { load } from './api.ts';
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
  },
});

const size = Number(values.size);
const database = await seedDatabase(
  values.db as DbKind,
  size,
  values.keep ? `pokered_profile_${String(size)}x` : undefined,
);
const dir = mkdtempSync(join(tmpdir(), 'pokered-prof-'));
const server = await serve(database, 3303, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
try {
  for (const path of values.path ?? ['/api/health']) {
    console.log(await load(server.url, path, Number(values.seconds), Number(values.connections)));
  }
} finally {
  await server.stop();
  if (!values.keep) await database.drop();
}

const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
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
show('Self time per package / file', perPackage);
show('Self time per function', perFunction);
console.log(`\nprofile: ${join(dir, file)}`);
