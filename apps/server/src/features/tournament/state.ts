/** The tournament row: which round is being played. */
import { eq } from 'drizzle-orm';
import { isRound, type TournamentStage } from '@pokered/core/rounds';
import type { Db } from '../../db/client.ts';
import { tournament } from '../../db/schema.ts';

export async function ensureTournament(db: Db, year: number): Promise<void> {
  await db.insert(tournament).values({ id: 1, year, stage: 'Round 1' }).onConflictDoNothing();
}

export interface TournamentState {
  year: number;
  stage: TournamentStage;
}

export async function readTournament(db: Db): Promise<TournamentState> {
  const [row] = await db.select().from(tournament).where(eq(tournament.id, 1));
  if (!row) throw new Error('tournament row missing: ensureTournament was not called');
  const stage = row.stage === 'completed' || isRound(row.stage) ? row.stage : 'Round 1';
  return { year: row.year, stage };
}
