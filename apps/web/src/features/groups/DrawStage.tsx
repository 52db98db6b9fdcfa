import { Button, Group as Row, Stack, Text } from '@mantine/core';
import type { DrawnGroup } from '@pokered/core/draw';
import { useEffect, useState } from 'react';
import colorClasses from '../../components/bracketColors.module.css';
import { bracketStyle } from '../../components/bracketStyle';
import classes from './DrawPage.module.css';
import { revealStepForKey, stepRevealed } from './drawReveal';

export interface DrawStageProps {
  groups: readonly DrawnGroup[];
  nameOf: (id: string) => string;
  /** The streaming overlay: the stage alone, stepped by key or click (no buttons on the stream). */
  overlay?: boolean;
}

function GroupReveal({
  group,
  number,
  nameOf,
  large,
}: {
  group: DrawnGroup;
  number: number;
  nameOf: (id: string) => string;
  large: boolean;
}) {
  return (
    <div className={large ? classes.current : classes.earlier}>
      <p className={classes.groupTitle}>
        Group {number} ·{' '}
        <span className={colorClasses.colored} style={bracketStyle(group.bracket)}>
          {group.bracket} bracket
        </span>
      </p>
      <ol className={classes.members}>
        {group.members.map((id) => (
          <li key={id}>{nameOf(id)}</li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The reveal for the draw stream (rules §13): no group at first, then one more per step. Space or → (or a click on
 * the stage, or the button) steps forward, ← or Backspace back; the newest group in large type above the earlier ones.
 */
export function DrawStage({ groups, nameOf, overlay = false }: DrawStageProps) {
  const [revealed, setRevealed] = useState(0);
  const total = groups.length;
  const step = (by: number) => setRevealed((current) => stepRevealed(current, by, total));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target.tagName : '';
      const by = revealStepForKey({
        key: event.key,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        targetTag: target,
      });
      if (by === 0) return;
      event.preventDefault();
      setRevealed((current) => stepRevealed(current, by, total));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total]);

  const newest = groups[revealed - 1];
  const status =
    revealed === 0
      ? `No group revealed yet: ${String(total)} to come.`
      : `Group ${String(revealed)} of ${String(total)} revealed.`;

  return (
    <Stack gap="md">
      {overlay ? null : (
        <>
          <Row gap="sm">
            <Button variant="default" onClick={() => step(-1)} disabled={revealed === 0}>
              Previous
            </Button>
            <Button onClick={() => step(1)} disabled={revealed === total}>
              {revealed === 0
                ? 'Reveal group 1'
                : revealed === total
                  ? 'All groups revealed'
                  : `Reveal group ${String(revealed + 1)}`}
            </Button>
          </Row>
          <Text size="sm" className={classes.hint}>
            Space or → reveals the next group, ← or Backspace goes back; a click on the stage reveals too.
          </Text>
        </>
      )}
      {/* The buttons and keys above are the accessible way to step; the click is a convenience for the streamer. */}
      <div className={classes.stage} onClick={() => step(1)} data-testid="draw-stage">
        <p className={classes.counter} role="status" aria-live="polite">
          {status}
        </p>
        {newest ? <GroupReveal group={newest} number={revealed} nameOf={nameOf} large /> : null}
      </div>
      {revealed > 1 ? (
        <section aria-label="Groups revealed earlier" className={classes.earlierList}>
          {groups
            .slice(0, revealed - 1)
            .map((group, index) => ({ group, number: index + 1 }))
            .reverse()
            .map(({ group, number }) => (
              <GroupReveal key={number} group={group} number={number} nameOf={nameOf} large={false} />
            ))}
        </section>
      ) : null}
    </Stack>
  );
}
