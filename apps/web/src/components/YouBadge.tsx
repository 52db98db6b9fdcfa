import { Badge } from '@mantine/core';

/** "You", beside the viewer's own name in a ranking: the own-row highlight in words (rules §19, `ownRow.ts`). */
export function YouBadge() {
  return (
    <Badge size="sm" variant="default" tt="none" style={{ flex: 'none' }}>
      You
    </Badge>
  );
}
