/** Who a round's draw takes and in what seeded order (rules §13), before the draw itself (draw.ts). */
import type { Bracket } from './brackets.ts';
import type { SeededBracket } from './draw.ts';
import { isSwissRound, type Round } from './rounds.ts';

/** The brackets a round draws, each apart, in this order: Swiss rounds Normal, Ascension, Exhibition; playoffs Playoffs. */
export function drawBrackets(round: Round): Bracket[] {
  return isSwissRound(round) ? ['Normal', 'Ascension', 'Exhibition'] : ['Playoffs'];
}

/**
 * Each drawn bracket's seeded list: `orderedIds` (the standings order, or Round 1's order) kept in its order and
 * split by bracket. Brackets nobody is in are left out.
 */
export function seededBrackets(
  round: Round,
  orderedIds: readonly string[],
  bracketOf: (id: string) => Bracket | null,
): SeededBracket[] {
  return drawBrackets(round)
    .map((bracket) => ({ bracket, runners: orderedIds.filter((id) => bracketOf(id) === bracket) }))
    .filter((seeded) => seeded.runners.length > 0);
}

/** Why an order the admin gave for Round 1 is not usable (every drawn runner exactly once, no one else), or null. */
export function givenOrderProblem(
  order: readonly string[],
  drawnIds: readonly string[],
  nameOf: (id: string) => string | undefined,
): string | null {
  const drawn = new Set(drawnIds);
  const seen = new Set<string>();
  for (const id of order) {
    if (!drawn.has(id)) {
      const name = nameOf(id);
      return name === undefined
        ? `The order names ${id}, who is not a runner.`
        : `The order names ${name}, who is not drawn in this round.`;
    }
    if (seen.has(id)) return `The order lists ${nameOf(id) ?? id} twice.`;
    seen.add(id);
  }
  const missing = drawnIds.find((id) => !seen.has(id));
  if (missing !== undefined)
    return `The order leaves out ${nameOf(missing) ?? missing}: list every runner of the round once.`;
  return null;
}
