/** The tournament row: which round is being played. Locking it is done in one place, src/db/locks.ts. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toTournamentState, type TournamentState } from '../../db/locks.ts';
import { tournament } from '../../db/schema.ts';
import { seasons } from '../../db/seasonSchema.ts';
import type { TournamentStage } from '@pokered/core/rounds';
import type { ResolvedSeason } from '../../http/season.ts';

/**
 * Sets up the tournament row on a new database, naming the season of `year` as the current one (rules §34); an
 * existing row and its season are left as they are.
 */
export async function ensureTournament(db: Db, year: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(tournament)
      .values({ id: 1, year, stage: 'Round 1' })
      .onConflictDoNothing()
      .returning({ year: tournament.year });
    if (created) await tx.insert(seasons).values({ year: created.year }).onConflictDoNothing();
  });
}

/** The row as committed, without a lock (a writer that must not run across a round end uses lockTournament). */
export async function readTournament(db: Db): Promise<TournamentState> {
  const [row] = await db.select().from(tournament).where(eq(tournament.id, 1));
  if (!row) throw new Error('tournament row missing: ensureTournament was not called');
  return toTournamentState(row);
}

/** The stage of a season: the tournament row's for the current one, its own row's for a past one (rules §34, §36). */
export async function readSeasonStage(db: Db, season: ResolvedSeason): Promise<TournamentStage> {
  if (season.current) return (await readTournament(db)).stage;
  const [row] = await db
    .select({ year: seasons.year, stage: seasons.stage })
    .from(seasons)
    .where(eq(seasons.year, season.year));
  if (!row) throw new Error('season row missing: resolveSeason found it');
  return toTournamentState(row).stage;
}
