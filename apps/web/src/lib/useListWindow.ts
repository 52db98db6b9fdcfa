import { hiddenCount, listWindow, type WindowPart } from '@pokered/core/listWindow';
import { useCallback, useMemo, useState } from 'react';

export interface ListWindow {
  /** The list cut into drawn runs and 'Show all' gaps (rules §32). */
  parts: WindowPart[];
  /** Rows left out until 'Show all'. */
  hidden: number;
  /** 'Show all': draws every row and moves the focus to `firstRevealed`, the first row of the gap pressed. */
  reveal: (firstRevealed: number) => void;
  /** The row to focus once drawn (after 'Show all'), else null. */
  focusIndex: number | null;
  /** A ref for the `focusIndex` row (give it tabIndex -1 too): focuses it as it is drawn. */
  focusRef: (element: HTMLElement | null) => void;
}

/**
 * The window of a long list (rules §32). It starts the same on the server and in the browser's first render
 * (nothing here reads the browser), so hydration matches; anchors the browser learns later (the viewer's own row)
 * join the window right after. 'Show all' works once hydrated and needs no request: the rows are in the page's data.
 */
export function useListWindow(total: number, anchors: readonly number[], top?: number): ListWindow {
  const [revealed, setRevealed] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const anchorKey = anchors.join(',');
  const parts = useMemo(
    () => listWindow(total, { anchors: anchorKey === '' ? [] : anchorKey.split(',').map(Number), top }, revealed),
    [total, anchorKey, revealed, top],
  );
  const reveal = useCallback((firstRevealed: number) => {
    setRevealed(true);
    setFocusIndex(firstRevealed);
  }, []);
  const focusRef = useCallback((element: HTMLElement | null) => {
    element?.focus();
  }, []);
  return { parts, hidden: hiddenCount(parts), reveal, focusIndex, focusRef };
}

/** The indices of a run `[from, to)`. */
export function indicesOf(part: WindowPart): number[] {
  return Array.from({ length: part.to - part.from }, (_, offset) => part.from + offset);
}

/** The gap at the end of a window, drawn after its table (a reader meets it where the rows stop); else undefined. */
export function trailingGapOf(parts: readonly WindowPart[]): WindowPart | undefined {
  const last = parts.at(-1);
  return last?.kind === 'gap' ? last : undefined;
}
