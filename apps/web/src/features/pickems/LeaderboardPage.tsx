import { Table, Text } from '@mantine/core';
import type { LeaderboardEntry } from '@pokered/core/schemas/pickems';
import { Link } from 'react-router';
import { useLeaderboard } from '../../api/pickemsLeaderboard';
import { Page } from '../../components/Page';
import { useOwnId } from '../../auth/useOwnId';
import { ownRowProps } from '../../components/ownRow';
import { YouBadge } from '../../components/YouBadge';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { ShowAll, WindowedTableRows } from '../../components/ShowAll';
import { cx } from '../../lib/cx';
import { trailingGapOf, useListWindow } from '../../lib/useListWindow';
import listClasses from '../../components/compactList.module.css';
import { paths } from '../../urls';
import classes from './Leaderboard.module.css';
import { SeasonPicker } from '../../components/SeasonPicker';
import { seasonTitle, usePageSeason } from '../../lib/pageSeason';
import { LEADERBOARD_ERROR, NO_PLAYERS } from './pickemsMessages';

const COLUMNS = 3;

/**
 * The players by points, windowed (rules §32): the top and the viewer's own row first, 'Show all' for the rest.
 * Rows are plain cells with a plain link, styled by the table's stylesheet.
 */
function LeaderboardTable({ entries }: { entries: readonly LeaderboardEntry[] }) {
  const ownId = useOwnId();
  const ownIndex = ownId === '' ? -1 : entries.findIndex((entry) => entry.userId._id === ownId);
  const view = useListWindow(entries.length, [ownIndex]);
  const trailingGap = trailingGapOf(view.parts);
  const renderRow = (index: number) => {
    const entry = entries[index];
    if (entry === undefined) return null;
    const own = entry.userId._id === ownId;
    const focus = index === view.focusIndex;
    const { className, ...ownProps } = ownRowProps(own);
    return (
      <tr
        key={entry.userId._id}
        {...ownProps}
        className={cx(className, focus && listClasses.revealed)}
        tabIndex={focus ? -1 : undefined}
        ref={focus ? view.focusRef : undefined}
      >
        <td>{entry.rank}</td>
        <td>
          <Link to={paths.user.byUsername(entry.userId.discordUsername)} discover="none">
            {entry.userId.displayName}
          </Link>
          {own ? (
            <>
              {' '}
              <YouBadge />
            </>
          ) : null}
        </td>
        <td>{entry.points}</td>
      </tr>
    );
  };
  return (
    <>
      <Table.ScrollContainer minWidth={280}>
        <Table withRowBorders verticalSpacing="xs" maw={560}>
          <caption className="visually-hidden">Pickems leaderboard: players by points</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Rank</Table.Th>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col" ta="right">
                Points
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <tbody className={classes.rows}>
            <WindowedTableRows
              parts={view.parts}
              columns={COLUMNS}
              renderRow={renderRow}
              total={entries.length}
              noun="players"
              onReveal={view.reveal}
            />
          </tbody>
        </Table>
      </Table.ScrollContainer>
      {trailingGap ? <ShowAll gap={trailingGap} total={entries.length} noun="players" onReveal={view.reveal} /> : null}
    </>
  );
}

/** /pickems/leaderboard (the default): every player's name and points, best first; equal points share a rank. */
export default function LeaderboardPage() {
  const season = usePageSeason();
  const leaderboard = useLeaderboard(season);
  return (
    <Page title="Leaderboard" headingLevel={2} documentTitle={seasonTitle('Pickems leaderboard', season)}>
      <SeasonPicker section="pickems" />
      {leaderboard.isPending ? <LoadingSkeletons label="Loading the leaderboard" count={5} height={36} /> : null}
      {leaderboard.isError ? (
        <ServerErrorAlert
          title={LEADERBOARD_ERROR}
          error={leaderboard.error}
          onRetry={() => void leaderboard.refetch()}
        />
      ) : null}
      {leaderboard.isSuccess && leaderboard.data.length === 0 ? <Text>{NO_PLAYERS}</Text> : null}
      {leaderboard.isSuccess && leaderboard.data.length > 0 ? <LeaderboardTable entries={leaderboard.data} /> : null}
    </Page>
  );
}
