import { Text } from '@mantine/core';
import type { Race } from '@pokered/core/schemas/races';
import { commentatorsSummary } from '../commentary';

/** "Commentators: A, B", "Commentators: none yet", or in the Semifinals/Final for non-admins "Commentators: 2 signed up". */
export function Commentators({ race, viewerIsAdmin }: { race: Race; viewerIsAdmin: boolean }) {
  const summary = commentatorsSummary(race, viewerIsAdmin);
  let text: string;
  if ('count' in summary) {
    text = `${summary.count} signed up`;
  } else if (summary.names.length === 0) {
    text = race.completed ? 'none' : 'none yet';
  } else {
    text = summary.names.join(', ');
  }
  return (
    <Text size="sm">
      <Text span fw={600} size="sm">
        Commentators:
      </Text>{' '}
      {text}
    </Text>
  );
}
