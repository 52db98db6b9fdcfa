import { Skeleton, Stack } from '@mantine/core';

export interface LoadingSkeletonsProps {
  /** Read by screen readers while the skeletons show, e.g. 'Loading upcoming races'. */
  label: string;
  count?: number;
  height?: number;
}

/** Placeholder blocks shaped like the cards or rows that are loading. */
export function LoadingSkeletons({ label, count = 3, height = 120 }: LoadingSkeletonsProps) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <Stack gap="md">
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} height={height} radius="md" />
        ))}
      </Stack>
    </div>
  );
}
