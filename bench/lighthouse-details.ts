/**
 * What a kept Lighthouse report says about one page: every request with its transfer size, the failing
 * audits with their items, and the LCP breakdown. `node --import tsx bench/lighthouse-details.ts [slug]`
 * (slugs: home, standings, races_upcoming, stats, pickems_leaderboard).
 */
import { readFileSync } from 'node:fs';

interface Audit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}

const slug = process.argv[2] ?? 'home';
const lhr = JSON.parse(readFileSync(`bench/results/lighthouse-${slug}.json`, 'utf8')) as {
  audits: Record<string, Audit>;
};
const requests = lhr.audits['network-requests']?.details?.items ?? [];
console.log('Requests (transfer KB, resource KB, start ms, end ms):');
for (const r of requests) {
  const kb = (n: unknown) => (typeof n === 'number' ? (n / 1024).toFixed(1) : '?').padStart(7);
  const ms = (n: unknown) => (typeof n === 'number' ? n.toFixed(0) : '?').padStart(6);
  console.log(
    `${kb(r.transferSize)} ${kb(r.resourceSize)} ${ms(r.networkRequestTime)} ${ms(r.networkEndTime)}  ${String(r.url)}`,
  );
}
for (const id of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
  'interactive',
]) {
  const a = lhr.audits[id];
  console.log(`${id}: ${a?.displayValue ?? ''} (score ${String(a?.score)})`);
}
console.log('\nNot passing:');
for (const audit of Object.values(lhr.audits)) {
  if (
    audit.score === null ||
    audit.score >= 0.9 ||
    audit.scoreDisplayMode === 'manual' ||
    audit.scoreDisplayMode === 'informative'
  )
    continue;
  console.log(`- ${audit.id} (${String(audit.score)}) ${audit.displayValue ?? ''}`);
  for (const item of (audit.details?.items ?? []).slice(0, 6)) console.log(`    ${JSON.stringify(item).slice(0, 300)}`);
}
