// The cheap performance guard that `npm test` keeps: the initial JS + CSS of the production build
// (everything index.html loads before any lazy route) must stay within budget, gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;
const dist = 'apps/web/dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let total = 0;
for (const asset of assets) {
  const size = gzipSync(readFileSync(join(dist, asset))).length;
  total += size;
  console.log(`${asset}: ${(size / 1024).toFixed(1)} KB gzip`);
}
console.log(`initial JS + CSS: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`);
if (assets.length === 0) {
  console.error('No initial assets found in index.html: the check would prove nothing.');
  process.exit(1);
}
if (total > BUDGET_BYTES) {
  console.error('Initial bundle over budget: lazy-load more routes or drop a dependency.');
  process.exit(1);
}
