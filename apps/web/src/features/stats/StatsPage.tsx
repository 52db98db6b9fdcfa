import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatHms } from '@pokered/core/time';
import type { ReactNode } from 'react';
import { useStats, type Stats } from '../../api/stats';
import { CountryFlag } from '../../components/CountryFlag';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { BarChart, type Bar } from './BarChart';
import { bracketBars, commentatorBars, countryBars, roundBars } from './statsCharts';

const STATS_ERROR = 'Failed to load statistics.';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
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
  const topTimes: Bar[] = stats.topTimes.map((row, index) => ({
    key: row.racer._id,
    label: withFlag(row.racer.country, `${String(index + 1)}. ${row.racer.displayName}`),
    value: row.bestTime,
    text: formatHms(row.bestTime),
  }));
  const countries: Bar[] = countryBars(stats).map((bar, index) => ({
    ...bar,
    label: withFlag(stats.countryStats[index]?.country ?? null, bar.label, { decorative: true }),
  }));
  return (
    <Stack gap="lg">
      <Section id="best-times-heading" title="Best Times">
        <Chart
          caption="Fastest finish times of the tournament"
          labelHeader="Racer"
          valueHeader="Best time"
          bars={topTimes}
          empty="No times recorded yet."
        />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section id="round-average-heading" title="Average Time per Round">
          <Chart
            caption="Average finish time per round"
            labelHeader="Round"
            valueHeader="Average"
            bars={roundBars(stats)}
            empty="No times recorded yet."
          />
        </Section>
        <Section id="bracket-average-heading" title="Average Time per Bracket">
          <Chart
            caption="Average finish time per bracket"
            labelHeader="Bracket"
            valueHeader="Average"
            bars={bracketBars(stats)}
            empty="No times recorded yet."
          />
        </Section>
        <Section id="commentators-heading" title="Most Active Commentators">
          <Chart
            caption="Commentators by number of races commentated"
            labelHeader="Commentator"
            valueHeader="Races"
            bars={commentatorBars(stats)}
            empty="No commentators yet."
          />
        </Section>
        <Section id="countries-heading" title="Runners by Country">
          <Chart
            caption="Number of runners per country"
            labelHeader="Country"
            valueHeader="Runners"
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
  const stats = useStats();
  return (
    <Page title="Stats">
      {stats.isPending ? (
        <Stack gap="lg" aria-busy="true" aria-label="Loading statistics">
          <Skeleton height={220} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Skeleton height={180} />
            <Skeleton height={180} />
          </SimpleGrid>
        </Stack>
      ) : stats.isError ? (
        <ServerErrorAlert title={STATS_ERROR} error={stats.error} />
      ) : (
        <StatsContent stats={stats.data} />
      )}
    </Page>
  );
}
