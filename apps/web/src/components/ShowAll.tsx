import { Button } from '@mantine/core';
import type { WindowPart } from '@pokered/core/listWindow';
import type { ReactNode } from 'react';
import { indicesOf, trailingGapOf } from '../lib/useListWindow';
import classes from './compactList.module.css';

export interface ShowAllProps {
  /** The gap this marker stands for. */
  gap: WindowPart;
  /** Every row of the list, for 'Show all {total} {noun}'. */
  total: number;
  /** The rows' name in the plural: 'runners', 'players', 'races', 'groups'. */
  noun: string;
  onReveal: (firstRevealed: number) => void;
}

/**
 * Where a windowed list leaves rows out (rules §32): how many, and 'Show all', in the list's flow so that a reader
 * (or Ctrl+F) meets it before the list ends.
 */
export function ShowAll({ gap, total, noun, onReveal }: ShowAllProps) {
  return (
    <div className={classes.showAll}>
      <span>{`${String(gap.to - gap.from)} more ${noun} here.`}</span>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => {
          onReveal(gap.from);
        }}
      >
        {`Show all ${String(total)} ${noun}`}
      </Button>
    </div>
  );
}

/** `ShowAll` as a table row spanning `columns`. */
export function ShowAllRow({ columns, ...props }: ShowAllProps & { columns: number }) {
  return (
    <tr className={classes.gapRow} data-window-gap="">
      <td colSpan={columns}>
        <ShowAll {...props} />
      </td>
    </tr>
  );
}

/**
 * A windowed table's body rows (rules §32): each drawn run through `renderRow`, each gap inside the list as a
 * `ShowAllRow`; the trailing gap is left to the caller, after the table (`trailingGapOf`).
 */
export function WindowedTableRows({
  parts,
  columns,
  renderRow,
  ...showAll
}: Omit<ShowAllProps, 'gap'> & {
  parts: readonly WindowPart[];
  columns: number;
  renderRow: (index: number) => ReactNode;
}) {
  const trailingGap = trailingGapOf(parts);
  return parts.map((part) =>
    part.kind === 'rows' ? (
      indicesOf(part).map(renderRow)
    ) : part === trailingGap ? null : (
      <ShowAllRow key={`gap-${String(part.from)}`} columns={columns} gap={part} {...showAll} />
    ),
  );
}
