import { Button, List, Stack, Text } from '@mantine/core';
import type { OneOffPicksRequest } from '@pokered/core/schemas/pickems';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import type { Runner } from '../../api/runners';
import { BestTimeFields } from './BestTimeFields';
import { checkOneOff, emptyOneOff, setBestTimeField, setSlot, type OneOffValues } from './oneOffForm';
import { RunnerSelect } from './RunnerSelect';
import { RunnerSlots } from './RunnerSlots';

export interface OneOffFormProps {
  runners: readonly Runner[];
  onSubmit: (body: OneOffPicksRequest) => void;
  /** Called on every edit (the page clears an earlier error then). */
  onEdit?: () => void;
  pending: boolean;
  /** After a successful submission nothing can be sent again. */
  locked: boolean;
  initialValues?: OneOffValues;
  /** Messages shown under the button. */
  children?: ReactNode;
}

/** The one-off picks: 27 + 9 runner slots, the winner, the best-time runner and the time guess. */
export function OneOffForm({ runners, onSubmit, onEdit, pending, locked, initialValues, children }: OneOffFormProps) {
  const [values, setValues] = useState<OneOffValues>(() => initialValues ?? emptyOneOff());
  const check = checkOneOff(values);
  const update = (next: (current: OneOffValues) => OneOffValues) => {
    setValues(next);
    onEdit?.();
  };
  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check.ok && !locked) onSubmit(check.body);
  };

  return (
    <form onSubmit={send} noValidate aria-label="Tournament picks">
      <Stack gap="lg">
        <RunnerSlots
          legend="Top 27"
          description="10 points for each runner who qualifies for the playoffs."
          slots={values.selectedRunners}
          runners={runners}
          onChange={(index, id) => update((current) => setSlot(current, 'selectedRunners', index, id))}
        />
        <RunnerSlots
          legend="Top 9"
          description="20 points for each runner who reaches the Semifinals."
          slots={values.ultraSelectedRunners}
          runners={runners}
          onChange={(index, id) => update((current) => setSlot(current, 'ultraSelectedRunners', index, id))}
        />
        <Stack gap="sm" maw={480}>
          <RunnerSelect
            label="Overall winner (100 points)"
            runners={runners}
            value={values.selectedWinner}
            onChange={(id) => update((current) => ({ ...current, selectedWinner: id }))}
          />
          <RunnerSelect
            label="Best tournament time runner (50 points)"
            runners={runners}
            value={values.selectedBestTimeRunner}
            onChange={(id) => update((current) => ({ ...current, selectedBestTimeRunner: id }))}
          />
        </Stack>
        <BestTimeFields
          value={values.bestTime}
          onChange={(field, raw) => update((current) => setBestTimeField(current, field, raw))}
        />
        {!check.ok ? (
          <div aria-live="polite">
            <Text size="sm" fw={600}>
              Still needed before you can submit:
            </Text>
            <List size="sm">
              {check.problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
        <Button type="submit" disabled={!check.ok || locked} loading={pending} style={{ alignSelf: 'flex-start' }}>
          Submit Pickems
        </Button>
        {children}
      </Stack>
    </form>
  );
}
