import { Text } from '@mantine/core';
import { NO_COMMENTATORS } from '@pokered/core/commentaryWording';
import type { Race } from '@pokered/core/schemas/races';
import { commentatorsSummary } from '../commentary';

/** "Commentators: A, B", NO_COMMENTATORS (rules §29), or in the Semifinals/Final for non-admins "Commentators: 2 signed up". */
export function Commentators({ race, viewerIsAdmin }: { race: Race; viewerIsAdmin: boolean }) {
  const summary = commentatorsSummary(race, viewerIsAdmin);
  if ('names' in summary && summary.names.length === 0) return <Text size="sm">{NO_COMMENTATORS}</Text>;
  let text: string;
  if ('count' in summary) {
    text = `${summary.count} signed up`;
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
