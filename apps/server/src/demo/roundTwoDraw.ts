/**
 * The demo's Round 2 groups are a real group draw (rules §13): the core draw of the standings after Round 1, with
 * a seed from the demo's own generator (the same on every run), avoiding Round 1's pairings. The draw is stored
 * confirmed beside the groups it made, so the public draw page has something to reveal and verify.
 */
import { drawGroups, type DrawnGroup } from '@pokered/core/draw';
import { hashSeed } from '@pokered/core/drawRandom';
import { seededBrackets } from '@pokered/core/drawSeeding';
import type { Db, Tx } from '../db/client.ts';
import { draws } from '../db/schema.ts';
import { loadDrawnRunners, loadPastPairings } from '../features/draws/queries.ts';
import type { Random } from './random.ts';

export interface DemoDraw {
  row: typeof draws.$inferInsert;
  groups: DrawnGroup[];
}

/** Round 2's draw after Round 1's end; written later, with the groups, by writeDemoDraw. */
export async function drawRoundTwo(
  db: Db,
  random: Random,
  options: { year: number; adminId: string; drawnAt: number },
): Promise<DemoDraw> {
  const runners = await loadDrawnRunners(db, 'Round 2');
  const bracketOf = new Map(runners.map((runner) => [runner.id, runner.bracket]));
  const ids = runners.map((runner) => runner.id);
  const order = seededBrackets('Round 2', ids, (id) => bracketOf.get(id) ?? null);
  const pastPairings = await loadPastPairings(db, ids);
  const seed = Array.from({ length: 64 }, () => random.int(0, 15).toString(16)).join('');
  const { groups, repeats } = drawGroups(seed, order, pastPairings);
  const at = new Date(options.drawnAt * 1000);
  return {
    groups,
    row: {
      id: random.uuid(),
      year: options.year,
      round: 'Round 2',
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
