import type { Trophy } from '@pokered/core/schemas/profile';
import { Card, Title } from '@mantine/core';

/** The 'Tournament Achievements' section: one line per hall-of-fame place (emoji, year, position). */
export function TournamentAchievements({ trophies }: { trophies: readonly Trophy[] }) {
  if (trophies.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="achievements-heading">
      <Title order={2} size="h3" id="achievements-heading" mb="sm">
        Tournament Achievements
      </Title>
      <ul>
        {trophies.map((trophy) => (
          <li key={`${String(trophy.year)}-${trophy.position}`}>
            <span aria-hidden="true">{trophy.emoji}</span> {trophy.year}: {trophy.position} place
          </li>
        ))}
      </ul>
    </Card>
  );
}
