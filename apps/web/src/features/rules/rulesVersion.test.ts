/**
 * RULES_VERSION (rules §38) follows the rules page: an entry stores the version its runner accepted and is asked
 * again when it changes, so a change to the page's text that leaves the version alone would never be asked. The
 * page's source files are hashed and compared with the hash recorded beside the version (RULES_PAGE_SHA256).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULES_PAGE_SHA256 } from '@pokered/core/signups';

const here = dirname(fileURLToPath(import.meta.url));

/** The page's own source files (tests left out), by name, line endings made LF so a Windows checkout hashes alike. */
function rulesPageHash(): string {
  const hash = createHash('sha256');
  const sources = readdirSync(here)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .sort();
  for (const name of sources)
    hash.update(`${name}\n${readFileSync(join(here, name), 'utf8').replace(/\r\n/g, '\n')}\n`);
  return hash.digest('hex');
}

describe('the rules version (rules §38)', () => {
  it('is bumped whenever the rules page changes', () => {
    const now = rulesPageHash();
    expect(
      RULES_PAGE_SHA256,
      'The rules page changed: bump RULES_VERSION in packages/core/src/signups.ts and record the new hash beside it: ' +
        `RULES_PAGE_SHA256 = '${now}'.`,
    ).toBe(now);
  });
});
