/** Pure wording of the profile page, kept apart from the components so it is tested on its own. */
import { formatDateTime, type DateTimeStyle } from '@pokered/core/dateTime';
import type { CareerSeason, Profile, Trophy } from '@pokered/core/schemas/profile';
import type { Race } from '@pokered/core/schemas/races';
import { formatTime } from '@pokered/core/time';

/** '🥇 1st place in 2025'. */
export function trophyLabel(trophy: Trophy): string {
  return `${trophy.emoji} ${trophy.position} place in ${String(trophy.year)}`;
}

export interface ProfileBadge {
  label: string;
  color: string;
}

const ROLE_LABELS = { runner: 'Runner', commentator: 'Commentator' } as const;

/**
 * Admin, the role, Commentator (for anyone who commentated a race, unless the role already says so)
 * and Pickems (for a Pickems player).
 */
export function profileBadges(
  profile: Pick<Profile, 'isAdmin' | 'role' | 'hasPickems' | 'racesCommentated'>,
): ProfileBadge[] {
  // Shade 9 of each colour: white badge text keeps a 4.5:1 contrast (the default shade 6 does not).
  const badges: ProfileBadge[] = [];
  if (profile.isAdmin) badges.push({ label: 'Admin', color: 'red.9' });
  badges.push({ label: ROLE_LABELS[profile.role], color: profile.role === 'runner' ? 'blue.9' : 'grape.9' });
  if (profile.role !== 'commentator' && profile.racesCommentated.length > 0)
    badges.push({ label: 'Commentator', color: 'grape.9' });
  if (profile.hasPickems) badges.push({ label: 'Pickems', color: 'teal.9' });
  return badges;
}

/** "Best time" of a runner ('1:52:05.999'), or null when they have no finished race yet. */
export function bestTimeText(ms: number | null): string | null {
  return ms === null ? null : formatTime(ms);
}

/** A Pickems best-time guess: '1:52:03.120'. */
export function guessText(ms: number): string {
  return formatTime(ms);
}

/** A race of the profile: 'Fri 3/6/26 · 12:15 AM' in the viewer's zone, clock and date order (rules §24). */
export function raceDateTime(epochSeconds: number, style: DateTimeStyle): string {
  return formatDateTime(epochSeconds, style);
}

/** What an empty cell of the Seasons table shows. */
export const NO_FIGURE = '—';

/** The cells of a Seasons row that need words (rules §37): '#3', 'Withdrawn', '1:52:05.000', a dash for none. */
export function careerCells(season: CareerSeason): {
  rank: string;
  bestTime: string;
  furthestRound: string;
  pickemsRank: string;
} {
  return {
    rank: season.withdrawn ? 'Withdrawn' : season.rank === null ? NO_FIGURE : `#${String(season.rank)}`,
    bestTime: season.bestTimeMs === null ? NO_FIGURE : formatTime(season.bestTimeMs),
    furthestRound: season.furthestRound ?? NO_FIGURE,
    pickemsRank: season.pickemsRank === null ? NO_FIGURE : `#${String(season.pickemsRank)}`,
  };
}

/** Races grouped by their season, newest season first, each group keeping the order it was given. */
export function racesBySeason(races: readonly Race[]): { year: number; races: Race[] }[] {
  const groups = new Map<number, Race[]>();
  for (const race of races) groups.set(race.year, [...(groups.get(race.year) ?? []), race]);
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([year, list]) => ({ year, races: list }));
}
