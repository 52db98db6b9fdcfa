import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StandingsRow } from '@pokered/core/schemas/tournament';
import { Fragment } from 'react';
import { CountryFlag } from '../../components/CountryFlag';
import { RacerLink } from '../../components/RacerLink';
import { bestTournamentTime, formatBestTime } from './standingsView';

/** The year's best tournament time and the runner(s) who set it. */
export function BestTimePanel({ rows }: { rows: readonly StandingsRow[] }) {
  const best = bestTournamentTime(rows);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="best-time-title">
      <Stack gap={4}>
        <Title order={2} size="h4" id="best-time-title">
          Best Tournament Time
        </Title>
        <Text size="xl" fw={700} ff="monospace">
          {best ? formatBestTime(best.ms) : 'No times recorded'}
        </Text>
        {best ? (
          <Group gap={6} wrap="wrap">
            {best.runners.map((runner, index) => (
              <Fragment key={runner._id}>
                {index > 0 ? <Text span>and</Text> : null}
                <Group gap={4} component="span" wrap="nowrap">
                  <CountryFlag code={runner.country} />
                  <RacerLink
                    discordUsername={runner.discordUsername}
                    displayName={runner.displayName}
                    bracket={runner.currentBracket}
                  />
                </Group>
              </Fragment>
            ))}
          </Group>
        ) : (
          <Text>No runner recorded</Text>
        )}
      </Stack>
    </Card>
  );
}
