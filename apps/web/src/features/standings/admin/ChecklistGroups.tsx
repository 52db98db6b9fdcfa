import { Anchor, Badge, Card, Group, List, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { GROUP_RACE_STATES, type GroupRaceState } from '@pokered/core/raceSchedule';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ChecklistGroup } from '../../../api/roundChecklist';
import { GroupRaceForm } from '../../../components/GroupRaceForm';
import { RacerLink } from '../../../components/RacerLink';
import { paths } from '../../../urls';
import { STATE_LABELS } from './checklistStates';

const STATE_COLORS: Record<GroupRaceState, string> = {
  unscheduled: 'gray',
  scheduled: 'blue',
  live: 'grape',
  'awaiting-results': 'orange',
  completed: 'green',
};

/** What the admin does about a group in each state, and where. */
function GroupAction({ group }: { group: ChecklistGroup }) {
  const race = group.raceId;
  if (group.state === 'unscheduled' || race === null) {
    return (
      <Text size="sm" c="dimmed">
        No race scheduled yet: nothing to record. Remind the group to agree a time and submit it, or book it for them.
      </Text>
    );
  }
  if (group.state === 'awaiting-results') {
    return (
      <Anchor component={Link} to={paths.admin.recordResults} size="sm">
        Record Results for group {group.groupNumber}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={paths.races.detail(race)} size="sm">
      {group.state === 'completed' ? 'View the result' : 'Open the race'} of group {group.groupNumber}
    </Anchor>
  );
}

function GroupCard({ group }: { group: ChecklistGroup }) {
  return (
    <Card withBorder padding="sm" component="article" aria-labelledby={`checklist-group-${group._id}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} id={`checklist-group-${group._id}`}>
            Group {group.groupNumber}
            {group.bracket ? ` · ${group.bracket}` : ''}
          </Text>
          <Badge variant="dot" color={STATE_COLORS[group.state]}>
            {STATE_LABELS[group.state]}
          </Badge>
        </Group>
        <List
          size="sm"
          spacing={2}
          listStyleType="none"
          pl={0}
          aria-label={`Members of group ${String(group.groupNumber)}`}
        >
          {group.members.map((member) => (
            <List.Item key={member._id}>
              <RacerLink discordUsername={member.discordUsername} displayName={member.displayName} />
            </List.Item>
          ))}
        </List>
        <GroupAction group={group} />
        {group.state === 'unscheduled' ? (
          <GroupRaceForm groupId={group._id} groupNumber={group.groupNumber} members={group.members} />
        ) : null}
      </Stack>
    </Card>
  );
}

type StateFilter = GroupRaceState | 'all';

/** Every group of the round, in sections by the state of its race, with a filter to one state. */
export function ChecklistGroups({ groups }: { groups: readonly ChecklistGroup[] }) {
  const [filter, setFilter] = useState<StateFilter>('all');
  const counts = new Map(GROUP_RACE_STATES.map((state) => [state, groups.filter((g) => g.state === state).length]));
  const shown = GROUP_RACE_STATES.filter((state) => (filter === 'all' || filter === state) && counts.get(state));
  return (
    <Stack gap="sm">
      <NativeSelect
        label="Show groups"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value as StateFilter)}
        data={[
          { value: 'all', label: `All states (${String(groups.length)})` },
          ...GROUP_RACE_STATES.map((state) => ({
            value: state,
            label: `${STATE_LABELS[state]} (${String(counts.get(state) ?? 0)})`,
          })),
        ]}
        maw={280}
      />
      {shown.length === 0 ? <Text size="sm">No group is in this state.</Text> : null}
      {shown.map((state) => (
        <section key={state} aria-labelledby={`checklist-state-${state}`}>
          <Stack gap="xs">
            <Title order={4} id={`checklist-state-${state}`}>
              {STATE_LABELS[state]} ({counts.get(state)})
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {groups
                .filter((group) => group.state === state)
                .map((group) => (
                  <GroupCard key={group._id} group={group} />
                ))}
            </SimpleGrid>
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
