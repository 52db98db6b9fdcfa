import { ActionIcon, Badge, Group, Table } from '@mantine/core';
import type { StandingsRow } from '@pokered/core/schemas/tournament';
import { Fragment, lazy, Suspense, useState } from 'react';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { CountryFlag } from '../../components/CountryFlag';
import { ChevronDownIcon } from '../../components/icons';
import { useOwnId } from '../../auth/useOwnId';
import { ownRowProps } from '../../components/ownRow';
import { YouBadge } from '../../components/YouBadge';
import { RacerLink } from '../../components/RacerLink';
import { QualificationBadge } from './QualificationBadge';
import classes from './StandingsTable.module.css';
import { cutoffSeparatorIndex, formatBestTime } from './standingsView';

const COLUMNS = 5;

// Loaded when a row is first opened: the standings' first load does not carry the details (rules §17).
const RunnerDetails = lazy(() => import('./RunnerDetails').then((module) => ({ default: module.RunnerDetails })));

function BestTime({ ms }: { ms: number | null }) {
  return ms === null ? (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">No time</span>
    </>
  ) : (
    <>{formatBestTime(ms)}</>
  );
}

/** One runner's row: rank, flag and name with their status in words, points, tiebreaker, and the details toggle. */
function RunnerRow({
  row,
  open,
  own,
  onToggle,
}: {
  row: StandingsRow;
  open: boolean;
  own: boolean;
  onToggle: () => void;
}) {
  const detailsId = `standings-details-${row._id}`;
  return (
    <>
      <Table.Tr {...ownRowProps(own, open ? classes.openRow : undefined)}>
        <Table.Td className={classes.rank}>
          {row.rank ?? (
            <>
              <span aria-hidden="true">–</span>
              <span className="visually-hidden">Unranked</span>
            </>
          )}
        </Table.Td>
        <Table.Td className={classes.name}>
          <div className={classes.nameLine}>
            <CountryFlag code={row.country} />
            <RacerLink
              discordUsername={row.discordUsername}
              displayName={row.displayName}
              bracket={row.currentBracket}
            />
            {own ? <YouBadge /> : null}
          </div>
          <Group gap={6} mt={4}>
            <QualificationBadge status={row.status} />
            {/* rules §9: a withdrawn runner keeps their row, unranked, told in words. */}
            {row.withdrawn ? (
              <Badge
                size="sm"
                variant="default"
                tt="none"
                style={{ flex: 'none' }}
                title="Withdrawn from the tournament: keeps their points, not counted for the playoff cut"
              >
                Withdrawn
              </Badge>
            ) : null}
            {/* Narrow screens: the tiebreaker column folds in here rather than scroll out of sight. */}
            <span className={classes.narrowOnly}>
              Best: <BestTime ms={row.bestTournamentTimeMilliseconds} />
            </span>
          </Group>
        </Table.Td>
        <Table.Td className={classes.number}>
          <Group gap={6}>
            {/* In a span: Group drops falsy children, and 0 points must still show. */}
            <span>{row.points}</span>
            {row.bye ? (
              <Badge
                size="sm"
                variant="light"
                style={{ flex: 'none' }}
                title="Won an Ascension race: a guaranteed playoff place"
              >
                BYE
              </Badge>
            ) : null}
          </Group>
        </Table.Td>
        <Table.Td className={`${classes.number ?? ''} ${classes.wideOnly ?? ''}`}>
          <BestTime ms={row.bestTournamentTimeMilliseconds} />
        </Table.Td>
        <Table.Td className={classes.toggle}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Races and rank of ${row.displayName}`}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={onToggle}
          >
            <ChevronDownIcon className={open ? classes.chevronOpen : classes.chevron} />
          </ActionIcon>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr id={detailsId} className={classes.detailsRow}>
          <Table.Td colSpan={COLUMNS}>
            <Suspense
              fallback={<LoadingSkeletons label={`Loading ${row.displayName}'s races`} count={2} height={24} />}
            >
              <RunnerDetails userId={row._id} displayName={row.displayName} />
            </Suspense>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

/**
 * Rank, name with status, points and tiebreaker time; a line marks the playoff cutoff. Each row opens the
 * runner's races and the reason for their rank (rules §17). Narrow screens fold the tiebreaker into the name cell.
 */
export function StandingsTable({ rows, cutoffRank }: { rows: readonly StandingsRow[]; cutoffRank: number }) {
  const separatorAfter = cutoffSeparatorIndex(rows, cutoffRank);
  const ownId = useOwnId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) => {
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };
  return (
    <Table withRowBorders verticalSpacing="xs" horizontalSpacing="xs" className={classes.table}>
      <caption className="visually-hidden">
        Tournament standings. Runners above the playoff cutoff line qualify for the playoffs. Each runner's status says
        whether they are sure of a playoff place (Qualified), out of reach of it (Eliminated) or still Contending.
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
      <Table.Tbody>
        {rows.map((row, index) => (
          <Fragment key={row._id}>
            <RunnerRow
              row={row}
              open={openIds.has(row._id)}
              own={row._id === ownId}
              onToggle={() => {
                toggle(row._id);
              }}
            />
            {index === separatorAfter ? (
              <Table.Tr className={classes.cutoff} data-testid="cutoff-separator">
                <Table.Td colSpan={COLUMNS}>
                  <span className="visually-hidden">Playoff cutoff</span>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}
