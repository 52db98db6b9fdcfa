/** The seasons migration test's comparison (compare.ts): recorded values kept, pages byte-equal but by design. */
import { describe, expect, it } from 'vitest';
import type { RecordedAnswer } from './answers.ts';
import { differenceOf, recordedDifference, visibleText, visibleTextDifference } from './compare.ts';

const recorded = {
  _id: 'u1',
  points: 19,
  best: null,
  trophies: [{ year: 2025, position: '1st' }],
  races: [{ _id: 'r1', round: 'Round 1' }],
};

describe('recordedDifference', () => {
  it('passes the same value, and one that only gained keys', () => {
    expect(recordedDifference(recorded, structuredClone(recorded))).toBeNull();
    expect(
      recordedDifference(recorded, {
        ...recorded,
        seasons: [],
        races: [{ _id: 'r1', round: 'Round 1', year: 2026 }],
      }),
    ).toBeNull();
  });

  it('fails a changed value, at its path', () => {
    expect(recordedDifference(recorded, { ...recorded, points: 20 })).toBe('.points: was 19, now 20');
    expect(recordedDifference(recorded, { ...recorded, races: [{ _id: 'r1', round: 'Round 2' }] })).toMatch(
      /^\.races\[0\]\.round at character 6/,
    );
    expect(recordedDifference(recorded, { ...recorded, best: 0 })).toBe('.best: was null, now 0');
    expect(recordedDifference('a', 'b')).toMatch(/^body at character 0/);
  });

  it('fails a missing key, even when it was null, and a missing or extra array element', () => {
    const { best: _best, ...withoutBest } = recorded;
    expect(recordedDifference(recorded, withoutBest)).toBe('.best: was null, now nothing');
    expect(recordedDifference(recorded, { ...recorded, trophies: [] })).toMatch(/^\.trophies: was/);
    expect(
      recordedDifference(recorded, { ...recorded, trophies: [...recorded.trophies, { year: 2024, position: '2nd' }] }),
    ).toMatch(/^\.trophies: was/);
    expect(recordedDifference([1], { 0: 1 })).toMatch(/^body: was/);
    expect(recordedDifference({ a: 1 }, [1])).toMatch(/^body: was/);
  });
});

describe('visibleTextDifference', () => {
  const before = '<main><h1>Misty</h1><script>var x = "<p>hidden</p>";</script><p>Points: <!-- -->19</p></main>';

  it('reads text nodes only, entities decoded', () => {
    expect(visibleText(before)).toEqual(['Misty', 'Points:', '19']);
    expect(visibleText('<p>Rock &amp; Roll&#x27;s</p>')).toEqual(["Rock & Roll's"]);
  });

  it('passes a page that kept the recorded text in order with more around it', () => {
    const after =
      '<main><h1 class="x">Misty</h1><h2>Seasons</h2><table><td>2026</td></table><p>Points: <!-- -->19</p></main>';
    expect(visibleTextDifference(before, after)).toBeNull();
  });

  it('fails a page that lost or reordered recorded text', () => {
    expect(visibleTextDifference(before, '<h1>Misty</h1><p>Points: 20</p>')).toBe(
      'visible text "Points:" is no longer on the page in its place',
    );
    expect(visibleTextDifference(before, '<p>Points: <!-- -->19</p><h1>Misty</h1>')).toMatch(/"Points:"/);
  });
});

describe('differenceOf', () => {
  const page = (url: string, html: string, payload: unknown = { a: 1 }): RecordedAnswer => ({
    url,
    as: null,
    status: 200,
    kind: 'page',
    body: { html, payload },
  });

  it('keeps every other page byte-equal, and a changed-by-design page to its recorded text', () => {
    expect(differenceOf(page('/standings', '<p>x</p>'), page('/standings', '<p class="y">x</p>'))).toMatch(
      /^anonymous GET \/standings: \.html at character 2/,
    );
    expect(differenceOf(page('/user/misty', '<p>x</p>'), page('/user/misty', '<p class="y">x</p><p>z</p>'))).toBeNull();
    expect(differenceOf(page('/user/misty', '<p>x</p>'), page('/user/misty', '<p>z</p>'))).toMatch(/"x"/);
  });

  it("compares a page's data the way it compares JSON answers", () => {
    expect(differenceOf(page('/standings', '<p>x</p>'), page('/standings', '<p>x</p>', { a: 1, b: 2 }))).toBeNull();
    expect(differenceOf(page('/standings', '<p>x</p>'), page('/standings', '<p>x</p>', { a: 2 }))).toBe(
      'anonymous GET /standings: .payload.a: was 1, now 2',
    );
  });

  it('takes out exactly the markup added to every page, and renumbered generated ids', () => {
    const nav = '<ul><li><a class="_navLink_q_65" href="/hall-of-fame" data-discover="true">Hall of Fame</a></li></ul>';
    const seasons = '<li><a class="_navLink_q_65" href="/seasons" data-discover="true">Seasons</a></li>';
    const withSeasons = nav.replace('</ul>', `${seasons}</ul>`);
    expect(differenceOf(page('/', nav), page('/', withSeasons))).toBeNull();
    expect(differenceOf(page('/', nav), page('/', withSeasons.replace('>Seasons<', '>Years<')))).toMatch(/\.html/);
    expect(differenceOf(page('/', '<p id="_R_fdf_">x</p>'), page('/', '<p id="_R_ndf_">x</p>'))).toBeNull();
    expect(differenceOf(page('/', '<p id="_R_fdf_">x</p>'), page('/', '<p id="other">x</p>'))).toMatch(/\.html/);
  });

  it('finds each recorded query of the page data by its key, and lets a page load more', () => {
    const query = (queryHash: string, data: unknown) => ({ queryHash, state: { data } });
    const data = (...queries: unknown[]) => ({ renderedAt: 1, queries: { queries } });
    const recordedData = data(query('["standings"]', { rows: [1] }));
    const more = data(query('["seasons"]', []), query('["standings"]', { rows: [1] }));
    expect(differenceOf(page('/s', '<p/>', recordedData), page('/s', '<p/>', more))).toBeNull();
    expect(differenceOf(page('/s', '<p/>', recordedData), page('/s', '<p/>', data(query('["seasons"]', []))))).toMatch(
      /query \["standings"\] is no longer loaded/,
    );
    expect(
      differenceOf(page('/s', '<p/>', recordedData), page('/s', '<p/>', data(query('["standings"]', { rows: [2] })))),
    ).toMatch(/rows\[0\]: was 1, now 2/);
  });
});
