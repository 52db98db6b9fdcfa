import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { NOTHING_TO_DO, organiserTasks, type OrganiserTaskKind } from '@pokered/core/organiserTasks';
import type { OrganiserTodo } from '@pokered/core/schemas/home';
import { Link } from 'react-router';
import { paths } from '../../urls';
import { raceName } from './homeView';

/** Where each task is done, and what the link says. */
const WHERE: Record<OrganiserTaskKind, { to: string; label: string }> = {
  awaitingResults: { to: paths.admin.recordResults, label: 'Record results' },
  unscheduledGroups: { to: paths.admin.endRound, label: 'Open the round checklist' },
  roundReady: { to: paths.admin.endRound, label: 'End the round' },
  failedNotifications: { to: paths.admin.notifications, label: 'See the Discord deliveries' },
  unsentNotifications: { to: paths.admin.notifications, label: 'See the Discord deliveries' },
};

const listStyle = { margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: '0.75rem' } as const;

/** The first few races or groups behind a task, so the organiser sees who is waiting without a click. */
function Examples({ kind, todo }: { kind: OrganiserTaskKind; todo: OrganiserTodo }) {
  const names =
    kind === 'awaitingResults'
      ? todo.awaitingResults.races.map((race) => raceName(race))
      : kind === 'unscheduledGroups'
        ? todo.unscheduledGroups.groups.map(
            (group) =>
              `Group ${String(group.groupNumber)}: ${group.members.map((member) => member.displayName).join(', ')}`,
          )
        : [];
  if (names.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {names.join(' · ')}
    </Text>
  );
}

/** rules §29: an organiser's Home leads with what needs doing, each task linking to where it is done. */
export function OrganiserCard({ todo }: { todo: OrganiserTodo }) {
  const tasks = organiserTasks(todo);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="home-organiser-heading">
      <Title order={3} size="h4" id="home-organiser-heading" mb="xs">
        What needs doing
      </Title>
      {tasks.length === 0 ? (
        <Text>{NOTHING_TO_DO}</Text>
      ) : (
        <ul style={listStyle} aria-label="What needs doing">
          {tasks.map((task) => (
            <li key={task.kind}>
              <Stack gap={2}>
                <Text>{task.text}</Text>
                <Examples kind={task.kind} todo={todo} />
                <Anchor component={Link} to={WHERE[task.kind].to} underline="always" fw={600}>
                  {WHERE[task.kind].label}
                </Anchor>
              </Stack>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
