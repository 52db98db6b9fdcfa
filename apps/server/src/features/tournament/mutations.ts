/** Ending a round (rules §8): one transaction that moves runners, advances the stage and, after the Final, writes the hall of fame. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Bracket } from '@pokered/core/brackets';
import { planRoundEnd } from '@pokered/core/roundEnd';
import type { Round } from '@pokered/core/rounds';
import type { Db, Tx } from '../../db/client.ts';
import { lockTournament } from '../../db/locks.ts';
import { tournament } from '../../db/schema.ts';
import { writeHallOfFame } from '../hallOfFame/mutations.ts';
import { conflict } from '../../http/errors.ts';
import { recordAudit } from '../audit/mutations.ts';
import { notifyRoundEnded } from '../notifications/mutations.ts';
import { recomputeAllPickems } from '../pickems/mutations.ts';
import { recomputeAllRunnerFigures } from '../results/mutations.ts';
import { storeFinalRanks } from '../results/finalRanks/mutations.ts';
import { seasonYearOf } from '../../db/currentSeason.ts';
import { loadRoundOutcomes } from '../results/queries.ts';
import { loadRoundReadiness, loadRunnerFigures } from './queries.ts';
import { seasonEntries } from '../../db/entrySchema.ts';
import { seasons } from '../../db/seasonSchema.ts';

export const TOURNAMENT_COMPLETED = 'The tournament is already completed: there is no round to end.';

/** Applies the plan's bracket changes to the season's entries with one UPDATE per target bracket. */
async function applyBracketChanges(tx: Tx, year: number, changes: ReadonlyMap<string, Bracket | null>) {
  const byTarget = new Map<Bracket | null, string[]>();
  for (const [id, bracket] of changes) byTarget.set(bracket, [...(byTarget.get(bracket) ?? []), id]);
  for (const [bracket, ids] of byTarget) {
    await tx
      .update(seasonEntries)
      .set({ bracket })
      .where(and(eq(seasonEntries.year, year), inArray(seasonEntries.userId, ids)));
  }
}

function roundEndMessage(round: Round, next: string): string {
  return next === 'completed' ? `${round} ended. The tournament is completed!` : `${round} ended. ${next} has begun.`;
}

/** POST /api/tournament/end-round. */
export async function endRound(db: Db, actorId: string): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    // The row lock makes a second, simultaneous end-round wait and then see the new round.
    const state = await lockTournament(tx, 'update');
    if (state.stage === 'completed') throw conflict(TOURNAMENT_COMPLETED);
    const round = state.stage;

    // rules §8: groups exist, each has a completed race, and (Swiss) no active runner is left ungrouped.
    const { refusal } = await loadRoundReadiness(tx, round, Math.floor(Date.now() / 1000));
    if (refusal !== null) throw conflict(refusal);
    const outcomes = await loadRoundOutcomes(tx, round);

    // Stored figures already follow every recording; recomputing here makes the cut exact regardless.
    await recomputeAllRunnerFigures(tx);
    const runners = await loadRunnerFigures(tx);
    const plan = planRoundEnd({
      round,
      races: outcomes.map((race) => ({ bracket: race.bracket, placing: race.placing, winner: race.winner })),
      runners,
    });

    await applyBracketChanges(tx, state.year, plan.bracketChanges);
    await tx
      .update(tournament)
      .set({ stage: plan.nextStage, updatedAt: sql`now()` })
      .where(eq(tournament.id, 1));
    // The season keeps its own stage (rules §34), so a completed season reads its own row only.
    const completed = plan.nextStage === 'completed';
    await tx
      .update(seasons)
      .set({
        stage: plan.nextStage,
        status: completed ? 'completed' : 'running',
        ...(completed ? { completedAt: sql`now()` } : {}),
      })
      .where(eq(seasons.year, state.year));
    // The Final ended: the season's places are final (rules §37).
    if (completed) await storeFinalRanks(tx, seasonYearOf(state.year));
    const hallOfFameEntry = plan.podium === null ? null : await writeHallOfFame(tx, state.year, plan.podium);
    await recomputeAllPickems(tx);
    await recordAudit(tx, {
      actorId,
      action: 'tournament.end-round',
      targetType: 'tournament',
      targetId: String(state.year),
      before: { stage: round },
      after: {
        stage: plan.nextStage,
        bracketChanges: Object.fromEntries(plan.bracketChanges),
        hallOfFame: hallOfFameEntry,
      },
    });
    await notifyRoundEnded(tx, round, plan.nextStage);
    return { message: roundEndMessage(round, plan.nextStage) };
  });
}
