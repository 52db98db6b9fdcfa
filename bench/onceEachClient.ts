/**
 * The client of `onceEachP99` (bench/seasons.ts), run as a process of its own (`node --import tsx
 * bench/onceEachClient.ts '{url, warmUps, timed}'`, the times printed as JSON): its small heap adds no pause of the
 * bench process's garbage collection to the times it takes. That process keeps about 90 MB live (the
 * server's modules it seeds with, the Vite build) and ran a full collection every half second while it timed
 * profiles: 91-108 ms at p99 on its clock, while the server logged 52.8 ms for the same requests (docs/performance.md).
 */
interface OnceEachJob {
  url: string;
  warmUps: string[];
  timed: string[];
}

const { url, warmUps, timed } = JSON.parse(process.argv[2] ?? '{}') as OnceEachJob;
for (const path of warmUps) await (await fetch(url + path)).arrayBuffer();
const times: number[] = [];
for (const path of timed) {
  const start = performance.now();
  const res = await fetch(url + path);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} answered ${String(res.status)}`);
  times.push(performance.now() - start);
}
process.stdout.write(JSON.stringify(times));
