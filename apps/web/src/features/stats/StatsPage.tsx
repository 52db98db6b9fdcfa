import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { NO_COMMENTATORS } from '@pokered/core/commentaryWording';
import type { ReactNode } from 'react';
import { useStats, type Stats } from '../../api/stats';
import { BarChart, type Bar } from '../../components/BarChart';
import { BracketChip } from '../../components/BracketChip';
import { CountryFlag } from '../../components/CountryFlag';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { SeasonPicker } from '../../components/SeasonPicker';
import { seasonTitle, usePageSeason } from '../../lib/pageSeason';
import { bestTimeBars, bracketBars, commentatorBars, countryBars, roundBars } from './statsCharts';

const STATS_ERROR = 'Failed to load statistics.';
const GAP_HEADERS = ['Behind the fastest'];
const GAP_NOTE = 'Each bar is the gap to the fastest: the shortest bar is the fastest.';

function Section({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb={note ? 4 : 'sm'}>
        {title}
      </Title>
      {note ? (
        <Text size="sm" mb="sm">
          {note}
        </Text>
      ) : null}
      {children}
    </Card>
  );
}

function Chart({ empty, ...props }: { empty: string } & Parameters<typeof BarChart>[0]) {
  if (props.bars.length === 0) return <Text c="dimmed">{empty}</Text>;
  return <BarChart {...props} />;
}

/**
 * A label with the flag of `code` before it. When the label already is the country's name, the flag is
 * decoration: hidden from screen readers, which would otherwise read the name twice (axe image-redundant-alt).
 */
function withFlag(code: string | null, text: string, { decorative = false } = {}): ReactNode {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
      {decorative ? (
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          <CountryFlag code={code} />
        </span>
      ) : (
        <CountryFlag code={code} />
      )}
      {text}
    </span>
  );
}

function StatsContent({ stats }: { stats: Stats }) {
  const topTimes: Bar[] = bestTimeBars(stats).map((bar, index) => ({
    ...bar,
    label: withFlag(stats.topTimes[index]?.racer.country ?? null, bar.label),
  }));
  const brackets: Bar[] = bracketBars(stats).map((bar) => ({
    ...bar,
    label: (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          <BracketChip bracket={bar.key} />
        </span>
        {bar.label}
      </span>
    ),
  }));
  const countries: Bar[] = countryBars(stats).map((bar, index) => ({
    ...bar,
    label: withFlag(stats.countryStats[index]?.country ?? null, bar.label, { decorative: true }),
  }));
  return (
    <Stack gap="lg">
      <Section id="best-times-heading" title="Best Times" note={GAP_NOTE}>
        <Chart
          caption="Fastest finish times of the tournament, and how far each is behind the fastest"
          labelHeader="Racer"
          valueHeaders={['Best time', ...GAP_HEADERS]}
          bars={topTimes}
          empty="No times recorded yet."
        />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section id="round-average-heading" title="Average Time per Round" note={GAP_NOTE}>
          <Chart
            caption="Average finish time per round, and how far each is behind the fastest round"
            labelHeader="Round"
            valueHeaders={['Average', ...GAP_HEADERS]}
            bars={roundBars(stats)}
            empty="No times recorded yet."
          />
        </Section>
        <Section id="bracket-average-heading" title="Average Time per Bracket" note={GAP_NOTE}>
          <Chart
            caption="Average finish time per bracket, and how far each is behind the fastest bracket"
            labelHeader="Bracket"
            valueHeaders={['Average', ...GAP_HEADERS]}
            bars={brackets}
            empty="No times recorded yet."
          />
        </Section>
        <Section id="commentators-heading" title="Most Active Commentators">
          <Chart
            caption="Commentators by number of races commentated"
            labelHeader="Commentator"
            valueHeaders={['Races']}
            bars={commentatorBars(stats)}
            empty={NO_COMMENTATORS}
          />
        </Section>
        <Section id="countries-heading" title="Runners by Country">
          <Chart
            caption="Number of runners per country"
            labelHeader="Country"
            valueHeaders={['Runners']}
            bars={countries}
            empty="No runners yet."
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

/** /stats: best times, averages per round and bracket, commentators, runners by country (times HH:MM:SS). */
export default function StatsPage() {
  const season = usePageSeason();
  const stats = useStats(season);
  return (
    <Page title="Stats" documentTitle={seasonTitle('stats', season)}>
      <SeasonPicker section="stats" />
      {stats.isPending ? (
        <Stack gap="lg" aria-busy="true" aria-label="Loading statistics">
          <Skeleton height={220} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Skeleton height={180} />
            <Skeleton height={180} />
          </SimpleGrid>
        </Stack>
      ) : stats.isError ? (
        <ServerErrorAlert
          title={STATS_ERROR}
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <StatsContent stats={stats.data} />
      )}
    </Page>
  );
}
