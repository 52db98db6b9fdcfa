import type { HomePicks, HomeRunner } from '@pokered/core/schemas/home';
import type { UserRef } from '@pokered/core/schemas/common';
import type { Race } from '@pokered/core/schemas/races';

/** The race's racers in order (racer 3 when there is one). */
export function racersOf(race: Race): UserRef[] {
  return [race.racer1, race.racer2, ...(race.racer3 ? [race.racer3] : [])];
}

/** Everyone in the runner's group but the runner: their opponents this round. */
export function opponentsOf(runner: HomeRunner, userId: string): UserRef[] {
  const racers = runner.race ? racersOf(runner.race) : (runner.group?.members ?? []);
  return racers.filter((person) => person._id !== userId);
}

/** "Ash vs Gary vs Misty": a race named for screen readers and lists. */
export function raceName(race: Race): string {
  return racersOf(race)
    .map((racer) => racer.displayName)
    .join(' vs ');
}

/**
 * The round picks in words (rules §10): the sentence the Pickems card leads with. `closesAt` is written by the
 * caller (in the viewer's zone), so this only chooses the sentence.
 */
export function picksHeadline(picks: HomePicks, closesAt: string | null): string {
  if (picks.round === null) return 'The tournament is over: there are no more picks to make.';
  const round = picks.round;
  switch (picks.state) {
    case 'notOpen':
      return `${round} picks are not open yet: they open once the round's groups are drawn.`;
    case 'submitted':
      return `Your ${round} picks are in.`;
    case 'closed':
      return `${round} picks are closed: every race of the round has started.`;
    case 'open':
      return closesAt === null ? `${round} picks are open.` : `${round} picks open until ${closesAt}`;
  }
}
