import '../../styles/forms';
import { Select } from '@mantine/core';
import type { Runner } from '../../api/runners';

export interface RunnerSelectProps {
  label: string;
  runners: readonly Runner[];
  value: string;
  /** Runners chosen elsewhere in the same list: shown but not selectable. */
  disabledIds?: ReadonlySet<string>;
  onChange: (id: string) => void;
  required?: boolean;
}

/** A searchable runner choice; '' is "nobody yet". */
export function RunnerSelect({ label, runners, value, disabledIds, onChange, required = true }: RunnerSelectProps) {
  return (
    <Select
      label={label}
      placeholder="Select a runner"
      searchable
      clearable
      required={required}
      nothingFoundMessage="No runner found"
      value={value === '' ? null : value}
      onChange={(id) => onChange(id ?? '')}
      data={runners.map((runner) => ({
        value: runner._id,
        label: runner.displayName,
        disabled: disabledIds?.has(runner._id) === true && runner._id !== value,
      }))}
    />
  );
}
