import { describe, expect, it } from 'vitest';
import { isServerRendered } from './serverRoutes';

describe('isServerRendered', () => {
  it('takes the public pages', () => {
    for (const path of [
      '/',
      '/info',
      '/standings',
      '/bracket',
      '/hall-of-fame',
      '/groups',
      '/draws',
      '/draws/00000000-0000-4000-8000-000000000001',
      '/rules',
      '/help',
      '/stats',
      '/races/upcoming',
      '/races/past',
      '/races/00000000-0000-4000-8000-000000000001',
      '/pickems/leaderboard',
      '/pickems/stats',
      '/user/ash',
      '/standings/',
      '/seasons',
      '/seasons/2025/standings',
      '/seasons/2025/bracket',
      '/seasons/2025/groups',
      '/seasons/2025/races',
      '/seasons/2025/stats',
      '/seasons/2025/pickems',
      '/seasons/2025/pickems/stats',
    ]) {
      expect(isServerRendered(path), path).toBe(true);
    }
  });

  it('leaves pages behind a login, redirects and unknown paths to the browser', () => {
    for (const path of [
      '/races/submit',
      '/races',
      '/user/profile',
      '/user/settings',
      '/user',
      '/user/ash/extra',
      '/admin',
      '/admin/races/record',
      '/admin/groups/draw',
      '/pickems',
      '/pickems/submit',
      '/pickems/picks',
      '/pickems/first-visit',
      '/pickems/admin',
      '/nowhere',
      '/seasons/2025',
      '/seasons/2025/submit',
    ]) {
      expect(isServerRendered(path), path).toBe(false);
    }
  });
});
