import { Table, Text } from '@mantine/core';
import { useLeaderboard } from '../../api/pickemsLeaderboard';
import { Page } from '../../components/Page';
import { useOwnId } from '../../auth/useOwnId';
import { ownRowProps } from '../../components/ownRow';
import { YouBadge } from '../../components/YouBadge';
import { RacerLink } from '../../components/RacerLink';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { LEADERBOARD_ERROR, NO_PLAYERS } from './pickemsMessages';

/** /pickems/leaderboard (the default): every player's name and points, best first; equal points share a rank. */
export default function LeaderboardPage() {
  const leaderboard = useLeaderboard();
  const ownId = useOwnId();
  return (
    <Page title="Leaderboard" headingLevel={2}>
      {leaderboard.isPending ? <LoadingSkeletons label="Loading the leaderboard" count={5} height={36} /> : null}
      {leaderboard.isError ? (
        <ServerErrorAlert
          title={LEADERBOARD_ERROR}
          error={leaderboard.error}
          onRetry={() => void leaderboard.refetch()}
        />
      ) : null}
      {leaderboard.isSuccess && leaderboard.data.length === 0 ? <Text>{NO_PLAYERS}</Text> : null}
      {leaderboard.isSuccess && leaderboard.data.length > 0 ? (
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
            <Table.Tbody>
              {leaderboard.data.map((entry) => (
                <Table.Tr key={entry.userId._id} {...ownRowProps(entry.userId._id === ownId)}>
                  <Table.Td>{entry.rank}</Table.Td>
                  <Table.Td>
                    <RacerLink discordUsername={entry.userId.discordUsername} displayName={entry.userId.displayName} />
                    {entry.userId._id === ownId ? (
                      <>
                        {' '}
                        <YouBadge />
                      </>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right">{entry.points}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Page>
  );
}
