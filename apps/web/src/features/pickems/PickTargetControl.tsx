import { SegmentedControl } from '@mantine/core';
import { PICK_TARGETS, picksOf, type OneOffValues, type PickTarget } from './oneOffForm';

export interface PickTargetControlProps {
  values: OneOffValues;
  target: PickTarget;
  onChange: (target: PickTarget) => void;
}

const isTarget = (value: string): value is PickTarget => PICK_TARGETS.some((info) => info.target === value);

/** Which list a click on a runner card fills: Top 27 / Top 9 / Winner / Best time, each with its count. */
export function PickTargetControl({ values, target, onChange }: PickTargetControlProps) {
  return (
    <SegmentedControl
      fullWidth
      aria-label="Picking for"
      value={target}
      onChange={(value) => {
        if (isTarget(value)) onChange(value);
      }}
      data={PICK_TARGETS.map((info) => ({
        value: info.target,
        label: (
          <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.25 }}>
            <span style={{ fontWeight: 600 }}>{info.label}</span>{' '}
            <span>{`${String(picksOf(values, info.target).length)} / ${String(info.capacity)}`}</span>
          </span>
        ),
      }))}
    />
  );
}
