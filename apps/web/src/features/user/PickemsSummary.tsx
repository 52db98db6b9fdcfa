import type { PickedRunner, PickemsView, RoundPickView } from '@pokered/core/schemas/pickems';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RacerLink } from '../../components/RacerLink';
import { cx } from '../../lib/cx';
import classes from './ProfilePage.module.css';
import { guessText } from './profileDisplay';

const NOT_SELECTED = 'Not selected';

/** A picked runner; a winning pick is green with a check mark (and says so to screen readers). */
function Pick({ runner }: { runner: PickedRunner }) {
  return (
    <span className={cx(runner.correct && classes.correct)}>
      <RacerLink
        discordUsername={runner.discordUsername}
        displayName={runner.displayName}
        className={cx(runner.correct && classes.correct)}
      />
      {runner.correct && (
        <>
          <span aria-hidden="true"> ✓</span>
          <span className="visually-hidden"> (correct)</span>
        </>
      )}
    </span>
  );
}

function Single({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fw={700} size="sm">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

function PickList({ title, picks }: { title: string; picks: readonly (PickedRunner | RoundPickView)[] }) {
  if (picks.length === 0) return null;
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      <ol className={classes.pickList}>
        {picks.map((pick) => (
          <li key={'groupId' in pick ? pick.groupId : pick._id}>
            <Pick runner={pick} />
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The Pickems summary of a profile: the one-off picks (each 'Not selected' when empty), then every
 * non-empty list of picks. Other users' round picks arrive only once their group's race has started.
 */
export function PickemsSummary({ pickems }: { pickems: PickemsView }) {
  const finalPicks = pickems.finalPick ? [pickems.finalPick] : [];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="pickems-heading">
      <Title order={2} size="h3" id="pickems-heading" mb="sm">
        Pickems
      </Title>
      <Stack gap="md">
        <Text size="sm">Points: {pickems.points}</Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Single label="Overall Winner">
            {pickems.overallWinner ? <Pick runner={pickems.overallWinner} /> : NOT_SELECTED}
          </Single>
          <Single label="Best Tournament Time">
            {pickems.bestTimeWho ? <Pick runner={pickems.bestTimeWho} /> : NOT_SELECTED}
          </Single>
          <Single label="Closest Time Guess">
            {pickems.closestTime === null ? (
              NOT_SELECTED
            ) : (
              <span className={cx(pickems.closestTimeCorrect && classes.correct)}>
                {guessText(pickems.closestTime)}
                {pickems.closestTimeCorrect && <span className="visually-hidden"> (correct)</span>}
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
        <PickList title="Final Pick" picks={finalPicks} />
      </Stack>
    </Card>
  );
}
