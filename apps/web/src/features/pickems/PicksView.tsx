import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PickedRunner, PickemsView, RoundPickView } from '@pokered/core/schemas/pickems';
import { formatTime } from '@pokered/core/time';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { PickedRunnerName } from './PickedRunnerName';
import classes from './Picks.module.css';

const NOT_SELECTED = 'Not selected';

function Single({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Card>
  );
}

function PickList({ title, picks }: { title: string; picks: readonly (PickedRunner | RoundPickView)[] }) {
  if (picks.length === 0) return null;
  return (
    <section>
      <Title order={3} size="h4" mb={4}>
        {title}
      </Title>
      <ol className={classes.list}>
        {picks.map((pick) => (
          <li key={'groupId' in pick ? pick.groupId : pick._id}>
            {'groupNumber' in pick ? `Group ${String(pick.groupNumber)}: ` : null}
            <PickedRunnerName runner={pick} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Every pick of a player, correct ones in green; lists that are empty are left out. */
export function PicksView({ pickems }: { pickems: PickemsView }) {
  return (
    <Stack gap="lg">
      <Text fw={600}>Points: {pickems.points}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Single label="Overall Winner">
          {pickems.overallWinner ? <PickedRunnerName runner={pickems.overallWinner} /> : NOT_SELECTED}
        </Single>
        <Single label="Best Tournament Time">
          {pickems.bestTimeWho ? <PickedRunnerName runner={pickems.bestTimeWho} /> : NOT_SELECTED}
        </Single>
        <Single label="Closest Time Guess">
          {pickems.closestTime === null ? (
            NOT_SELECTED
          ) : (
            <span className={cx(pickems.closestTimeCorrect && classes.correct)}>
              {formatTime(pickems.closestTime)}
              {pickems.closestTimeCorrect ? (
                <>
                  <span aria-hidden="true"> ✓</span>
                  <span className="visually-hidden"> (correct)</span>
                </>
              ) : null}
            </span>
          )}
        </Single>
      </SimpleGrid>
      <PickList title="Top 27" picks={pickems.top27} />
      <PickList title="Top 9" picks={pickems.top9} />
      <PickList title="Round 1 Picks" picks={pickems.round1Picks} />
      <PickList title="Round 2 Picks" picks={pickems.round2Picks} />
      <PickList title="Round 3 Picks" picks={pickems.round3Picks} />
      <PickList title="Quarterfinals Picks" picks={pickems.quarterFinalsPicks} />
      <PickList title="Semifinals Picks" picks={pickems.semiFinalsPicks} />
      <PickList title="Final Pick" picks={pickems.finalPick ? [pickems.finalPick] : []} />
    </Stack>
  );
}
