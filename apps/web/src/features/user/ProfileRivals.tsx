import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { Rival } from '@pokered/core/schemas/rivalry';
import { Link } from 'react-router';
import { recordInNumbers } from '../../lib/rivalryWording';
import { paths } from '../../urls';

/**
 * rules §30: everyone this runner met in completed races, most met first, with the record from this runner's side
 * ('vs Red: 3 ahead · 1 behind · 0 tied'), each linking to the pair's page.
 */
export function ProfileRivals({ userId, rivals }: { userId: string; rivals: readonly Rival[] }) {
  return (
    <section aria-labelledby="rivals-heading">
      <Title order={2} size="h3" id="rivals-heading" mb="sm">
        Rivals
      </Title>
      {rivals.length === 0 ? (
        <Text c="dimmed">No completed races against other runners yet.</Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {rivals.map((rival) => (
            <Text key={rival.userId} component="li" size="sm">
              <Anchor component={Link} to={paths.h2hOf(userId, rival.userId)} fw={600} inherit>
                vs {rival.displayName}
              </Anchor>
              : {recordInNumbers(rival)}{' '}
              <Text span size="sm" c="dimmed">
                ({String(rival.meetings)} {rival.meetings === 1 ? 'meeting' : 'meetings'})
              </Text>
            </Text>
          ))}
        </Stack>
      )}
    </section>
  );
}
