/**
 * A past season's pages (rules §36), `/seasons/{year}/…`, are rendered only for a past season on record: the path
 * names the year that must exist; a year that is no four digits names nothing that can (src/web/pagePaths.ts).
 */
import { describe, expect, it } from 'vitest';
import { canonicalPagePath, pageSubjectOf } from '../src/web/pagePaths.ts';

describe("a season's page path (rules §36)", () => {
  it('names the season of /seasons/{year}/… as what must exist', () => {
    for (const path of ['/seasons/2025/standings', '/seasons/2025/pickems/stats', '/seasons/2025']) {
      expect(canonicalPagePath(path), path).toBe(path);
      expect(pageSubjectOf(path), path).toEqual({ kind: 'pastSeason', year: 2025 });
    }
  });

  it('names nothing that can exist for a year that is no four digits', () => {
    for (const path of ['/seasons/abc/standings', '/seasons/20251/groups', '/seasons/025/stats'])
      expect(pageSubjectOf(path), path).toEqual({ kind: 'impossible' });
  });

  it('needs nothing for the list of seasons', () => {
    expect(pageSubjectOf('/seasons')).toBeNull();
  });
});
