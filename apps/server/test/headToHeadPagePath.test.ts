/**
 * The one page rendered with its query (rules §30): `/h2h?a={id}&b={id}`, kept under that one spelling; every other
 * spelling is the browser's (src/web/pagePaths.ts). The end-to-end spec e2e/rivalry.spec.ts reads its rendered HTML.
 */
import { describe, expect, it } from 'vitest';
import { canonicalQueryPage, pageSubjectOf } from '../src/web/pagePaths.ts';

const A = '0b7e2c1e-3f5a-4c55-9d7e-8a1b2c3d4e5f';
const B = '5f262777-dfbb-4292-908c-9d0210b932e4';

describe('the head-to-head page path (rules §30)', () => {
  it('keeps /h2h?a=&b= with two different lower-case ids, and names both users as what must exist', () => {
    const url = `/h2h?a=${A}&b=${B}`;
    expect(canonicalQueryPage(url)).toBe(url);
    expect(pageSubjectOf(url)).toEqual({ kind: 'pair', ids: [A, B] });
  });

  it('leaves every other spelling to the browser', () => {
    for (const url of [
      `/h2h?b=${B}&a=${A}`,
      `/h2h?a=${A.toUpperCase()}&b=${B}`,
      `/h2h?a=${A}&b=${A}`,
      `/h2h?a=${A}&b=${B}&x=1`,
      `/h2h?a=${A}`,
      `/h2h/?a=${A}&b=${B}`,
      `/H2H?a=${A}&b=${B}`,
      `/h2h?a=${A}&b=${'-'.repeat(36)}`,
      `/standings?a=${A}&b=${B}`,
    ])
      expect(canonicalQueryPage(url), url).toBeNull();
  });
});
