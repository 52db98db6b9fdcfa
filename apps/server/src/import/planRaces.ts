/**
 * The races of the year asked for, from `newraces` and `races` (a 2025 dump holds both, the older being 2024's), each
 * checked against the people the dump holds (rules §40). Results are kept as recorded: placing, winners and every
 * figure are recomputed from them by the rules, never copied.
 */
import { isBracket } from '@pokered/core/brackets';
import { isResultStatus } from '@pokered/core/results';
import { isRound } from '@pokered/core/rounds';
import { normaliseRoom } from '@pokered/core/racetimeRefs';
import { finishTimeToMs } from '@pokered/core/time';
import { boolOf, hexId, idOf, idsOf, numberOf, secondsOf, textOf, yearOfSeconds } from './fields.ts';
import type { OldPerson, PlannedRace, PlannedResult, Problem } from './planTypes.ts';
import { documentName, type RawDocument } from './readDump.ts';

export const RACE_COLLECTIONS = ['newraces', 'races'] as const;

/** Races per collection and year, for the report: what the dump holds besides the year asked for. */
export function raceYears(collections: Map<string, RawDocument[]>): Record<string, Record<string, number>> {
  const found: Record<string, Record<string, number>> = {};
  for (const name of RACE_COLLECTIONS) {
    const docs = collections.get(name);
    if (!docs) continue;
    const years: Record<string, number> = {};
    for (const doc of docs) {
      const at = secondsOf(doc.raceDateTime);
      const key = at === null ? 'no date' : String(yearOfSeconds(at));
      years[key] = (years[key] ?? 0) + 1;
    }
    found[name] = years;
  }
  return found;
}

function finishMs(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const time = value as RawDocument;
  const part = (key: string) => Math.max(0, Math.trunc(numberOf(time[key]) ?? 0));
  return finishTimeToMs({
    hours: part('hours'),
    minutes: part('minutes'),
    seconds: part('seconds'),
    milliseconds: part('milliseconds'),
  });
}

function readResults(doc: RawDocument, racers: readonly string[], fail: (message: string) => void): PlannedResult[] {
  const results: PlannedResult[] = [];
  const list: unknown[] = Array.isArray(doc.results) ? (doc.results as unknown[]) : [];
  for (const item of list) {
    const entry = (item ?? {}) as RawDocument;
    const racer = idOf(entry.racer);
    if (racer === null || !racers.includes(racer)) {
      fail(`Its results name ${racer ?? 'no one'}, who is not a racer of this race.`);
      continue;
    }
    if (results.some((result) => result.racer === racer)) {
      fail(`Its results name ${racer} twice.`);
      continue;
    }
    if (!isResultStatus(entry.status)) {
      fail(`A result has the unknown status '${String(entry.status)}'.`);
      continue;
    }
    const dnfOrder = numberOf(entry.dnfOrder);
    results.push({
      racer,
      status: entry.status,
      finishTimeMs: entry.status === 'Finished' ? finishMs(entry.finishTime) : 0,
      dnfOrder: entry.status === 'DNF' ? (dnfOrder ?? null) : null,
    });
  }
  return results;
}

/** One race document of the year, or null (its problems reported) when it cannot be imported. */
function planRace(
  doc: RawDocument,
  name: string,
  collection: string,
  people: ReadonlyMap<string, OldPerson>,
  problems: Problem[],
): PlannedRace | null {
  const state = { bad: false };
  const report = (message: string, isBad = true) => {
    state.bad ||= isBad;
    problems.push({ collection, id: name, message, bad: isBad });
  };
  const oldId = hexId(doc);
  if (oldId === null) report('The race has no ObjectId `_id`.');
  const round = doc.round;
  if (!isRound(round)) report(`Unknown round '${String(round)}'.`);
  const known = (field: string, id: string) => {
    if (!people.has(id)) report(`${field} refers to nobody: no user ${id}.`);
  };
  const racers: string[] = [];
  for (const field of ['racer1', 'racer2', 'racer3'] as const) {
    const value = doc[field];
    if (value === null || value === undefined) {
      // racer3 is optional (a two-runner race); racer1 and racer2 were required.
      if (field !== 'racer3') report(`${field} is missing.`);
      continue;
    }
    const id = idOf(value);
    if (id === null) report(`${field} is not a user id.`);
    else if (racers.includes(id)) report(`${field} repeats ${id}.`);
    else {
      known(field, id);
      racers.push(id);
    }
  }
  const commentators = idsOf(doc.commentators);
  if (commentators.bad > 0) report('A commentator is not a user id.');
  commentators.ids.forEach((id) => known('A commentator', id));
  const restreamPlanned = boolOf(doc.restreamPlanned);
  const restreamer = restreamPlanned ? idOf(doc.restreamer) : null;
  if (restreamer !== null) known('restreamer', restreamer);
  const results = readResults(doc, racers, (message) => report(message));
  const cancelled = boolOf(doc.cancelled);
  const completed = boolOf(doc.completed) && !cancelled;
  if (completed && results.length === 0) report('The race is completed but has no results.');
  const raceDateTime = secondsOf(doc.raceDateTime);
  if (raceDateTime === null) report('The race has no raceDateTime.');
  if (state.bad || oldId === null || !isRound(round) || raceDateTime === null) return null;
  const room = textOf(doc.raceTimeId)?.trim() ?? '';
  const raceTimeId = room === '' ? null : normaliseRoom(room);
  if (room !== '' && raceTimeId === null) report(`raceTimeId '${room}' names no racetime.gg room: left out.`, false);
  return {
    oldId,
    groupKey: null,
    round,
    bracket: isBracket(doc.bracket) ? doc.bracket : null,
    raceDateTime,
    racers,
    cancelled,
    completed,
    restreamPlanned,
    // The old model defaulted the channel to RedRaceTV even with no restream planned: only a planned one is kept.
    restreamChannel: restreamPlanned ? textOf(doc.restreamChannel)?.trim() || null : null,
    restreamer,
    raceTimeId,
    commentators: [...new Set(commentators.ids)],
    results,
  };
}

/** The races of `year` in the race collections, each document once (the newer collection first). */
export function planRaces(
  collections: Map<string, RawDocument[]>,
  year: number,
  people: ReadonlyMap<string, OldPerson>,
  problems: Problem[],
): PlannedRace[] {
  const planned: PlannedRace[] = [];
  const seen = new Set<string>();
  for (const collection of RACE_COLLECTIONS) {
    (collections.get(collection) ?? []).forEach((doc, index) => {
      const at = secondsOf(doc.raceDateTime);
      if (at !== null && yearOfSeconds(at) !== year) return;
      const name = documentName(doc, index);
      if (seen.has(name)) return;
      seen.add(name);
      const race = planRace(doc, name, collection, people, problems);
      if (race) planned.push(race);
    });
  }
  return planned.sort((a, b) => a.raceDateTime - b.raceDateTime || (a.oldId < b.oldId ? -1 : 1));
}
