import { Fieldset, Flex, NativeSelect, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { isResultStatus, RESULT_STATUSES, type RecordedResult, type ResultStatus } from '@pokered/core/results';
import { FINISH_TIME_FIELDS, type FinishTime } from '@pokered/core/time';
import { useId, type ClipboardEvent, type KeyboardEvent } from 'react';
import { parsePastedFinishTime, readTimeFieldText, stepTimeField } from './timeFieldText';

const TIME_LABELS: Record<keyof FinishTime, string> = {
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  milliseconds: 'Ms',
};

/** The DNF order NumberInput's value as a number: '' (cleared) and partial input such as '-' read as NaN. */
function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

export interface RacerResultFieldsProps {
  racerName: string;
  result: RecordedResult;
  onStatus: (status: ResultStatus) => void;
  onTimeField: (field: keyof FinishTime, value: number) => void;
  /** A whole time pasted into any of the four fields. */
  onFinishTime: (finishTime: FinishTime) => void;
  onDnfOrder: (order: number | null) => void;
}

/** One racer's status, and their time (Finished) or DNF order (DNF). */
export function RacerResultFields({
  racerName,
  result,
  onStatus,
  onTimeField,
  onFinishTime,
  onDnfOrder,
}: RacerResultFieldsProps) {
  const pasteHintId = useId();
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
          <div style={{ flex: 1 }}>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              {FINISH_TIME_FIELDS.map((field) => (
                <TimeFieldInput
                  key={field}
                  field={field}
                  value={result.finishTime[field]}
                  describedBy={pasteHintId}
                  onValue={(value) => onTimeField(field, value)}
                  onFinishTime={onFinishTime}
                />
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt={4} id={pasteHintId}>
              Paste a whole time such as 1:50:12.345 into any field to fill all four.
            </Text>
          </div>
        ) : null}
      </Flex>
    </Fieldset>
  );
}

interface TimeFieldInputProps {
  field: keyof FinishTime;
  value: number;
  describedBy: string;
  onValue: (value: number) => void;
  onFinishTime: (finishTime: FinishTime) => void;
}

/**
 * One time field. A text input whose text is always the number the form holds: every keystroke, step and
 * paste is turned into that number at once (wrapped, rules §20) and React writes it back, so the field can
 * never show one number while the form sends another (Mantine's NumberInput kept its own text when the wrapped
 * value did not change: typing 5 into Hours showing 0 left '05' on screen while the form held, and sent, 0).
 */
function TimeFieldInput({ field, value, describedBy, onValue, onFinishTime }: TimeFieldInputProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    onValue(stepTimeField(field, value, event.key === 'ArrowUp' ? 1 : -1));
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    const time = parsePastedFinishTime(text);
    event.preventDefault();
    // A whole time fills the four fields; anything else replaces this field's number (not inserted at the caret:
    // pasting 345 after the 0 shown must give 345, not 3450).
    if (time) onFinishTime(time);
    else onValue(readTimeFieldText(field, text, value));
  };
  return (
    <TextInput
      label={TIME_LABELS[field]}
      inputMode="numeric"
      autoComplete="off"
      aria-describedby={describedBy}
      value={String(value)}
      onChange={(event) => onValue(readTimeFieldText(field, event.currentTarget.value, value))}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
    />
  );
}
