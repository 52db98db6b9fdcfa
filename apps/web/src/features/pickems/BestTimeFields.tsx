import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import { FINISH_TIME_FIELDS, type FinishTime } from '@pokered/core/time';

const LABELS: Record<keyof FinishTime, string> = {
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  milliseconds: 'Milliseconds',
};

export interface BestTimeFieldsProps {
  value: FinishTime;
  onChange: (field: keyof FinishTime, raw: string) => void;
}

/**
 * The best tournament time guess; each input wraps around at its ends (rules §20). Native number inputs on
 * purpose: React puts the wrapped value back into the field even when it equals the previous one (typing
 * 1000 ms over 0 shows 0), which Mantine's formatted NumberInput does not.
 */
export function BestTimeFields({ value, onChange }: BestTimeFieldsProps) {
  return (
    <Fieldset legend="Best tournament time guess" variant="filled">
      <Text size="sm" mb="xs" id="best-time-hint">
        At least 1 hour: hours 1-2, minutes and seconds 0-59, milliseconds 0-999.
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        {FINISH_TIME_FIELDS.map((field) => (
          <TextInput
            key={field}
            type="number"
            inputMode="numeric"
            step={1}
            label={LABELS[field]}
            aria-describedby="best-time-hint"
            value={value[field]}
            // No min/max: stepping past either end must reach the handler to wrap around.
            onChange={(event) => onChange(field, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
