import { SimpleGrid } from '@mantine/core';
import { WINDOW_TOP_CARDS } from '@pokered/core/listWindow';
import type { ReactNode } from 'react';
import { indicesOf, useListWindow } from '../lib/useListWindow';
import classes from './compactList.module.css';
import { ShowAll } from './ShowAll';

export interface WindowedCardsProps {
  total: number;
  /** Indices to draw first with their neighbours (the viewer's own group), -1 for none. */
  anchors?: readonly number[];
  /** The cards' name in the plural, for 'Show all {total} {noun}'. */
  noun: string;
  /** Card `index`; `focus` marks the card 'Show all' moves the focus to: give it tabIndex -1 and the ref. */
  renderCard: (index: number, focus: ((element: HTMLElement | null) => void) | undefined) => ReactNode;
  cols?: { base: number; sm?: number; md?: number; lg?: number };
}

const NO_ANCHORS: readonly number[] = [];

/**
 * A grid of cards, windowed (rules §32): the first `WINDOW_TOP_CARDS` and the anchors' neighbours, 'Show all'
 * across the grid in place of each run left out.
 */
export function WindowedCards({
  total,
  anchors = NO_ANCHORS,
  noun,
  renderCard,
  cols = { base: 1, sm: 2, lg: 3 },
}: WindowedCardsProps) {
  const view = useListWindow(total, anchors, WINDOW_TOP_CARDS);
  return (
    <SimpleGrid cols={cols} spacing="md">
      {view.parts.map((part) =>
        part.kind === 'rows' ? (
          indicesOf(part).map((index) => renderCard(index, index === view.focusIndex ? view.focusRef : undefined))
        ) : (
          <div key={`gap-${String(part.from)}`} className={classes.gridGap}>
            <ShowAll gap={part} total={total} noun={noun} onReveal={view.reveal} />
          </div>
        ),
      )}
    </SimpleGrid>
  );
}
