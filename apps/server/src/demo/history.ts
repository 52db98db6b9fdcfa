/**
 * The demo's earlier seasons (rules §34): the two years before the current one. The oldest comes from the earlier
 * site through the importer (./importedHistory.ts, rules §40); the next is played from Round 1 to its Final by
 * ./pastSeason.ts, started and entered through the admin's own season writes. The runners overlap from
 * year to year, as a real field does: most return, some skip a year, some left before the current season and some
 * are new, so careers, rivalries, season pages and the hall of fame have something to show.
 */
import { eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { hallOfFameLinks, tournament, type users } from '../db/schema.ts';
import { seasons } from '../db/seasonSchema.ts';
import { addSeasonEntrants, startSeason } from '../features/season/mutations.ts';
import { loadPastResultsFile } from '../features/stats/queries.ts';
import { ensureTournament } from '../features/tournament/state.ts';
import { COUNTRIES } from './names.ts';
import { importOldestSeason } from './importedHistory.ts';
import { playPastSeason, ROUND_SPAN } from './pastSeason.ts';
import { runnerName, RUNNER_PRONOUNS, type DemoPeople } from './people.ts';
import type { Random } from './random.ts';
import { DAY } from './timeline.ts';

/** Seasons played before the current one. */
export const PAST_SEASONS = 2;
/** The oldest earlier seasons, imported from the earlier site rather than played here. */
export const IMPORTED_SEASONS = 1;
/** Runners of the earlier seasons who are not in the current one. */
const FORMER_RUNNERS = 12;

type UserRow = typeof users.$inferInsert & { id: string };

export interface DemoHistory {
  /** The runners who left before the current season: their accounts stay (rules §34). */
  formerRows: UserRow[];
  /** Entrants of each earlier season, the oldest first. */
  rosters: string[][];
  /** Pickems players of each earlier season, the oldest first. */
  players: string[][];
}

/**
 * Who raced which year, by the current runners' order (ash, the visitor's account, first): two years ago the
 * current runners 5 to 29 and every former runner; last year 10 to 39 and half the former runners. So 10 to 29 ran
 * all three years, 5 to 9 skipped last year, 30 to 39 started last year, and the rest (ash among them) are new.
 */
export function planHistory(random: Random, people: DemoPeople): DemoHistory {
  const formerRows: UserRow[] = [];
  for (let j = 0; j < FORMER_RUNNERS; j++) {
    const index = people.runnerIds.length + j;
    const displayName = runnerName(index);
    formerRows.push({
      id: random.uuid(),
      discordUsername: `${displayName.toLowerCase()}_${String(index)}`,
      displayName,
      country: random.pick(COUNTRIES),
      pronouns: random.pick(RUNNER_PRONOUNS),
    });
  }
  const former = formerRows.map((row) => row.id);
  const current = people.runnerIds;
  // Pickems players of the past: commentators and fans, not the demo accounts a visitor logs in as.
  const crowd = [...people.casterIds.filter((id) => id !== people.oakId), ...people.fanIds];
  return {
    formerRows,
    rosters: [
      [...current.slice(5, 30), ...former],
      [...current.slice(10, 40), ...former.slice(0, FORMER_RUNNERS / 2)],
    ],
    players: [crowd.slice(0, 16), crowd.slice(4, 24)],
  };
}

/**
 * Names `year` the current season on a database with no people yet: the server made the tournament row and its
 * season for the configured year on start (ensureTournament), and the demo begins its history earlier.
 */
export async function openFirstSeason(db: Db, year: number): Promise<void> {
  await ensureTournament(db, year);
  await db.transaction(async (tx) => {
    await tx.insert(seasons).values({ year }).onConflictDoNothing();
    await tx.update(tournament).set({ year, stage: 'Round 1' }).where(eq(tournament.id, 1));
    await tx.delete(seasons).where(gt(seasons.year, year));
  });
}

/**
 * Plays the earlier seasons (the tournament row at the first of them, see openFirstSeason), then starts `year`,
 * the current season, with no entrants yet. Each earlier season happens at the time of year the current one does.
 */
export async function playHistory(
  db: Db,
  random: Random,
  options: {
    year: number;
    now: number;
    adminId: string;
    casterIds: readonly string[];
    history: DemoHistory;
    rows: readonly UserRow[];
  },
): Promise<void> {
  const { adminId, history } = options;
  const rowsOf = (ids: readonly string[]) => options.rows.filter((row) => ids.includes(row.id));
  for (const [index, entrants] of history.rosters.entries()) {
    const yearsAgo = history.rosters.length - index;
    const year = options.year - yearsAgo;
    const startsAt = options.now - yearsAgo * 365 * DAY - 24 * DAY;
    const players = history.players[index] ?? [];
    if (index < IMPORTED_SEASONS) {
      // A former runner who did not come back: their imported name stays for the admin to confirm.
      const pending = history.formerRows.at(-1)?.discordUsername ?? '';
      await importOldestSeason(db, random, {
        year,
        // The earlier site's years ran September to November: a dump's races are told apart by their year.
        startsAt: Date.UTC(year, 8, 1, 18) / 1000,
        adminId,
        cast: { entrants: rowsOf(entrants), casters: rowsOf(options.casterIds), players: rowsOf(players) },
        leavePending: pending,
      });
      continue;
    }
    if (index > IMPORTED_SEASONS) await startSeason(db, adminId, year);
    await addSeasonEntrants(db, adminId, year, entrants);
    await playPastSeason(db, random, {
      year,
      startsAt,
      now: options.now,
      cast: { adminId, entrants, casters: options.casterIds, players },
    });
    // The season's own dates, not the moment the demo was seeded: it started a week before its draw and ended
    // with its Final.
    await db
      .update(seasons)
      .set({
        createdAt: new Date((startsAt - 7 * DAY) * 1000),
        completedAt: new Date((startsAt + 5 * ROUND_SPAN + 12 * DAY) * 1000),
      })
      .where(eq(seasons.year, year));
  }
  await startSeason(db, adminId, options.year);
}

/**
 * Historic places are names until an admin links them: the data file's latest champion's places (years before
 * the first year the demo played) are linked to `userId`, who shows those trophies; the rest are left for the
 * admin page.
 */
export async function linkHistoricPlaces(db: Db, firstPlayedYear: number, userId: string): Promise<void> {
  const years = loadPastResultsFile().filter((entry) => entry.tournamentYear < firstPlayedYear);
  const champion = years.reduce<(typeof years)[number] | undefined>(
    (latest, entry) => (latest === undefined || entry.tournamentYear > latest.tournamentYear ? entry : latest),
    undefined,
  )?.gold.name;
  const places = years.flatMap((entry) =>
    (['gold', 'silver', 'bronze'] as const)
      .filter((place) => entry[place].name === champion)
      .map((place) => ({ year: entry.tournamentYear, place, userId })),
  );
  if (places.length > 0) await db.insert(hallOfFameLinks).values(places).onConflictDoNothing();
}
