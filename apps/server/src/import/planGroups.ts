/**
 * The groups of the year (rules §40). The earlier site kept one year's groups (unique on round and number), so the
 * `groups` collection is the dump's newest year's; an earlier year's groups are rebuilt from its races, one per
 * racing field. Races are then tied to their group by round and racers.
 */
import { isBracket } from '@pokered/core/brackets';
import { isRound, ROUNDS } from '@pokered/core/rounds';
import { hexId, idsOf, numberOf } from './fields.ts';
import type { OldPerson, PlannedGroup, PlannedRace, Problem } from './planTypes.ts';
import { documentName, type RawDocument } from './readDump.ts';

export function planStoredGroups(
  docs: readonly RawDocument[],
  people: ReadonlyMap<string, OldPerson>,
  problems: Problem[],
): PlannedGroup[] {
  const groups: PlannedGroup[] = [];
  const numbers = new Set<string>();
  const placed = new Map<string, string>();
  docs.forEach((doc, index) => {
    const name = documentName(doc, index);
    const state = { bad: false };
    const report = (message: string) => {
      state.bad = true;
      problems.push({ collection: 'groups', id: name, message, bad: true });
    };
    const key = hexId(doc);
    if (key === null) report('The group has no ObjectId `_id`.');
    const round = doc.round;
    if (!isRound(round)) report(`Unknown round '${String(round)}'.`);
    const groupNumber = numberOf(doc.groupNumber);
    if (groupNumber === null || !Number.isInteger(groupNumber) || groupNumber < 1)
      report('The group has no groupNumber.');
    const members = idsOf(doc.members);
    const unique = [...new Set(members.ids)];
    if (members.bad > 0 || unique.length < 2 || unique.length > 3)
      report(`A group holds two or three runners; this one holds ${String(members.ids.length + members.bad)} entries.`);
    for (const id of unique) {
      if (!people.has(id)) report(`A member refers to nobody: no user ${id}.`);
      const other = placed.get(`${String(round)}|${id}`);
      if (other !== undefined) report(`Member ${id} is also in group ${other} of ${String(round)}.`);
    }
    const numberKey = `${String(round)}|${String(groupNumber)}`;
    if (numbers.has(numberKey)) report(`Another group is number ${String(groupNumber)} of ${String(round)}.`);
    if (state.bad || key === null || !isRound(round) || groupNumber === null) return;
    numbers.add(numberKey);
    unique.forEach((id) => placed.set(`${round}|${id}`, name));
    groups.push({ key, round, groupNumber, bracket: isBracket(doc.bracket) ? doc.bracket : null, members: unique });
  });
  return groups;
}

/** An earlier year's groups: one per round and racing field of its races that were not cancelled. */
export function rebuildGroups(races: readonly PlannedRace[]): PlannedGroup[] {
  const groups: PlannedGroup[] = [];
  const taken = new Set<string>();
  for (const round of ROUNDS) {
    let number = 0;
    for (const race of races) {
      if (race.round !== round || race.cancelled) continue;
      const field = [...race.racers].sort().join(',');
      if (taken.has(`${round}|${field}`) || race.racers.some((id) => taken.has(`${round}|${id}`))) continue;
      taken.add(`${round}|${field}`);
      race.racers.forEach((id) => taken.add(`${round}|${id}`));
      number++;
      groups.push({
        key: `${round}#${String(number)}`,
        round,
        groupNumber: number,
        bracket: race.bracket,
        members: [...race.racers],
      });
    }
  }
  return groups;
}

/**
 * Ties each race to the group of its round holding all its racers. A group has at most one active race: a second
 * one is a bad document (two results for one group would both count).
 */
export function linkRaces(groups: readonly PlannedGroup[], races: PlannedRace[], problems: Problem[]): PlannedRace[] {
  const groupOf = new Map<string, PlannedGroup>();
  for (const group of groups) for (const id of group.members) groupOf.set(`${group.round}|${id}`, group);
  const active = new Map<string, string>();
  const kept: PlannedRace[] = [];
  for (const race of races) {
    const candidate = groupOf.get(`${race.round}|${race.racers[0] ?? ''}`);
    const group = candidate && race.racers.every((id) => candidate.members.includes(id)) ? candidate : undefined;
    if (group && !race.cancelled) {
      const other = active.get(group.key);
      if (other !== undefined) {
        problems.push({
          collection: 'races',
          id: race.oldId,
          message: `Group ${String(group.groupNumber)} of ${group.round} already has the active race ${other}.`,
          bad: true,
        });
        continue;
      }
      active.set(group.key, race.oldId);
    }
    if (!group)
      problems.push({
        collection: 'races',
        id: race.oldId,
        message: `No group of ${race.round} holds its racers: imported without a group.`,
        bad: false,
      });
    race.groupKey = group?.key ?? null;
    race.bracket ??= group?.bracket ?? null;
    kept.push(race);
  }
  for (const group of groups) {
    if (!active.has(group.key))
      problems.push({
        collection: 'groups',
        id: group.key,
        message: `Group ${String(group.groupNumber)} of ${group.round} has no race.`,
        bad: false,
      });
  }
  return kept;
}
