import { Alert, Button, Code, Group as Row, Stack, Text } from '@mantine/core';
import type { DrawnGroup } from '@pokered/core/draw';
import type { Draw } from '@pokered/core/schemas/draws';
import { useEffect, useMemo, useState } from 'react';
import { DraftGroups } from './DraftGroups';
import { checkPlacement, repeatedPairs, swapSeats, type Seat } from './drawEditing';

export interface DraftEditorProps {
  draft: Draw;
  nameOf: (id: string) => string;
  busy: boolean;
  onSave: (groups: DrawnGroup[]) => void;
  onConfirm: () => void;
  onDrop: () => void;
}

/**
 * A draft draw (rules §13): the seed's hash first, then the groups by bracket, which the admin rearranges by
 * swapping two runners (pick one, then the one to swap with; Escape lets go), with a live check in words;
 * then Save, Confirm (after a confirmation step) or Drop.
 */
export function DraftEditor({ draft, nameOf, busy, onSave, onConfirm, onDrop }: DraftEditorProps) {
  const [groups, setGroups] = useState<DrawnGroup[]>(draft.groups);
  const [selected, setSelected] = useState<Seat | null>(null);
  const [said, setSaid] = useState('');
  const [confirming, setConfirming] = useState(false);
  const dirty = JSON.stringify(groups) !== JSON.stringify(draft.groups);
  const check = useMemo(() => checkPlacement(draft.order, groups, nameOf), [draft.order, groups, nameOf]);
  const repeats = useMemo(() => repeatedPairs(groups, draft.pastPairings), [groups, draft.pastPairings]);

  useEffect(() => {
    if (selected === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setSelected(null);
      setSaid('Selection cleared.');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selected]);

  const pick = (seat: Seat) => {
    const name = nameOf(groups[seat.group]?.members[seat.position] ?? '');
    if (selected === null || selected.group === seat.group) {
      const same = selected?.group === seat.group && selected.position === seat.position;
      setSelected(same ? null : seat);
      setSaid(
        same
          ? 'Selection cleared.'
          : `${name} (Group ${String(seat.group + 1)}) selected: choose a runner in another group to swap with, or press Escape.`,
      );
      return;
    }
    const other = nameOf(groups[selected.group]?.members[selected.position] ?? '');
    setGroups(swapSeats(groups, selected, seat));
    setSaid(
      `Swapped ${other} (now Group ${String(seat.group + 1)}) and ${name} (now Group ${String(selected.group + 1)}).`,
    );
    setSelected(null);
    setConfirming(false);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text fw={700} size="lg">
          Seed hash (SHA-256), public in the draw history since this draft was made:
        </Text>
        <Code
          block
          data-testid="seed-hash"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', fontSize: '1.1rem' }}
        >
          {draft.seedHash}
        </Code>
      </Stack>
      <Text>
        Draft of {draft.round}: {groups.length} groups
        {draft.edited ? ', edited by hand' : ''}.{' '}
        {repeats.length === 0
          ? 'No pairing repeats an earlier race.'
          : `${String(repeats.length)} pairing(s) repeat an earlier race:`}
      </Text>
      {repeats.length > 0 ? (
        <Stack gap={2} component="ul" style={{ margin: 0 }}>
          {repeats.map(({ group, pair: [a, b] }) => (
            <li key={`${a}-${b}`}>
              Group {group + 1}: {nameOf(a)} and {nameOf(b)} raced each other before.
            </li>
          ))}
        </Stack>
      ) : null}
      <Text size="sm">
        To swap two runners, choose one, then the runner in another group to swap with (Escape lets go).
      </Text>
      <Text size="sm" role="status" aria-live="polite" data-testid="swap-status">
        {said}
      </Text>
      <DraftGroups
        groups={groups}
        nameOf={nameOf}
        selected={selected}
        onPick={pick}
        repeatGroups={new Set(repeats.map((repeat) => repeat.group))}
      />
      {/* The heading is body-coloured text: a green Alert title misses the contrast ratio on its light background. */}
      <Alert color={check.ok ? 'green' : 'red'} variant="light">
        <Text size="sm" fw={700}>
          {check.ok ? 'Placement check: OK' : 'Placement check: problem'}
        </Text>
        <Text size="sm">{check.message}</Text>
      </Alert>
      <Row gap="sm">
        <Button onClick={() => onSave(groups)} disabled={!dirty || !check.ok} loading={busy}>
          Save changes
        </Button>
        <Button variant="default" onClick={() => setGroups(draft.groups)} disabled={!dirty || busy}>
          Undo unsaved changes
        </Button>
        <Button color="green" onClick={() => setConfirming(true)} disabled={dirty || busy || confirming}>
          Confirm draw
        </Button>
        <Button color="red" variant="outline" onClick={onDrop} disabled={busy} aria-describedby="drop-draft-note">
          Drop draft
        </Button>
      </Row>
      <Text size="sm" id="drop-draft-note">
        Every draft stays on record: a dropped one is shown to everyone with its seed and groups, and the confirmed draw
        says how many drafts came before it.
      </Text>
      {dirty ? <Text size="sm">Save or undo your changes before confirming.</Text> : null}
      {confirming ? (
        <Alert color="yellow" variant="light">
          <Text size="sm" fw={700}>
            Confirm this draw?
          </Text>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              This creates all {groups.length} groups of {draft.round} at once and publishes the seed. A confirmed draw
              cannot be edited or dropped.
            </Text>
            <Row gap="sm">
              <Button color="green" onClick={onConfirm} loading={busy}>
                Yes, confirm the draw
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
                Cancel
              </Button>
            </Row>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
