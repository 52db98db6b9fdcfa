/**
 * Pickems records of the dump's newest year (rules §40): the earlier site kept one per user for the current year.
 * One-off picks map field for field; a round's picked winners become round picks of the groups that held them.
 * The stored `points` are not read: they mixed scripted and hand-given points, and are recomputed (rules §10).
 */
import type { Round } from '@pokered/core/rounds';
import { idOf, idsOf, numberOf } from './fields.ts';
import type { OldPerson, PlannedGroup, PlannedPickems, Problem } from './planTypes.ts';
import { documentName, type RawDocument } from './readDump.ts';

const ROUND_FIELDS: readonly (readonly [string, Round])[] = [
  ['round1Picks', 'Round 1'],
  ['round2Picks', 'Round 2'],
  ['round3Picks', 'Round 3'],
  ['quarterFinalsPicks', 'Quarterfinals'],
  ['semiFinalsPicks', 'Semifinals'],
  // A single id (a one-element array was cast to it): idsOf reads either.
  ['finalPick', 'Final'],
];

export function planPickems(
  docs: readonly RawDocument[],
  people: ReadonlyMap<string, OldPerson>,
  groups: readonly PlannedGroup[],
  problems: Problem[],
): PlannedPickems[] {
  const groupOf = new Map<string, PlannedGroup>();
  for (const group of groups) for (const id of group.members) groupOf.set(`${group.round}|${id}`, group);
  const planned: PlannedPickems[] = [];
  const players = new Set<string>();
  docs.forEach((doc, index) => {
    const name = documentName(doc, index);
    const state = { bad: false };
    const report = (message: string, isBad = true) => {
      state.bad ||= isBad;
      problems.push({ collection: 'pickems', id: name, message, bad: isBad });
    };
    const userId = idOf(doc.userId);
    if (userId === null) report('The record has no userId.');
    else if (!people.has(userId)) report(`userId refers to nobody: no user ${userId}.`);
    else if (players.has(userId)) report(`A second record of user ${userId}.`);
    const list = (field: string) => {
      const { ids, bad: notIds } = idsOf(doc[field]);
      if (notIds > 0) report(`${field} holds something that is not a user id.`);
      for (const id of ids) if (!people.has(id)) report(`${field} refers to nobody: no user ${id}.`);
      return [...new Set(ids)];
    };
    const single = (field: string) => list(field)[0] ?? null;
    const selectedRunners = list('top27');
    const ultraSelectedRunners = list('top9');
    const selectedWinner = single('overallWinner');
    const selectedBestTimeRunner = single('bestTimeWho');
    const picks: PlannedPickems['picks'] = [];
    for (const [field, round] of ROUND_FIELDS) {
      for (const runner of list(field)) {
        const group = groupOf.get(`${round}|${runner}`);
        if (!group) {
          report(`${field} picks ${runner}, who is in no group of ${round}: the pick is left out.`, false);
          continue;
        }
        if (picks.some((pick) => pick.groupKey === group.key)) {
          report(
            `${field} picks twice in group ${String(group.groupNumber)} of ${round}: the first pick is kept.`,
            false,
          );
          continue;
        }
        picks.push({ round, groupKey: group.key, runner });
      }
    }
    if (state.bad || userId === null) return;
    players.add(userId);
    const closest = numberOf(doc.closestTime);
    planned.push({
      oldId: name,
      userId,
      selectedRunners,
      ultraSelectedRunners,
      selectedWinner,
      selectedBestTimeRunner,
      bestTimeMs: closest !== null && closest > 0 ? Math.round(closest) : null,
      picks,
    });
  });
  return planned;
}
