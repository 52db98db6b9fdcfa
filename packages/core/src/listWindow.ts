/**
 * Which rows of a long list a server-rendered page draws first (rules §32): the top of the list, a few rows around
 * each anchor (the playoff cut line, the viewer's own row) and a 'Show all' marker in place of every run of rows
 * left out. The rest is drawn in the browser on request, from the data the page already holds.
 */

/** The rows every windowed list draws from its top. */
export const WINDOW_TOP = 25;
/** The cards a windowed list of cards (groups, past races) draws from its top: a card holds several rows' worth. */
export const WINDOW_TOP_CARDS = 12;
/** The rows drawn on each side of an anchor (the cut line, the viewer's row). */
export const WINDOW_AROUND = 2;
/**
 * A list that would leave out fewer rows than this is drawn whole, and so is a run of fewer left-out rows between
 * two shown ones: a 'Show all' marker there would save less than it costs.
 */
export const WINDOW_MIN_HIDDEN = 5;

/** A run of rows `[from, to)`: drawn (`rows`) or left out and marked by 'Show all' (`gap`). */
export interface WindowPart {
  kind: 'rows' | 'gap';
  from: number;
  to: number;
}

export interface WindowOptions {
  /** Indices (0-based) to draw with their neighbours; out-of-range ones (-1 for "none") are ignored. */
  anchors?: readonly number[];
  top?: number;
  around?: number;
}

/**
 * The list of `total` rows cut into drawn runs and gaps, in order. `revealed` (after 'Show all') draws every row;
 * so does a list whose gaps together hold fewer than `WINDOW_MIN_HIDDEN` rows.
 */
export function listWindow(total: number, options: WindowOptions = {}, revealed = false): WindowPart[] {
  if (total <= 0) return [];
  const top = options.top ?? WINDOW_TOP;
  const around = options.around ?? WINDOW_AROUND;
  const shown = new Array<boolean>(total).fill(false);
  for (let index = 0; index < Math.min(top, total); index += 1) shown[index] = true;
  for (const anchor of options.anchors ?? []) {
    if (!Number.isInteger(anchor) || anchor < 0 || anchor >= total) continue;
    for (let index = Math.max(0, anchor - around); index <= Math.min(total - 1, anchor + around); index += 1) {
      shown[index] = true;
    }
  }
  const parts = runs(shown);
  // A short run between two drawn ones is drawn too.
  for (const part of parts) {
    if (part.kind === 'gap' && part.to < total && part.to - part.from < WINDOW_MIN_HIDDEN) part.kind = 'rows';
  }
  const hidden = parts.reduce((sum, part) => sum + (part.kind === 'gap' ? part.to - part.from : 0), 0);
  if (revealed || hidden < WINDOW_MIN_HIDDEN) return [{ kind: 'rows', from: 0, to: total }];
  return merge(parts);
}

function runs(shown: readonly boolean[]): WindowPart[] {
  const parts: WindowPart[] = [];
  shown.forEach((isShown, index) => {
    const kind = isShown ? 'rows' : 'gap';
    const last = parts.at(-1);
    if (last?.kind === kind) last.to = index + 1;
    else parts.push({ kind, from: index, to: index + 1 });
  });
  return parts;
}

function merge(parts: readonly WindowPart[]): WindowPart[] {
  const merged: WindowPart[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last?.kind === part.kind) last.to = part.to;
    else merged.push({ ...part });
  }
  return merged;
}

/** How many rows the window leaves out. */
export function hiddenCount(parts: readonly WindowPart[]): number {
  return parts.reduce((sum, part) => sum + (part.kind === 'gap' ? part.to - part.from : 0), 0);
}
