import { Anchor, Badge, Card, Group, Text, Title } from '@mantine/core';
import type { SeasonSummary } from '@pokered/core/schemas/seasons';
import type { PastResult } from '@pokered/core/schemas/stats';
import { formatTime } from '@pokered/core/time';
import { Link } from 'react-router';
import { seasonSectionPath } from '../../lib/pageSeason';

const PODIUM = [
  { medal: 'gold', emoji: '🥇', label: 'Gold' },
  { medal: 'silver', emoji: '🥈', label: 'Silver' },
  { medal: 'bronze', emoji: '🥉', label: 'Bronze' },
] as const;

const STATUS_WORDS: Record<SeasonSummary['status'], string> = {
  upcoming: 'Upcoming',
  running: 'Under way',
  completed: 'Completed',
};

/** Gold, silver and bronze of a year, as the hall of fame records them. */
export function Podium({ result }: { result: PastResult }) {
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {PODIUM.map(({ medal, emoji, label }) => (
        <li key={medal}>
          <Text size="sm">
            <span aria-hidden="true">{emoji}</span> <strong>{label}:</strong>{' '}
            {result[medal].name.trim() || 'Not awarded'}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** One season of the site: its status, champion, podium, runners, races and best time, and a link to its pages. */
export function SeasonCard({
  season,
  podium,
  currentYear,
}: {
  season: SeasonSummary;
  podium: PastResult | undefined;
  currentYear: number | undefined;
}) {
  const year = String(season.year);
  const headingId = `season-${year}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Group gap="sm" mb="xs">
        <Title order={2} id={headingId}>
          {year}
        </Title>
        <Badge variant="light" color={season.current ? 'blue' : 'gray'}>
          {season.current ? `Current season · ${STATUS_WORDS[season.status]}` : STATUS_WORDS[season.status]}
        </Badge>
      </Group>
      <Text>
        <span aria-hidden="true">🏆 </span>
        <strong>Champion:</strong> {season.champion?.displayName ?? 'Not decided yet'}
      </Text>
      {podium ? <Podium result={podium} /> : null}
      <Text size="sm" mt="xs">
        {`${String(season.runners)} ${season.runners === 1 ? 'runner' : 'runners'} · ${String(season.races)} ${
          season.races === 1 ? 'race' : 'races'
        } · ${season.bestTimeMs === null ? 'no best time yet' : `best time ${formatTime(season.bestTimeMs)}`}`}
      </Text>
      <Anchor component={Link} to={seasonSectionPath(season.year, currentYear, 'standings')} mt="xs" fw={600}>
        The {year} season's standings, bracket, groups and races
      </Anchor>
    </Card>
  );
}

/** A year before the site: its podium only. */
export function EarlierYearCard({ result }: { result: PastResult }) {
  const year = String(result.tournamentYear);
  const headingId = `season-before-${year}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId} mb="xs">
        {year}
      </Title>
      <Podium result={result} />
    </Card>
  );
}
