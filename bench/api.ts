/** API throughput and latency on loopback (bench/loadGenerator.ts), plus the write-path timings. */
import { readFileSync } from 'node:fs';
import { generateLoad } from './loadGenerator.ts';
import { adminWriteHeaders, type BenchServer } from './servers.ts';

/** rules §14: the public calendar feeds; budget at 10×: at least half of /api/health's throughput in the same run. */
export const CALENDAR_FEEDS = ['/api/calendar/races.ics', '/api/calendar/restreams.ics'] as const;
export const CALENDAR_MIN_RATIO_TO_HEALTH = 0.5;
/** Issue 15: the standings with their rules §17 statuses, at 10×, answer at least half of /api/health's throughput. */
export const STANDINGS_MIN_RATIO_TO_HEALTH = 0.5;
/** The reads with a throughput budget at 10× (ratio to /api/health in the same run). */
export const MIN_RATIO_TO_HEALTH_AT_10X: Readonly<Record<string, number>> = {
  '/api/tournament/standings': STANDINGS_MIN_RATIO_TO_HEALTH,
  ...Object.fromEntries(CALENDAR_FEEDS.map((feed) => [feed, CALENDAR_MIN_RATIO_TO_HEALTH])),
};

export const READ_ENDPOINTS = [
  '/api/tournament/standings',
  '/api/races',
  '/api/races/completed',
  '/api/groups',
  '/api/pickems/leaderboard',
  '/api/pickems/stats/all',
  '/api/stats',
  ...CALENDAR_FEEDS,
] as const;

export interface LoadFigures {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Response body size as sent, KB (compressed when the load asked for a browser's encodings). */
  bodyKb?: number;
  /** Throughput relative to /api/health on the same server in the same run. */
  ratioToHealth?: number;
  /**
   * CPU time the server process spent per request under the load (user + system, all its threads), in µs: what a
   * request costs the server, much steadier than requests/s on a machine shared with other work.
   */
  serverCpuUs?: number;
}

/** CPU seconds a process has used so far (Linux: /proc/<pid>/stat, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields =
    readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
      .split(') ')[1]
      ?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * What the load generator says it accepts: nothing (every answer uncompressed) or what a
 * browser sends (`npm run bench -- --encoding browser`), which gets the compressed answers browsers get.
 */
export type Encoding = 'identity' | 'browser';
export const ACCEPT: Record<Encoding, Record<string, string>> = {
  identity: {},
  browser: { 'accept-encoding': 'gzip, deflate, br' },
};

export async function load(
  url: string,
  path: string,
  seconds: number,
  connections = 100,
  encoding: Encoding = 'identity',
  serverPid?: number,
): Promise<LoadFigures> {
  const cpuBefore = serverPid ? cpuSeconds(serverPid) : 0;
  const result = await generateLoad({ url, path, connections, seconds, headers: ACCEPT[encoding] });
  const cpu = serverPid ? cpuSeconds(serverPid) - cpuBefore : 0;
  return {
    path,
    requestsPerSecond: result.requestsPerSecond,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    non2xx: result.non2xx,
    bodyKb: result.requests > 0 ? Math.round(result.bodyBytes / result.requests / 102.4) / 10 : 0,
    ...(serverPid && result.requests > 0 ? { serverCpuUs: Math.round((cpu / result.requests) * 1e6) } : {}),
  };
}

/** The median of each figure over several runs (the machine is shared: one run can be an outlier). */
export function medianFigures(runs: readonly LoadFigures[]): LoadFigures {
  const first = runs[0];
  if (!first) throw new Error('no runs');
  const med = (pick: (f: LoadFigures) => number) => median(runs.map(pick));
  return {
    path: first.path,
    requestsPerSecond: med((f) => f.requestsPerSecond),
    p50Ms: med((f) => f.p50Ms),
    p99Ms: med((f) => f.p99Ms),
    non2xx: Math.max(...runs.map((f) => f.non2xx)),
    bodyKb: med((f) => f.bodyKb ?? 0),
    ...(first.serverCpuUs === undefined ? {} : { serverCpuUs: med((f) => f.serverCpuUs ?? 0) }),
  };
}

/**
 * Latency of requests sent one at a time (no queueing): what one request costs the server. `headers` carry a
 * session for an admin read (e.g. the round checklist).
 */
export async function serviceTime(
  url: string,
  path: string,
  requests = 50,
  headers: Record<string, string> = {},
): Promise<{ p50Ms: number; p99Ms: number }> {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    const res = await fetch(url + path, { headers });
    if (!res.ok) throw new Error(`${path} answered ${String(res.status)}`);
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN) * 10) / 10;
  return { p50Ms: at(0.5), p99Ms: at(0.99) };
}

async function adminPost(server: BenchServer, path: string, body: unknown): Promise<Response> {
  return fetch(server.url + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...adminWriteHeaders(server.adminSid),
    },
    body: JSON.stringify(body),
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

interface ReadyRace {
  _id: string;
  racer1: { _id: string };
  racer2: { _id: string };
  racer3: { _id: string } | null;
}

/**
 * What a read costs when its cached answer was just invalidated (the first request after any write): an admin
 * write through the API (Add User, a new display name each time) replaces the data version, then one GET of
 * `path` is timed. Median of `runs`.
 */
let bumps = 0;

export async function timeRebuild(server: BenchServer, path: string, runs = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    // A new user each time: a name already taken would be refused, and a refusal writes nothing.
    const bump = await adminPost(server, '/api/admin/add-user', {
      discordUsername: `benchbump${String(++bumps)}`,
      displayName: `Bench bump ${String(i)} ${String(Date.now())}`,
      role: 'commentator',
      isAdmin: false,
    });
    if (!bump.ok) throw new Error(`data version bump failed: ${String(bump.status)} ${await bump.text()}`);
    const start = performance.now();
    const res = await fetch(server.url + path);
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (!res.ok) throw new Error(`${path} answered ${String(res.status)}`);
  }
  return Math.round(median(times) * 10) / 10;
}

/** A runner's profile path (GET /api/user/{discordUsername}): the first runner of the runners list. */
export async function profilePath(server: BenchServer): Promise<string> {
  const res = await fetch(`${server.url}/api/runners`);
  const [runner] = (await res.json()) as { discordUsername: string }[];
  if (!runner) throw new Error('no runner');
  return `/api/user/${encodeURIComponent(runner.discordUsername)}`;
}

/** Records (and re-records, as corrections) one race result: median wall time of a few requests, in ms. */
export async function timeRecordResult(server: BenchServer, runs = 5): Promise<number> {
  const res = await fetch(`${server.url}/api/races/ready-to-complete`, {
    headers: { cookie: `sid=${server.adminSid}` },
  });
  const races = (await res.json()) as ReadyRace[];
  const race = races[0] ?? (await completedRace(server));
  const racers = [race.racer1, race.racer2, ...(race.racer3 ? [race.racer3] : [])].map((r) => r._id);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const body = {
      raceTimeId: `bench-${String(i)}`,
      results: racers.map((racer, index) => ({
        racer,
        status: 'Finished',
        finishTime: { hours: 1, minutes: 50 + index, seconds: i, milliseconds: 0 },
        dnfOrder: null,
      })),
    };
    const start = performance.now();
    const answer = await adminPost(server, `/api/races/${race._id}/complete`, body);
    times.push(performance.now() - start);
    if (!answer.ok) throw new Error(`recording failed: ${String(answer.status)} ${await answer.text()}`);
  }
  return Math.round(median(times));
}

async function completedRace(server: BenchServer): Promise<ReadyRace> {
  const res = await fetch(`${server.url}/api/races/completed`);
  const races = (await res.json()) as ReadyRace[];
  const race = races[0];
  if (!race) throw new Error('no race to record');
  return race;
}

/** A full Pickems recalibration (preview and finalize), in ms, median of a few runs. */
export async function timeRecalibration(
  server: BenchServer,
  runs = 3,
): Promise<{ previewMs: number; finalizeMs: number; players: number }> {
  const preview: number[] = [];
  const finalize: number[] = [];
  let players = 0;
  for (let i = 0; i < runs; i++) {
    let start = performance.now();
    const p = await adminPost(server, '/api/admin/recalibrate-pickems-preview', {});
    preview.push(performance.now() - start);
    if (!p.ok) throw new Error(`preview failed: ${String(p.status)}`);
    players = ((await p.json()) as { totalUsers: number }).totalUsers;
    start = performance.now();
    const f = await adminPost(server, '/api/admin/recalibrate-pickems', {});
    finalize.push(performance.now() - start);
    if (!f.ok) throw new Error(`finalize failed: ${String(f.status)}`);
  }
  return { previewMs: Math.round(median(preview)), finalizeMs: Math.round(median(finalize)), players };
}

/** The End Round screen's read (rules §8): admin only, never cached, read afresh on every visit and after each act. */
export const ROUND_CHECKLIST_PATH = '/api/admin/round-checklist';
/** Budget: the checklist at 10× answers in under 50 ms, one request at a time (p50 and p99). */
export const ROUND_CHECKLIST_BUDGET_MS = 50;

/** The round checklist one request at a time, as the admin reads it, against its budget. */
export async function timeRoundChecklist(
  server: BenchServer,
): Promise<{ p50Ms: number; p99Ms: number; budgetMs: number; withinBudget: boolean }> {
  const headers = { cookie: `sid=${server.adminSid}` };
  // Three untimed requests first: the first after a start pays for compiling the code and planning the queries,
  // which an admin meets once per server start, not on each look at the checklist.
  for (let i = 0; i < 3; i++) await (await fetch(server.url + ROUND_CHECKLIST_PATH, { headers })).arrayBuffer();
  const figures = await serviceTime(server.url, ROUND_CHECKLIST_PATH, 50, headers);
  return { ...figures, budgetMs: ROUND_CHECKLIST_BUDGET_MS, withinBudget: figures.p99Ms < ROUND_CHECKLIST_BUDGET_MS };
}
