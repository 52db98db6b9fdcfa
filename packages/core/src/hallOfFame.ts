/**
 * Who holds a hall-of-fame place. A place the site recorded itself (a Final it ran) names its user id.
 * A historic place (the repository's data file, or a year stored by name only) names a person, and a
 * name proves nothing: anyone may rename themselves to a past winner. So a historic place belongs to
 * the user an admin linked it to, and to no one until then.
 */
import type { PastResult } from './schemas/stats.ts';

export const HALL_OF_FAME_PLACES = ['gold', 'silver', 'bronze'] as const;
export type HallOfFamePlace = (typeof HALL_OF_FAME_PLACES)[number];

export interface HallOfFameLink {
  year: number;
  place: HallOfFamePlace;
  userId: string;
}

/** A historic place an admin may link: it names someone, and no user id. */
export interface LinkablePlace {
  year: number;
  place: HallOfFamePlace;
  name: string;
}

/** Every place that needs an admin's link to count, newest year first, gold to bronze. */
export function linkablePlaces(years: readonly PastResult[]): LinkablePlace[] {
  return [...years]
    .sort((a, b) => b.tournamentYear - a.tournamentYear)
    .flatMap((year) =>
      HALL_OF_FAME_PLACES.flatMap((place) => {
        const winner = year[place];
        return winner.userId || winner.name.trim() === ''
          ? []
          : [{ year: year.tournamentYear, place, name: winner.name }];
      }),
    );
}

/**
 * The years with each linked historic place given its user id. A place recorded with a user id keeps it:
 * a link never overrides what the site recorded. Links to places that do not exist are ignored.
 */
export function bindHistoricPlaces(years: readonly PastResult[], links: readonly HallOfFameLink[]): PastResult[] {
  const linked = new Map(links.map((link) => [`${String(link.year)}:${link.place}`, link.userId]));
  return years.map((year) => {
    const bound = { ...year };
    for (const place of HALL_OF_FAME_PLACES) {
      const winner = year[place];
      const userId = linked.get(`${String(year.tournamentYear)}:${place}`);
      if (!winner.userId && winner.name.trim() !== '' && userId) bound[place] = { name: winner.name, userId };
    }
    return bound;
  });
}
