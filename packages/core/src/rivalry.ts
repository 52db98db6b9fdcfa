/**
 * Head-to-head records between two runners (rules §30): who placed ahead of whom in the completed races both
 * raced, by rules §7's placing (results.ts), counted from the recorded results alone.
 */
import { compareByRules, placeResults, type PlacedInput } from './results.ts';
import type { Round } from './rounds.ts';

/** A completed, not cancelled race with every racer's result (placing needs the whole race). */
export interface RivalryRace {
  raceId: string;
  /** The tournament year the race belongs to. */
  year: number;
  round: Round;
  /** The planned start, epoch seconds: orders meetings and says which came before a race. */
  raceDateTime: number;
  results: readonly PlacedInput[];
}

/** One race two runners both raced, seen from `a`. */
export interface Meeting {
  raceId: string;
  year: number;
  round: Round;
  raceDateTime: number;
  /** 1-based places in the whole race (rules §7); distinct even when the pair is a tie (racer-id order). */
  placeA: number;
  placeB: number;
  /** b's time minus a's when both finished (positive: a was faster), else null. */
  gapMs: number | null;
  /** Who the rules put ahead; 'tie' when they cannot separate the two. */
  ahead: 'a' | 'b' | 'tie';
}

export interface Rivalry {
  aAhead: number;
  bAhead: number;
  ties: number;
  /** Newest first. */
  meetings: Meeting[];
}

/** The meeting of `a` and `b` in `race`, or null when one of them did not race it or was DNS (left out). */
export function meetingIn(race: RivalryRace, a: string, b: string): Meeting | null {
  const resultA = race.results.find((result) => result.racer === a);
  const resultB = race.results.find((result) => result.racer === b);
  if (!resultA || !resultB || a === b) return null;
  // A runner who did not start did not race the other: the pair did not meet.
  if (resultA.status === 'DNS' || resultB.status === 'DNS') return null;
  const placing = placeResults(race.results);
  const order = compareByRules(resultA, resultB);
  const bothFinished = resultA.status === 'Finished' && resultB.status === 'Finished';
  return {
    raceId: race.raceId,
    year: race.year,
    round: race.round,
    raceDateTime: race.raceDateTime,
    placeA: placing.indexOf(resultA) + 1,
    placeB: placing.indexOf(resultB) + 1,
    gapMs: bothFinished ? resultB.finishTimeMs - resultA.finishTimeMs : null,
    ahead: order < 0 ? 'a' : order > 0 ? 'b' : 'tie',
  };
}

/** Newest year, then latest start first; race id keeps equal starts in one order. */
function newestFirst(x: Meeting, y: Meeting): number {
  return y.year - x.year || y.raceDateTime - x.raceDateTime || (x.raceId < y.raceId ? -1 : x.raceId > y.raceId ? 1 : 0);
}

/** The record of `a` against `b` over `races`. */
export function headToHead(races: readonly RivalryRace[], a: string, b: string): Rivalry {
  const meetings = races.flatMap((race) => meetingIn(race, a, b) ?? []).sort(newestFirst);
  return {
    aAhead: meetings.filter((meeting) => meeting.ahead === 'a').length,
    bAhead: meetings.filter((meeting) => meeting.ahead === 'b').length,
    ties: meetings.filter((meeting) => meeting.ahead === 'tie').length,
    meetings,
  };
}

/** The races that started strictly before `raceDateTime`: a race page shows the record going into it. */
export function racesBefore(races: readonly RivalryRace[], raceDateTime: number): RivalryRace[] {
  return races.filter((race) => race.raceDateTime < raceDateTime);
}

export interface RivalRecord {
  rivalId: string;
  meetings: number;
  /** `runner` placed ahead of the rival. */
  ahead: number;
  behind: number;
  ties: number;
}

/** Everyone `runner` met in `races`, with the record; most-met first, then by rival id (callers may re-sort names). */
export function rivalsOf(races: readonly RivalryRace[], runner: string): RivalRecord[] {
  const rivalIds = new Set<string>();
  for (const race of races) {
    if (!race.results.some((result) => result.racer === runner)) continue;
    for (const result of race.results) if (result.racer !== runner) rivalIds.add(result.racer);
  }
  const records: RivalRecord[] = [];
  for (const rivalId of rivalIds) {
    const record = headToHead(races, runner, rivalId);
    if (record.meetings.length === 0) continue;
    records.push({
      rivalId,
      meetings: record.meetings.length,
      ahead: record.aAhead,
      behind: record.bAhead,
      ties: record.ties,
    });
  }
  return records.sort(
    (x, y) => y.meetings - x.meetings || (x.rivalId < y.rivalId ? -1 : x.rivalId > y.rivalId ? 1 : 0),
  );
}
