/** The tournament row: which round is being played. */
import { eq } from 'drizzle-orm';
import { isRound, type TournamentStage } from '@pokered/core/rounds';
import type { Db, Tx } from '../../db/client.ts';
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
  return toState(row);
}

function toState(row: { year: number; stage: string }): TournamentState {
  return { year: row.year, stage: row.stage === 'completed' || isRound(row.stage) ? row.stage : 'Round 1' };
}

/**
 * Reads the tournament row inside a transaction and locks it until the transaction ends.
 * 'update' serialises writers that change the stage (end-round); 'share' lets writers that depend on
 * the stage (recording results, creating groups) run side by side but never across a round end.
 */
export async function lockTournament(tx: Tx, mode: 'update' | 'share'): Promise<TournamentState> {
  const [row] = await tx.select().from(tournament).where(eq(tournament.id, 1)).for(mode);
  if (!row) throw new Error('tournament row missing: ensureTournament was not called');
  return toState(row);
}
