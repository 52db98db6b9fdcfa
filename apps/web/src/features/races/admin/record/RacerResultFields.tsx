import '../../../../styles/forms';
import { Fieldset, Flex, NativeSelect, NumberInput, SimpleGrid } from '@mantine/core';
import { isResultStatus, RESULT_STATUSES, type RecordedResult, type ResultStatus } from '@pokered/core/results';
import { FINISH_TIME_FIELDS, type FinishTime } from '@pokered/core/time';

const TIME_LABELS: Record<keyof FinishTime, string> = {
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  milliseconds: 'Ms',
};

/** A NumberInput value as a number: '' (cleared) and partial input such as '-' read as NaN. */
function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

export interface RacerResultFieldsProps {
  racerName: string;
  result: RecordedResult;
  onStatus: (status: ResultStatus) => void;
  onTimeField: (field: keyof FinishTime, value: number) => void;
  onDnfOrder: (order: number | null) => void;
}

/** One racer's status, and their time (Finished) or DNF order (DNF). */
export function RacerResultFields({ racerName, result, onStatus, onTimeField, onDnfOrder }: RacerResultFieldsProps) {
  return (
    <Fieldset legend={racerName} variant="filled" p="sm">
      <Flex direction={{ base: 'column', xs: 'row' }} gap="xs" align={{ base: 'stretch', xs: 'flex-start' }}>
        <NativeSelect
          miw={130}
          label="Status"
          data={RESULT_STATUSES}
          value={result.status}
          onChange={(event) => {
            const status = event.currentTarget.value;
            if (isResultStatus(status)) onStatus(status);
          }}
        />
        {result.status === 'DNF' ? (
          <NumberInput
            label="DNF order"
            w={{ base: '100%', xs: 160 }}
            title="1 = the best of the racers who did not finish"
            min={1}
            max={3}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={result.dnfOrder ?? ''}
            onChange={(value) => {
              const order = toNumber(value);
              onDnfOrder(Number.isNaN(order) ? null : order);
            }}
          />
        ) : null}
        {result.status === 'Finished' ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" style={{ flex: 1 }}>
            {FINISH_TIME_FIELDS.map((field) => (
              <NumberInput
                key={field}
                label={TIME_LABELS[field]}
                allowDecimal={false}
                value={result.finishTime[field]}
                // No min/max here: stepping below 0 or above the top must reach the handler to wrap around.
                onChange={(value) => onTimeField(field, toNumber(value))}
              />
            ))}
          </SimpleGrid>
        ) : null}
      </Flex>
    </Fieldset>
  );
}
