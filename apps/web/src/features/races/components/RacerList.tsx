import { Group, Text } from '@mantine/core';
import type { UserRef } from '@pokered/core/schemas/common';
import { Fragment } from 'react';
import { CountryFlag } from '../../../components/CountryFlag';
import { RacerLink } from '../../../components/RacerLink';

/** "🇫🇷 Alice vs 🇨🇦 Bob vs Carol": flags and bracket-coloured profile links. */
export function RacerList({ racers }: { racers: readonly UserRef[] }) {
  return (
    <Group gap={6} wrap="wrap" component="p" m={0}>
      {racers.map((racer, index) => (
        <Fragment key={racer._id}>
          {index > 0 ? (
            <Text span size="sm" c="dimmed">
              vs
            </Text>
          ) : null}
          <Group gap={4} wrap="nowrap" component="span">
            <CountryFlag code={racer.country} />
            <RacerLink
              discordUsername={racer.discordUsername}
              displayName={racer.displayName}
              bracket={racer.currentBracket}
            />
          </Group>
        </Fragment>
      ))}
    </Group>
  );
}
