import { Button, List, Stack, Text } from '@mantine/core';
import type { OneOffPicksRequest } from '@pokered/core/schemas/pickems';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import type { Runner } from '../../api/runners';
import { BestTimeFields } from './BestTimeFields';
import { OneOffConfirm } from './OneOffConfirm';
import {
  checkOneOff,
  emptyOneOff,
  isFull,
  picksOf,
  pickTargetInfo,
  setBestTimeField,
  togglePick,
  type OneOffValues,
  type PickTarget,
} from './oneOffForm';
import { PickTargetControl } from './PickTargetControl';
import { RunnerPickGrid } from './RunnerPickGrid';

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

/** What the live counter says about the chosen list. */
function counterText(values: OneOffValues, target: PickTarget): string {
  const info = pickTargetInfo(target);
  const count = `${info.label}: ${String(picksOf(values, target).length)} / ${String(info.capacity)} picked.`;
  return isFull(values, target) ? `${count} The list is full: click a picked runner to take them out.` : count;
}

/**
 * The one-off picks by click: choose a list (Top 27, Top 9, Winner, Best time), click runner cards into it, guess
 * the time; Submit Pickems lists every pick in a dialog and only Confirm sends them.
 */
export function OneOffForm({ runners, onSubmit, onEdit, pending, locked, initialValues, children }: OneOffFormProps) {
  const [values, setValues] = useState<OneOffValues>(() => initialValues ?? emptyOneOff());
  const [target, setTarget] = useState<PickTarget>('selectedRunners');
  const [confirming, setConfirming] = useState(false);
  const check = checkOneOff(values);
  const update = (next: (current: OneOffValues) => OneOffValues) => {
    setValues(next);
    onEdit?.();
  };
  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check.ok && !locked) setConfirming(true);
  };
  const confirm = () => {
    setConfirming(false);
    if (check.ok && !locked) onSubmit(check.body);
  };

  return (
    <form onSubmit={send} noValidate aria-label="Tournament picks">
      <Stack gap="lg">
        <Stack gap="xs">
          <PickTargetControl values={values} target={target} onChange={setTarget} />
          <Text size="sm">{pickTargetInfo(target).description} Click a runner to add or remove them.</Text>
          <Text size="sm" fw={600} aria-live="polite">
            {counterText(values, target)}
          </Text>
        </Stack>
        <RunnerPickGrid
          runners={runners}
          values={values}
          target={target}
          disabled={locked}
          onToggle={(id) => update((current) => togglePick(current, target, id))}
        />
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
      <OneOffConfirm
        opened={confirming}
        body={check.ok ? check.body : null}
        runners={runners}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
