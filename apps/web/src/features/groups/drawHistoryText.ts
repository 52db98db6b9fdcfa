/** The words of the draw history (rules §28): how a draw is named and summed up. */
import type { Draw } from '@pokered/core/schemas/draws';
import { formatDate, isoToEpochSeconds, type DateTimeStyle } from '@pokered/core/dateTime';

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

/** The one line the draw history list gives each draw. */
export function drawHistoryLine(draw: Draw, style: DateTimeStyle): string {
  const date = (iso: string) => formatDate(isoToEpochSeconds(iso) ?? 0, style);
  if (draw.status === 'confirmed')
    return [
      `${String(draw.groups.length)} groups`,
      draw.confirmedAt ? `confirmed ${date(draw.confirmedAt)}` : null,
      draw.edited ? 'edited by hand after the draw' : null,
      `${earlierDrafts(draw.draftsBefore)} of this round dropped`,
    ]
      .filter((part) => part !== null)
      .join(', ');
  if (draw.status === 'dropped')
    return `Made ${date(draw.createdAt)}, dropped${draw.droppedAt ? ` ${date(draw.droppedAt)}` : ''}: never used`;
  return `Made ${date(draw.createdAt)}, not confirmed yet: its groups appear once it is confirmed or dropped`;
}
