/** When things happen in the demo season, relative to "now" (epoch seconds). */
export const HOUR = 3600;
export const DAY = 24 * HOUR;

export interface Timeline {
  now: number;
  /** Round 1 groups are drawn (one-off Pickems open). */
  roundOneDraw: number;
  /** First and last Round 1 race. */
  roundOneFirstRace: number;
  roundOneLastRace: number;
  /** Round 1 ended, Round 2 drawn. */
  roundTwoDraw: number;
}

export function timelineFor(now: number): Timeline {
  return {
    now,
    roundOneDraw: now - 24 * DAY,
    roundOneFirstRace: now - 21 * DAY,
    roundOneLastRace: now - 9 * DAY,
    roundTwoDraw: now - 7 * DAY,
  };
}

/** Races start on the quarter hour, as people schedule them. */
export function quarterHour(seconds: number): number {
  return Math.round(seconds / 900) * 900;
}
