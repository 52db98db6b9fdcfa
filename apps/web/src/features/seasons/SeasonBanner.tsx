import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { SeasonSummary } from '@pokered/core/schemas/seasons';
import { Link } from 'react-router';
import { DashboardNav } from '../../components/DashboardNav';
import { paths, type SeasonSection } from '../../urls';
import { seasonHeadline } from '../../lib/pageSeason';

const SEASON_PAGES: readonly { label: string; section: SeasonSection }[] = [
  { label: 'Standings', section: 'standings' },
  { label: 'Bracket', section: 'bracket' },
  { label: 'Groups', section: 'groups' },
  { label: 'Races', section: 'races' },
  { label: 'Stats', section: 'stats' },
  { label: 'Pickems', section: 'pickems' },
  { label: 'Pickems stats', section: 'pickems/stats' },
];

/**
 * Above every page of a past season (rules §36): which season this is and its champion, that it is kept as it
 * ended (nothing can be changed), the season's other pages, and the way back to every season.
 */
export function SeasonBanner({ season }: { season: SeasonSummary }) {
  const year = String(season.year);
  return (
    // A region, not an alert: it is what the page is about, not news to announce.
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={`The ${year} season`}
      bg="var(--mantine-primary-color-light)"
    >
      <Stack gap="xs">
        <Text fw={700} size="lg">
          <span aria-hidden="true">🏆 </span>
          {seasonHeadline(season)}
        </Text>
        <Text size="sm">
          A past season, kept as it ended: nothing here can be changed.{' '}
          <Anchor component={Link} to={paths.seasons} size="sm">
            All seasons
          </Anchor>
        </Text>
        <DashboardNav
          label={`The ${year} season's pages`}
          links={SEASON_PAGES.map(({ label, section }) => ({ label, to: paths.seasonPage(season.year, section) }))}
        />
      </Stack>
    </Paper>
  );
}
