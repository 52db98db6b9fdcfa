import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { UngroupedRunner } from '../../../api/roundChecklist';
import { WithdrawalButton } from '../../../components/WithdrawalButton';
import { paths } from '../../../urls';
import { DoneNotice } from '../../../components/DoneNotice';

/**
 * The active runners of the round's brackets who are in no group (rules §8): each with a Withdraw button, and a
 * link to Create Groups to put them in one instead.
 */
export function UngroupedRunners({ runners, swiss }: { runners: readonly UngroupedRunner[]; swiss: boolean }) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      <Text size="sm">
        {runners.length === 0
          ? 'Every runner of the round is in a group.'
          : swiss
            ? 'These runners are in no group this round. Group them, or withdraw those who left the tournament.'
            : 'These playoff runners are in no group this round: ending the round puts them out of the playoffs.'}{' '}
        <Anchor component={Link} to={paths.admin.createGroups}>
          Create Groups
        </Anchor>
      </Text>
      <DoneNotice message={done} onClose={() => setDone(null)} />
      {runners.length > 0 ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Runners in no group">
          {runners.map((runner) => (
            <Card key={runner._id} withBorder padding="xs" component="li">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm">
                  <Text span fw={600}>
                    {runner.displayName}
                  </Text>{' '}
                  ({runner.currentBracket ?? 'no bracket'})
                </Text>
                <WithdrawalButton runner={runner} action="withdraw" onDone={setDone} />
              </Group>
            </Card>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
