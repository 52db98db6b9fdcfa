import { Table } from '@mantine/core';
import type { StandingsRow } from '@pokered/core/schemas/tournament';
import { Fragment, lazy, Suspense, useState } from 'react';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { useOwnId } from '../../auth/useOwnId';
import { ShowAll, WindowedTableRows } from '../../components/ShowAll';
import { trailingGapOf, useListWindow } from '../../lib/useListWindow';
import { cx } from '../../lib/cx';
import listClasses from '../../components/compactList.module.css';
import { RunnerRow } from './RunnerRow';
import classes from './StandingsTable.module.css';
import { cutoffSeparatorIndex } from './standingsView';

const COLUMNS = 5;

// Loaded when a row is first opened: the standings' first load does not carry the details (rules §17).
const RunnerDetails = lazy(() => import('./RunnerDetails').then((module) => ({ default: module.RunnerDetails })));

/**
 * Rank, name with status, points and tiebreaker time; a line marks the playoff cutoff. Each row opens the
 * runner's races and the reason for their rank (rules §17). Narrow screens fold the tiebreaker into the name cell.
 * A long table is windowed (rules §32): the top, the rows around the cutoff line and the viewer's own row first,
 * 'Show all' in place of the rest.
 */
export function StandingsTable({ rows, cutoffRank }: { rows: readonly StandingsRow[]; cutoffRank: number }) {
  const separatorAfter = cutoffSeparatorIndex(rows, cutoffRank);
  const ownId = useOwnId();
  const ownIndex = ownId === '' ? -1 : rows.findIndex((row) => row._id === ownId);
  const view = useListWindow(rows.length, [separatorAfter, ownIndex]);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) => {
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };
  const renderRow = (index: number) => {
    const row = rows[index];
    if (row === undefined) return null;
    const open = openIds.has(row._id);
    const detailsId = `standings-details-${row._id}`;
    return (
      <Fragment key={row._id}>
        <RunnerRow
          row={row}
          open={open}
          own={row._id === ownId}
          onToggle={() => {
            toggle(row._id);
          }}
          focusRef={index === view.focusIndex ? view.focusRef : undefined}
        />
        {open ? (
          <tr id={detailsId} className={classes.detailsRow}>
            <td colSpan={COLUMNS}>
              <Suspense
                fallback={<LoadingSkeletons label={`Loading ${row.displayName}'s races`} count={2} height={24} />}
              >
                <RunnerDetails userId={row._id} displayName={row.displayName} />
              </Suspense>
            </td>
          </tr>
        ) : null}
        {index === separatorAfter ? (
          <tr className={classes.cutoff} data-testid="cutoff-separator">
            <td colSpan={COLUMNS}>
              <span className="visually-hidden">Playoff cutoff</span>
            </td>
          </tr>
        ) : null}
      </Fragment>
    );
  };
  const trailingGap = trailingGapOf(view.parts);
  return (
    <>
      <Table withRowBorders verticalSpacing="xs" horizontalSpacing="xs" className={classes.table}>
        <caption className="visually-hidden">
          Tournament standings. Runners above the playoff cutoff line qualify for the playoffs. Each runner's status
          says whether they are sure of a playoff place (Qualified), out of reach of it (Eliminated) or still
          Contending. A BYE is a guaranteed playoff place, won in an Ascension race.
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rank</Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Points</Table.Th>
            <Table.Th scope="col" className={classes.wideOnly}>
              Tiebreaker
            </Table.Th>
            <Table.Th scope="col">
              <span className="visually-hidden">Details</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <tbody className={cx(classes.rows, listClasses.racers)}>
          <WindowedTableRows
            parts={view.parts}
            columns={COLUMNS}
            renderRow={renderRow}
            total={rows.length}
            noun="runners"
            onReveal={view.reveal}
          />
        </tbody>
      </Table>
      {trailingGap ? <ShowAll gap={trailingGap} total={rows.length} noun="runners" onReveal={view.reveal} /> : null}
    </>
  );
}
