/**
 * `npm run bench -- --only seasons` (issue 26): a 10× database with ten completed seasons behind the current one.
 * Budgets, each printed OK or OVER:
 * - a past season's standings and completed races answer at least as fast as the current season's (rebuilt after a
 *   write, and kept), within the machine's noise (PAST_SEASON_SLACK);
 * - a profile of a runner of all eleven seasons and a head-to-head record answer in under 50 ms p99, one at a time
 *   (every profile and every head-to-head pair a different one, so none is a kept answer);
 * - no public page but /seasons grows with the number of seasons (HTML bytes at two seasons, where the season picker
 *   appears, and at eleven).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { median, serviceTime, timeRebuild } from './api.ts';
import { verdict } from './budgets.ts';
import { addPastSeasons } from './pastSeasons.ts';
import { seedDatabase, serve, type BenchServer, type DbKind } from './servers.ts';

export const PROFILE_BUDGET_MS = 50;
/** Timings on a shared 2-core machine move by a few ms run to run: "as fast" allows 20 % or 2 ms. */
const PAST_SEASON_SLACK = { ratio: 1.2, ms: 2 };
/** Relative times ("in 3 hours") move between the two reads of a page by a few bytes: growth means more than this. */
const PAGE_NOISE_BYTES = 64;
/**
 * The public pages whose size must not follow the number of seasons. Left out: /seasons (the list of seasons is its
 * job), /hall-of-fame (a line per year by definition, rules §36) and a profile (a row per season entered, rules §37).
 */
const PAGES = [
  '/',
  '/info',
  '/standings',
  '/bracket',
  '/groups',
  '/draws',
  '/stats',
  '/races/upcoming',
  '/races/past',
  '/pickems/leaderboard',
  '/pickems/stats',
];

/** A past season's pages (rules §36), measured for the first past season, on record from two seasons to eleven. */
const PAST_SECTIONS = ['standings', 'bracket', 'groups', 'races', 'stats', 'pickems', 'pickems/stats'];
const pastSeasonPages = (year: number) => PAST_SECTIONS.map((section) => `/seasons/${String(year)}/${section}`);

const asFast = (past: number, current: number) =>
  past <= current * PAST_SEASON_SLACK.ratio || past - current <= PAST_SEASON_SLACK.ms;

/**
 * A page as the server drew it: a cold request may get the app's shell while its render runs, so ask until drawn (up to
 * a minute: a cold 10x render took over 10 s on a machine busy with other work).
 */
async function drawnPage(server: BenchServer, path: string): Promise<number> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const body = await (await fetch(server.url + path, { headers: { 'accept-encoding': 'identity' } })).text();
    if (body.includes('id="ssr-data"')) return Buffer.byteLength(body);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${path} was never drawn by the server`);
}

async function pageBytes(server: BenchServer, pages: readonly string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const path of pages) sizes.set(path, await drawnPage(server, path));
  return sizes;
}

async function runnerPairs(server: BenchServer, count: number): Promise<[string, string][]> {
  const runners = (await (await fetch(`${server.url}/api/runners`)).json()) as { _id: string }[];
  const pairs: [string, string][] = [];
  for (let i = 0; pairs.length < count && i + 1 < runners.length; i += 2) {
    const [a, b] = [runners[i]?._id, runners[i + 1]?._id];
    if (a && b) pairs.push(a < b ? [a, b] : [b, a]);
  }
  return pairs;
}

/** Requests of the same route, to other paths, before the timed ones (see onceEachP99). */
const WARM_UP_REQUESTS = 20;

/**
 * p99 of one request per path, each path once and one at a time: no kept answer helps. The first WARM_UP_REQUESTS
 * paths are asked first and not counted: the budget is for a server in service, and a route's first answers after a
 * start also pay for compiling its code and its answer's schema (0.8 s for a profile's first on a loaded machine; V8
 * optimises the code over the next few, which took 40-80 ms each where a served one takes 15-20 ms). Timed from a
 * process of its own (bench/onceEachClient.ts): the answer's time, not this process's collections.
 */
async function onceEachP99(server: BenchServer, paths: readonly string[]): Promise<number> {
  const job = { url: server.url, warmUps: paths.slice(0, WARM_UP_REQUESTS), timed: paths.slice(WARM_UP_REQUESTS) };
  const client = spawn(process.execPath, ['--import', 'tsx', 'bench/onceEachClient.ts', JSON.stringify(job)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  client.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(client, 'close')) as [number | null];
  if (code !== 0) throw new Error(`the timing client exited with ${String(code)}`);
  const times = JSON.parse(output) as number[];
  times.sort((x, y) => x - y);
  // Nearest rank: the 99th of 100 times (the index was the 100th, the slowest, before).
  const at = (q: number) => Math.round((times[Math.max(0, Math.ceil(q * times.length) - 1)] ?? NaN) * 10) / 10;
  return at(0.99);
}

/** Rebuilds timed per path; `alternateRebuilds` takes the median of this many of each. */
const REBUILD_RUNS = 7;

/**
 * The median rebuild time of two paths, measured one after the other in turn rather than five of one then five of the
 * other: two runs measured the current and past seasons' races 101.6 / 83.9 ms and then 82.4 / 100.3 ms, the order
 * deciding more than the season.
 */
async function alternateRebuilds(server: BenchServer, first: string, second: string) {
  const times = { first: [] as number[], second: [] as number[] };
  for (let i = 0; i < REBUILD_RUNS; i++) {
    times.first.push(await timeRebuild(server, first, 1));
    times.second.push(await timeRebuild(server, second, 1));
  }
  return { first: median(times.first), second: median(times.second) };
}

async function seasonsAt(kind: DbKind, size: number, port: number) {
  const database = await seedDatabase(kind, size);
  try {
    // The picker appears with a second season (rules §36): growth is measured from two seasons to eleven.
    const first = await addPastSeasons(database, 1);
    const pages = [...PAGES, ...(first[0] === undefined ? [] : pastSeasonPages(first[0]))];
    let server = await serve(database, port);
    const before = await pageBytes(server, pages);
    await server.stop();
    const years = [...first, ...(await addPastSeasons(database, 9))];
    server = await serve(database, port);
    try {
      const past = `?season=${String(years[0])}`;
      const figures: Record<string, unknown> = { db: kind, size, seasons: years.length + 1 };
      const lines: string[] = [];
      for (const path of ['/api/tournament/standings', '/api/races/completed']) {
        const rebuilt = await alternateRebuilds(server, path, path + past);
        const current = { rebuilt: rebuilt.first, kept: (await serviceTime(server.url, path)).p50Ms };
        const old = { rebuilt: rebuilt.second, kept: (await serviceTime(server.url, path + past)).p50Ms };
        figures[path] = { current, past: old };
        const ok = asFast(old.rebuilt, current.rebuilt) && asFast(old.kept, current.kept);
        lines.push(
          `${verdict(ok)} ${path}: past season rebuilt ${String(old.rebuilt)} ms, kept ${String(old.kept)} ms; current ${String(current.rebuilt)} / ${String(current.kept)} ms`,
        );
      }
      const runners = (await (await fetch(`${server.url}/api/runners`)).json()) as { discordUsername: string }[];
      // Every runner of the bench entered all eleven seasons (bench/pastSeasons.ts copies the current entries).
      const profile = await onceEachP99(
        server,
        runners.slice(0, WARM_UP_REQUESTS + 100).map((runner) => `/api/user/${runner.discordUsername}`),
      );
      const h2h = await onceEachP99(
        server,
        (await runnerPairs(server, WARM_UP_REQUESTS + 100)).map(([a, b]) => `/api/h2h?a=${a}&b=${b}`),
      );
      figures.profileP99Ms = profile;
      figures.headToHeadP99Ms = h2h;
      lines.push(
        `${verdict(profile < PROFILE_BUDGET_MS)} profile, 100 different 11-season runners: p99 ${String(profile)} ms`,
      );
      lines.push(`${verdict(h2h < PROFILE_BUDGET_MS)} head-to-head, 100 different pairs: p99 ${String(h2h)} ms`);
      const after = await pageBytes(server, pages);
      const growth = pages.map((path) => [path, (after.get(path) ?? 0) - (before.get(path) ?? 0)] as const);
      figures.pageGrowthBytes = Object.fromEntries(growth);
      for (const [path, bytes] of growth)
        lines.push(
          `${verdict(bytes <= PAGE_NOISE_BYTES)} ${path}: ${String(before.get(path))} → ${String(after.get(path))} bytes from two seasons to eleven`,
        );
      console.log(`\nSeasons (${kind}, ${String(size)}×, ${String(years.length + 1)} seasons)\n${lines.join('\n')}`);
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** Each database at each size, one after the other. */
export async function seasonsPart(kinds: readonly DbKind[], sizes: readonly number[], port: number) {
  const figures: unknown[] = [];
  for (const kind of kinds) for (const size of sizes) figures.push(await seasonsAt(kind, size, port));
  return figures;
}
