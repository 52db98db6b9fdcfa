/**
 * Row locks that several features share. The tournament row is locked here and nowhere else (ADR 006), so every
 * writer that depends on the stage takes the same kind of lock in the same way and they can be reasoned about
 * together (docs/decisions/002-database.md).
 */
import { eq, sql } from 'drizzle-orm';
import { isRound, type TournamentStage } from '@pokered/core/rounds';
import { rowsOf, type Tx } from './client.ts';
import { tournament } from './schema.ts';

/** The tournament row: which year and which round is being played. */
export interface TournamentState {
  year: number;
  stage: TournamentStage;
}

export function toTournamentState(row: { year: number; stage: string }): TournamentState {
  return { year: row.year, stage: row.stage === 'completed' || isRound(row.stage) ? row.stage : 'Round 1' };
}

/**
 * How a writer holds the tournament row until its transaction ends:
 * - 'update' for writers that change the stage (ending a round) or must queue behind each other (creating a group
 *   takes the next group number): one at a time, and never beside a 'share' holder;
 * - 'share' for writers that only depend on the stage (recording results, submitting a race): side by side, but
 *   never across a round end.
 */
export type TournamentLockMode = 'update' | 'share';

/** Reads the tournament row inside a transaction and locks it until the transaction ends. */
export async function lockTournament(tx: Tx, mode: TournamentLockMode): Promise<TournamentState> {
  const [row] = await tx.select().from(tournament).where(eq(tournament.id, 1)).for(mode);
  if (!row) throw new Error('tournament row missing: ensureTournament was not called');
  return toTournamentState(row);
}

/**
 * Takes the transaction-scoped advisory lock `key` without waiting: true when this transaction holds it now (until
 * it ends), false when another holds it. How a periodic job runs in one process at a time (src/jobs/periodic.ts).
 */
export async function tryTransactionLock(tx: Tx, key: number): Promise<boolean> {
  const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`));
  return lock?.locked === true;
}
