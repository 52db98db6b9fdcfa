import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { PickCount, PickemsStats } from '@pokered/core/schemas/pickems';
import { usePickemsStats } from '../../api/pickemsStats';
import { CountryFlag } from '../../components/CountryFlag';
import { Page } from '../../components/Page';
import { RacerLink } from '../../components/RacerLink';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import classes from './Picks.module.css';
import { STATS_ERROR } from './pickemsMessages';

const ROUND_LISTS: readonly { title: string; key: keyof PickemsStats['topPicksByRound'] }[] = [
  { title: 'Round 1 Picks', key: 'round1Picks' },
  { title: 'Round 2 Picks', key: 'round2Picks' },
  { title: 'Round 3 Picks', key: 'round3Picks' },
  { title: 'Quarterfinals Picks', key: 'quarterFinalsPicks' },
  { title: 'Semifinals Picks', key: 'semiFinalsPicks' },
  { title: 'Final Picks', key: 'finalPick' },
];

const picksText = (count: number): string => (count === 1 ? '1 pick' : `${String(count)} picks`);

function CountList({ title, entries }: { title: string; entries: readonly PickCount[] }) {
  return (
    <Card withBorder padding="md" component="section">
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm">No picks yet.</Text>
      ) : (
        <ol className={classes.list}>
          {entries.map((entry) => (
            <li key={entry._id}>
              <CountryFlag code={entry.country} />{' '}
              <RacerLink
                discordUsername={entry.discordUsername}
                displayName={entry.displayName}
                bracket={entry.currentBracket}
              />{' '}
              <Text span size="sm">
                ({picksText(entry.count)})
              </Text>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** /pickems/stats: what the players picked most, for each one-off list and each round. */
export default function PickemsStatsPage() {
  const stats = usePickemsStats();
  return (
    <Page title="Pickems Stats" headingLevel={2}>
      {stats.isPending ? <LoadingSkeletons label="Loading Pickems stats" count={4} height={120} /> : null}
      {stats.isError ? (
        <ServerErrorAlert title={STATS_ERROR} error={stats.error} onRetry={() => void stats.refetch()} />
      ) : null}
      {stats.isSuccess ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <CountList title="Most Picked Winners" entries={stats.data.topOverallWinners} />
          <CountList title="Best Time Picks" entries={stats.data.topBestTimePicks} />
          <CountList title="Top 27 Picks" entries={stats.data.top27Picks} />
          <CountList title="Top 9 Picks" entries={stats.data.top9Picks} />
          {ROUND_LISTS.map((list) => (
            <CountList key={list.key} title={list.title} entries={stats.data.topPicksByRound[list.key]} />
          ))}
        </SimpleGrid>
      ) : null}
    </Page>
  );
}
