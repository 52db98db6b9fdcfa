import { NativeSelect, Skeleton } from '@mantine/core';
import { isRoundFilterValue, ROUND_FILTER_OPTIONS, type RoundFilterValue } from '../lib/useRoundFilter';

export interface RoundFilterProps {
  value: RoundFilterValue | undefined;
  onChange: (value: RoundFilterValue) => void;
}

/** The Round select of Past Races and Groups (Round 1 … Final, All). */
export function RoundFilter({ value, onChange }: RoundFilterProps) {
  if (value === undefined) {
    return (
      <div role="status">
        <span className="visually-hidden">Loading the current round</span>
        <Skeleton height={60} width={200} />
      </div>
    );
  }
  return (
    <NativeSelect
      label="Round"
      data={ROUND_FILTER_OPTIONS}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isRoundFilterValue(next)) onChange(next);
      }}
      maw={240}
    />
  );
}
