import type { Race } from '@pokered/core/schemas/races';
import { NO_COMMENTATORS } from '@pokered/core/commentaryWording';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RacerLink } from '../../components/RacerLink';
import { cx } from '../../lib/cx';
import { useDateTimeStyle } from '../../lib/useDateTimeStyle';
import { paths } from '../../urls';
import classes from './ProfilePage.module.css';
import { raceDateTime, racesBySeason } from './profileDisplay';

function RaceCard({ race }: { race: Race }) {
  const racers = [race.racer1, race.racer2, race.racer3].filter((racer) => racer !== null);
  const style = useDateTimeStyle();
  return (
    <Card withBorder padding="sm" component="li" className={cx(race.cancelled && classes.cancelled)}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Anchor component={Link} to={paths.races.detail(race._id)} fw={600}>
          {raceDateTime(race.raceDateTime, style)}
        </Anchor>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {race.round}
          </Badge>
          {race.cancelled && (
            <Badge color="dark" variant="filled">
              Cancelled
            </Badge>
          )}
        </Group>
      </Group>
      <Text size="sm" mt={4} component="div">
        Racers:{' '}
        <ul className={classes.inlineList}>
          {racers.map((racer) => (
            <li key={racer._id}>
              <RacerLink
                discordUsername={racer.discordUsername}
                displayName={racer.displayName}
                bracket={racer.currentBracket}
              />
            </li>
          ))}
        </ul>
      </Text>
      {race.commentators.length === 0 && race.commentatorCount === 0 ? (
        <Text size="sm">{NO_COMMENTATORS}</Text>
      ) : (
        <Text size="sm" component="div">
          Commentators:{' '}
          {race.commentators.length > 0 ? (
            <ul className={classes.inlineList}>
              {race.commentators.map((commentator) => (
                <li key={commentator._id}>
                  <RacerLink discordUsername={commentator.discordUsername} displayName={commentator.displayName} />
                </li>
              ))}
            </ul>
          ) : (
            `${String(race.commentatorCount)} signed up`
          )}
        </Text>
      )}
    </Card>
  );
}

/** One season's races, under a heading of its year. */
function SeasonRaces({ id, year, races }: { id: string; year: number; races: readonly Race[] }) {
  const headingId = `${id}-${String(year)}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        {year} season
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {races.map((race) => (
          <RaceCard key={race._id} race={race} />
        ))}
      </Stack>
    </section>
  );
}

/** A titled list of races grouped by season, newest season first (rules §37), each newest first as the server sends them. */
export function ProfileRaces({
  id,
  title,
  races,
  empty,
}: {
  id: string;
  title: string;
  races: readonly Race[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {races.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="md">
          {racesBySeason(races).map((season) => (
            <SeasonRaces key={season.year} id={id} year={season.year} races={season.races} />
          ))}
        </Stack>
      )}
    </section>
  );
}
