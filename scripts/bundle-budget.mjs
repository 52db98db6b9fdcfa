// The cheap performance guard that `npm test` keeps: the initial JS + CSS of the production build
// (everything index.html loads before any lazy route) must stay within budget, gzipped.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// 121 KB since issues 22-23 (docs/performance.md §5): the one date formatter and the load-error sentences reached the shell.
// 122 KB since issue 26's season pages (docs/performance.md §5): the Seasons link and the season route patterns
// brought the shell to exactly 121.0 KB, where a rebuild's new chunk hashes alone could tip it over.
const BUDGET_BYTES = 122 * 1024;
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

// What every public page loads beyond the shell: the shared `public` and `mantine` chunks with their CSS
// (apps/web/build/chunks.ts). Form code (zod schemas, inputs, dialogs) that a public page imports statically
// lands here and weighs on every first visit: load it on demand instead (docs/performance.md, section 2e).
const SHARED_BUDGET_BYTES = 55 * 1024;
const shared = readdirSync(join(dist, 'assets')).filter((file) => /^(public|mantine)-[\w-]+\.(js|css)$/.test(file));
let sharedTotal = 0;
for (const file of shared) {
  const size = gzipSync(readFileSync(join(dist, 'assets', file))).length;
  sharedTotal += size;
  console.log(`assets/${file}: ${(size / 1024).toFixed(1)} KB gzip`);
}
console.log(
  `public pages' shared JS + CSS: ${(sharedTotal / 1024).toFixed(1)} KB gzip (budget ${SHARED_BUDGET_BYTES / 1024} KB)`,
);
if (shared.length === 0) {
  console.error('No public or mantine chunk found: the check would prove nothing.');
  process.exit(1);
}
if (sharedTotal > SHARED_BUDGET_BYTES) {
  console.error("The public pages' shared chunks are over budget: load admin and form code on demand.");
  process.exit(1);
}
