import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import type { Runner } from '../../api/runners';
import { RunnerSelect } from './RunnerSelect';
import { takenElsewhere } from './oneOffForm';

export interface RunnerSlotsProps {
  /** The fieldset's legend, e.g. 'Top 27'; each slot is labelled '{legend} pick {n}'. */
  legend: string;
  description: string;
  slots: readonly string[];
  runners: readonly Runner[];
  onChange: (index: number, id: string) => void;
}

/** A numbered list of runner slots where nobody can be picked twice (their options are disabled). */
export function RunnerSlots({ legend, description, slots, runners, onChange }: RunnerSlotsProps) {
  return (
    <Fieldset legend={legend} variant="filled">
      <Text size="sm" mb="xs">
        {description}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {slots.map((value, index) => (
          <RunnerSelect
            key={index}
            label={`${legend} pick ${String(index + 1)}`}
            runners={runners}
            value={value}
            disabledIds={takenElsewhere(slots, index)}
            onChange={(id) => onChange(index, id)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
