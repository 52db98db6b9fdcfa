import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { ordinal } from '@pokered/core/standingsReason';
import { finishTimeToMs } from '@pokered/core/time';
import { Link } from 'react-router';
import { useStandingsDetail } from '../../api/standingsDetail';
import { BracketChip } from '../../components/BracketChip';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { paths } from '../../urls';
import { usePageSeason } from '../../lib/pageSeason';
import classes from './StandingsTable.module.css';
import { formatBestTime } from './standingsView';

export const DETAILS_LOAD_ERROR = "Error fetching this runner's races";
export const NO_SWISS_RACES = 'No completed Swiss race yet.';

/**
 * An opened standings row (rules §17): why the runner ranks there, then their Swiss races one by one so the points
 * add up in front of the reader. Three columns, each wrapping its words, so that it reads at 360 px without a
 * sideways scroll.
 */
export function RunnerDetails({ userId, displayName }: { userId: string; displayName: string }) {
  const detail = useStandingsDetail(userId, true, usePageSeason());

  if (detail.isPending) return <LoadingSkeletons label={`Loading ${displayName}'s races`} count={2} height={24} />;
  if (detail.isError)
    return <ServerErrorAlert title={DETAILS_LOAD_ERROR} error={detail.error} onRetry={() => void detail.refetch()} />;

  const { races, reason } = detail.data;
  return (
    <Stack gap="xs" className={classes.details}>
      <Text size="sm" fw={600}>
        {reason}
      </Text>
      {races.length === 0 ? (
        <Text size="sm">{NO_SWISS_RACES}</Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={4} fz="sm" className={classes.racesTable}>
          <caption className="visually-hidden">{displayName}'s Swiss races and their points</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Race</Table.Th>
              <Table.Th scope="col">Result</Table.Th>
              <Table.Th scope="col" className={classes.number}>
                Points
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {races.map((race) => (
              <Table.Tr key={race.raceId}>
                <Table.Td>
                  <Anchor component={Link} to={paths.races.detail(race.raceId)} fw={600}>
                    {race.round}
                  </Anchor>
                  {race.bracket ? (
                    <Text span size="xs" className={classes.raceBracket}>
                      <BracketChip bracket={race.bracket} />
                      <span aria-hidden="true">{race.bracket}</span>
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {ordinal(race.place)}
                  {', '}
                  {race.status === 'Finished' ? (
                    <span className={classes.number}>{formatBestTime(finishTimeToMs(race.finishTime))}</span>
                  ) : (
                    race.status
                  )}
                </Table.Td>
                <Table.Td className={classes.number}>
                  {/* In a span: 0 points must still show beside a BYE. */}
                  <span>{race.points}</span>
                  {race.bye ? (
                    <Badge size="xs" variant="light" ml={6} title="Won an Ascension race: a guaranteed playoff place">
                      BYE
                    </Badge>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
