/**
 * "Verify this draw" (rules §13), run in the visitor's browser: the seed's SHA-256 against the hash published
 * before the groups, then the core draw recomputed from the published order, earlier pairings and seed, group by
 * group against the published groups. The draw page loads this module (and the core draw with it) only when the
 * visitor asks, so neither weighs on the page nor the shell.
 */
import { drawGroups, type DrawnGroup } from '@pokered/core/draw';
import { hashSeed, SEED_PATTERN } from '@pokered/core/drawRandom';
import type { Draw } from '@pokered/core/schemas/draws';

/** A group whose published members differ from the recomputed ones (1-based number, in draw order). */
export interface GroupDifference {
  number: number;
  recomputed: DrawnGroup | null;
  published: DrawnGroup | null;
}

export type Verification =
  | { outcome: 'no-seed' }
  | { outcome: 'hash-mismatch'; hash: string }
  | { outcome: 'matches' }
  /** The seed is right and the groups differ: explained by a hand edit when `edited`, else a mismatch. */
  | { outcome: 'differs'; edited: boolean; differences: GroupDifference[] };

const sameGroup = (a: DrawnGroup | undefined, b: DrawnGroup | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.bracket === b.bracket &&
  a.members.length === b.members.length &&
  a.members.every((id, index) => b.members[index] === id);

export function verifyDraw(
  draw: Pick<Draw, 'seed' | 'seedHash' | 'order' | 'groups' | 'pastPairings' | 'edited'>,
): Verification {
  const { seed } = draw;
  if (seed === null || !SEED_PATTERN.test(seed)) return { outcome: 'no-seed' };
  const hash = hashSeed(seed);
  if (hash !== draw.seedHash) return { outcome: 'hash-mismatch', hash };
  const recomputed = drawGroups(seed, draw.order, draw.pastPairings).groups;
  const differences: GroupDifference[] = [];
  for (let index = 0; index < Math.max(recomputed.length, draw.groups.length); index++) {
    const mine = recomputed[index];
    const theirs = draw.groups[index];
    if (!sameGroup(mine, theirs))
      differences.push({ number: index + 1, recomputed: mine ?? null, published: theirs ?? null });
  }
  if (differences.length === 0) return { outcome: 'matches' };
  return { outcome: 'differs', edited: draw.edited, differences };
}
