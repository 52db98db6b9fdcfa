import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { PickCount, PickemsStats } from '@pokered/core/schemas/pickems';
import { pickShare } from '@pokered/core/statsFigures';
import { usePickemsStats } from '../../api/pickemsStats';
import { BarChart, type Bar } from '../../components/BarChart';
import { CompactFlag } from '../../components/CompactFlag';
import { CompactRacer } from '../../components/CompactRacer';
import listClasses from '../../components/compactList.module.css';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { STATS_ERROR } from './pickemsMessages';
import { SeasonPicker } from '../../components/SeasonPicker';
import { seasonTitle, usePageSeason } from '../../lib/pageSeason';

const ROUND_LISTS: readonly { title: string; key: keyof PickemsStats['topPicksByRound'] }[] = [
  { title: 'Round 1 Picks', key: 'round1Picks' },
  { title: 'Round 2 Picks', key: 'round2Picks' },
  { title: 'Round 3 Picks', key: 'round3Picks' },
  { title: 'Quarterfinals Picks', key: 'quarterFinalsPicks' },
  { title: 'Semifinals Picks', key: 'semiFinalsPicks' },
  { title: 'Final Picks', key: 'finalPick' },
];

/** "12 of 20": the picks beside the players who could make them. */
const picksText = (entry: PickCount): string => `${String(entry.count)} of ${String(entry.players)}`;

/** Each runner as a bar of the share of players who picked them (out of 100 %), the share and the count in text. */
function shareBars(entries: readonly PickCount[]): Bar[] {
  return entries.map((entry, index) => {
    const share = pickShare(entry.count, entry.players);
    const players = entry.players === 1 ? 'player' : 'players';
    return {
      key: entry._id,
      // The compact racer of the long lists (rules §32): ten lists of runners, 76 rows with the demo data.
      label: (
        <span className={listClasses.racers}>
          {`${String(index + 1)}. `}
          <CompactFlag code={entry.country} />
          <CompactRacer
            discordUsername={entry.discordUsername}
            displayName={entry.displayName}
            bracket={entry.currentBracket}
          />
        </span>
      ),
      value: share,
      texts: [`${String(share)}%`, picksText(entry)],
      title: `${picksText(entry)} ${players} picked ${entry.displayName}`,
    };
  });
}

function CountList({ id, title, entries }: { id: string; title: string; entries: readonly PickCount[] }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" mb="xs" id={id}>
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm">No picks yet.</Text>
      ) : (
        <BarChart
          caption={`${title}: the share of players who picked each runner, and how many picked them`}
          labelHeader="Runner"
          valueHeaders={['Share', 'Picks']}
          bars={shareBars(entries)}
          scale={100}
        />
      )}
    </Card>
  );
}

/**
 * /pickems/stats: what the players picked most, for each one-off list and each round, as the share of the players
 * who could make the pick (rules §10), with the count in text.
 */
export default function PickemsStatsPage() {
  const season = usePageSeason();
  const stats = usePickemsStats(season);
  return (
    <Page title="Pickems Stats" headingLevel={2} documentTitle={seasonTitle('Pickems stats', season)}>
      <SeasonPicker section="pickems/stats" />
      {stats.isPending ? <LoadingSkeletons label="Loading Pickems stats" count={4} height={120} /> : null}
      {stats.isError ? (
        <ServerErrorAlert title={STATS_ERROR} error={stats.error} onRetry={() => void stats.refetch()} />
      ) : null}
      {stats.isSuccess ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <CountList id="picks-winners" title="Most Picked Winners" entries={stats.data.topOverallWinners} />
          <CountList id="picks-best-time" title="Best Time Picks" entries={stats.data.topBestTimePicks} />
          <CountList id="picks-top27" title="Top 27 Picks" entries={stats.data.top27Picks} />
          <CountList id="picks-top9" title="Top 9 Picks" entries={stats.data.top9Picks} />
          {ROUND_LISTS.map((list) => (
            <CountList
              key={list.key}
              id={`picks-${list.key}`}
              title={list.title}
              entries={stats.data.topPicksByRound[list.key]}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </Page>
  );
}
