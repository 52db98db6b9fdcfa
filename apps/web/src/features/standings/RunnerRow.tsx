import type { StandingsRow } from '@pokered/core/schemas/tournament';
import type { Ref } from 'react';
import { CompactFlag } from '../../components/CompactFlag';
import { CompactRacer } from '../../components/CompactRacer';
import { ListIcon } from '../../components/ListSprites';
import { cx } from '../../lib/cx';
import ownClasses from '../../components/ownRow.module.css';
import listClasses from '../../components/compactList.module.css';
import classes from './StandingsTable.module.css';
import { formatBestTime } from './standingsView';

/** Words for each status; the shape (icon) and colour come with them, never the colour alone (rules §17). */
const STATUS_LABEL = { qualified: 'Qualified', contending: 'Contending', eliminated: 'Eliminated' } as const;

function BestTime({ ms }: { ms: number | null }) {
  return ms === null ? (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr">No time</span>
    </>
  ) : (
    <>{formatBestTime(ms)}</>
  );
}

export interface RunnerRowProps {
  row: StandingsRow;
  open: boolean;
  own: boolean;
  onToggle: () => void;
  /** The row 'Show all' moves the focus to (rules §32): focusable by script and given this ref. */
  focusRef?: Ref<HTMLTableRowElement>;
}

/**
 * One runner's row: rank, flag and name with their status in words, points, tiebreaker and the details toggle.
 * Plain elements styled by the table's stylesheet by position, icons from the page's sprite: a row is its data and
 * little else (rules §32). The status explanations and bracket names are in the caption and the bracket key.
 */
export function RunnerRow({ row, open, own, onToggle, focusRef }: RunnerRowProps) {
  const detailsId = `standings-details-${row._id}`;
  return (
    <tr
      className={cx(own && ownClasses.own, open && classes.openRow, focusRef !== undefined && listClasses.revealed)}
      aria-current={own ? 'true' : undefined}
      tabIndex={focusRef === undefined ? undefined : -1}
      ref={focusRef}
    >
      <td>
        {row.rank ?? (
          <>
            <span aria-hidden="true">–</span>
            <span className="visually-hidden">Unranked</span>
          </>
        )}
      </td>
      <td>
        <div>
          <CompactFlag code={row.country} />
          <CompactRacer
            discordUsername={row.discordUsername}
            displayName={row.displayName}
            bracket={row.currentBracket}
          />
          {own ? <span className={listClasses.badge}>You</span> : null}
        </div>
        <div>
          <span data-status={row.status}>
            <ListIcon name={row.status} />
            {STATUS_LABEL[row.status]}
          </span>
          {/* rules §9: a withdrawn runner keeps their row, unranked, told in words. */}
          {row.withdrawn ? <span data-withdrawn="">Withdrawn</span> : null}
          {/* Narrow screens: the tiebreaker column folds in here rather than scroll out of sight. */}
          {/* Without a time, nothing: the Tiebreaker column says 'No time' to screen readers at every width. */}
          {row.bestTournamentTimeMilliseconds === null ? null : (
            <span>{`Best: ${formatBestTime(row.bestTournamentTimeMilliseconds)}`}</span>
          )}
        </div>
      </td>
      <td>
        {/* The BYE's meaning is in the caption: one sentence for the table, not one per row. */}
        {row.points}
        {row.bye ? <b>BYE</b> : null}
      </td>
      <td>
        <BestTime ms={row.bestTournamentTimeMilliseconds} />
      </td>
      <td>
        {/* No type: outside any form a button submits nothing (7 bytes a row saved twice over). */}
        <button
          aria-label={`Races and rank of ${row.displayName}`}
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={onToggle}
        />
      </td>
    </tr>
  );
}
