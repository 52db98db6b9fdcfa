/** The words of the draw history (rules §28): how a draw is named and summed up. */
import type { Draw } from '@pokered/core/schemas/draws';

/** "no earlier draft" / "1 earlier draft" / "3 earlier drafts". */
export function earlierDrafts(count: number): string {
  if (count === 0) return 'no earlier draft';
  return count === 1 ? '1 earlier draft' : `${String(count)} earlier drafts`;
}

/** How a draw's title names it: only the confirmed draw is the round's group draw. */
export function drawTitle(draw: Pick<Draw, 'round' | 'status'>): string {
  if (draw.status === 'confirmed') return `${draw.round} Group Draw`;
  return `${draw.round} Group Draw (${draw.status === 'dropped' ? 'dropped draft' : 'draft'})`;
}
