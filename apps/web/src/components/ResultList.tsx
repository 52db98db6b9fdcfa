import { Group, Text } from '@mantine/core';
import type { RaceResult } from '@pokered/core/schemas/races';
import { formatFinishTime } from '@pokered/core/time';
import { CountryFlag } from './CountryFlag';
import { RacerLink } from './RacerLink';

/** A race's results in placing order: "1. Alice 1:52:03.120", "3. Carol DNF". */
export function ResultList({ results }: { results: readonly RaceResult[] }) {
  return (
    <ol style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
      {results.map((result) => (
        <li key={result.racer._id}>
          <Group gap={6} wrap="wrap" component="span">
            <CountryFlag code={result.racer.country} />
            <RacerLink
              discordUsername={result.racer.discordUsername}
              displayName={result.racer.displayName}
              bracket={result.racer.currentBracket}
            />
            <Text span size="sm" ff={result.status === 'Finished' ? 'monospace' : undefined}>
              {result.status === 'Finished' ? formatFinishTime(result.finishTime) : result.status}
            </Text>
          </Group>
        </li>
      ))}
    </ol>
  );
}
