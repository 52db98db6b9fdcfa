/**
 * The draw history (rules §13, §28): what everyone sees of a draw, and how many drafts came before it. A seed
 * commitment binds the admin only if every draft is on record from the moment it is made: otherwise drafts could be
 * dropped and drawn again unseen until the groups suit, and the public would still see one verifiable draw.
 */
import type { DrawStatus } from './schemas/draws.ts';

/** The seed is revealed once the draft can no longer become the round's groups any other way: confirmed or dropped. */
export function revealsSeed(status: DrawStatus): boolean {
  return status !== 'draft';
}

/**
 * Whether the viewer sees the groups (and the `order` and `pastPairings` they come from): always once the seed is
 * revealed; before that, admins only, since an open draft's groups are the round's secret until confirmed on stream.
 */
export function showsGroups(status: DrawStatus, viewerIsAdmin: boolean): boolean {
  return revealsSeed(status) || viewerIsAdmin;
}

export interface DrawMade {
  id: string;
  status: DrawStatus;
  /** Epoch milliseconds. */
  createdAt: number;
}

/**
 * How many other drafts of the same round `draw` follows. A confirmed draw follows every other draft of its round
 * (all were dropped: made before it, or dropped when it was confirmed, after which no draft can be made); any other
 * draw follows those made before it (ties by id, so two drafts of one instant are counted once each way).
 */
export function draftsBefore(draw: DrawMade, sameRound: readonly DrawMade[]): number {
  return sameRound.filter(
    (other) =>
      other.id !== draw.id &&
      (draw.status === 'confirmed' ||
        other.createdAt < draw.createdAt ||
        (other.createdAt === draw.createdAt && other.id < draw.id)),
  ).length;
}
