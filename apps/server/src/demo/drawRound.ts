/**
 * The demo's groups after Round 1 of the current season, and every round of the earlier seasons, are a real group
 * draw (rules §13): the core draw of the round's runners in standings order (Round 1: the seed's shuffle, as a draft
 * with no given order), with a seed from the demo's own generator (the same on every run), avoiding the year's
 * earlier pairings in the Swiss rounds, as createDraft does. The current season's draw is stored confirmed beside
 * the groups it made, so the public draw page has something to reveal and verify.
 */
import { drawGroups, type DrawnGroup } from '@pokered/core/draw';
import { hashSeed, shuffledOrder } from '@pokered/core/drawRandom';
import { seededBrackets } from '@pokered/core/drawSeeding';
import { isSwissRound, type Round } from '@pokered/core/rounds';
import type { Db, Tx } from '../db/client.ts';
import { draws } from '../db/schema.ts';
import { loadDrawnRunners, loadPastPairings } from '../features/draws/queries.ts';
import type { Random } from './random.ts';

export interface DemoDraw {
  row: typeof draws.$inferInsert;
  groups: DrawnGroup[];
}

/** The draw of the current round of `options.year` after the previous round's end; written later by writeDemoDraw. */
export async function drawRound(
  db: Db,
  random: Random,
  options: { round: Round; year: number; adminId: string; drawnAt: number },
): Promise<DemoDraw> {
  const { round } = options;
  const runners = await loadDrawnRunners(db, round);
  const bracketOf = new Map(runners.map((runner) => [runner.id, runner.bracket]));
  const ids = runners.map((runner) => runner.id);
  const pastPairings = isSwissRound(round) ? await loadPastPairings(db, ids) : [];
  const seed = Array.from({ length: 64 }, () => random.int(0, 15).toString(16)).join('');
  const ordered = round === 'Round 1' ? shuffledOrder(ids, seed) : ids;
  const order = seededBrackets(round, ordered, (id) => bracketOf.get(id) ?? null);
  const { groups, repeats } = drawGroups(seed, order, pastPairings);
  const at = new Date(options.drawnAt * 1000);
  return {
    groups,
    row: {
      id: random.uuid(),
      year: options.year,
      round,
      status: 'confirmed',
      seed,
      seedHash: hashSeed(seed),
      order,
      groups,
      pastPairings,
      repeats,
      createdBy: options.adminId,
      createdAt: at,
      confirmedBy: options.adminId,
      confirmedAt: at,
    },
  };
}

export async function writeDemoDraw(tx: Tx, draw: DemoDraw): Promise<void> {
  await tx.insert(draws).values(draw.row);
}
