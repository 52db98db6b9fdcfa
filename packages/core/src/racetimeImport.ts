/**
 * A finished racetime.gg room → the result the site would record (rules §16, §6, §7): who is who, each racer's
 * status and time, and suggested DNF orders, with a warning for everything an admin should check before confirming.
 * Pure: the server reads the room and the race, this decides.
 */
import { forfeitEvents, suggestDnfOrders } from './racetimeLog.ts';
import type { ResultStatus } from './results.ts';
import type { MatchedBy, PreviewEntrant, RacetimeEntrant, RacetimeRoom } from './schemas/racetime.ts';
import { DEFAULT_RACETIME_CATEGORY } from './seasonSettings.ts';
import { formatTime, isFinishTimeInBounds, msToFinishTime, ZERO_FINISH_TIME } from './time.ts';
import type { FinishTime } from './time.ts';

/** The category the tournament races in unless the season's settings say otherwise; a room elsewhere earns a warning. */
export const TOURNAMENT_CATEGORY = DEFAULT_RACETIME_CATEGORY;

/** Entrants who are no racer of the race are named one by one up to this many. */
const MAX_NAMED_STRANGERS = 3;

export interface ImportRacer {
  id: string;
  displayName: string;
  discordUsername: string;
  /** The linked racetime.gg user id (rules §16), if any. */
  racetimeId: string | null;
}

export interface ImportedResult {
  racer: string;
  status: ResultStatus;
  finishTime: FinishTime;
  dnfOrder: number | null;
}

export interface ImportMatch<R extends ImportRacer> {
  racer: R;
  entrant: PreviewEntrant | null;
  by: MatchedBy;
}

export interface RoomImport<R extends ImportRacer> {
  results: ImportedResult[];
  matches: ImportMatch<R>[];
  warnings: string[];
  /** False when no entrant of the room is a racer of the race. */
  anyRacerFound: boolean;
}

const DURATION = /^P(?:(\d{1,4})D)?(?:T(?:(\d{1,4})H)?(?:(\d{1,4})M)?(?:(\d{1,6})(?:\.(\d{1,9}))?S)?)?$/;

/** An ISO 8601 duration as racetime.gg writes finish times (`P0DT01H52M13.456789S`), rounded to ms; null if not one. */
export function parseDurationMs(text: string): number | null {
  const match = DURATION.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return null;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0', fraction = ''] = match;
  const fractionMs = fraction === '' ? 0 : Math.round(Number(`0.${fraction}`) * 1000);
  return ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60_000 + Number(seconds) * 1000 + fractionMs;
}

// eslint-disable-next-line no-control-regex -- removing control characters is the point (the class of rules §1)
const FORBIDDEN_ALL = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** Outside text as the site shows it: without control characters or direction overrides, at most 64 characters. */
export function cleanOutsideText(text: string): string {
  const graphemes = new Intl.Segmenter().segment(text.replace(FORBIDDEN_ALL, '').trim());
  return Array.from(graphemes, (part) => part.segment)
    .slice(0, 64)
    .join('')
    .trim();
}

/** Every name an entrant answers to, folded for comparison. */
function entrantNames(entrant: RacetimeEntrant): string[] {
  const { user } = entrant;
  return [user.name, user.full_name, user.twitch_name, user.twitch_display_name]
    .filter((name): name is string => typeof name === 'string')
    .map((name) => cleanOutsideText(name).toLowerCase())
    .filter((name) => name !== '');
}

const racerNames = (racer: ImportRacer) =>
  [racer.displayName, racer.discordUsername].map((name) => name.trim().toLowerCase()).filter((name) => name !== '');

function previewEntrant(entrant: RacetimeEntrant): PreviewEntrant {
  const finishTimeMs = entrant.status.value === 'done' ? parseDurationMs(entrant.finish_time ?? '') : null;
  return {
    id: cleanOutsideText(entrant.user.id),
    name: cleanOutsideText(entrant.user.full_name ?? entrant.user.name) || '(no name)',
    status: cleanOutsideText(entrant.status.value),
    finishTimeMs,
  };
}

/** Pairs racers with entrants: a linked account first, then a name both sides agree on without doubt. */
function matchEntrants<R extends ImportRacer>(
  racers: readonly R[],
  entrants: readonly RacetimeEntrant[],
): Map<R, { entrant: RacetimeEntrant; by: 'linked' | 'name' }> {
  const matched = new Map<R, { entrant: RacetimeEntrant; by: 'linked' | 'name' }>();
  const taken = new Set<RacetimeEntrant>();
  for (const racer of racers) {
    const entrant = entrants.find((e) => racer.racetimeId !== null && e.user.id === racer.racetimeId);
    if (entrant && !taken.has(entrant)) {
      matched.set(racer, { entrant, by: 'linked' });
      taken.add(entrant);
    }
  }
  const open = racers.filter((racer) => !matched.has(racer));
  const free = entrants.filter((entrant) => !taken.has(entrant));
  const agrees = (racer: R, entrant: RacetimeEntrant) => {
    const names = entrantNames(entrant);
    return racerNames(racer).some((name) => names.includes(name));
  };
  for (const racer of open) {
    const candidates = free.filter((entrant) => agrees(racer, entrant));
    const [only] = candidates;
    // One entrant, who answers to no other open racer: anything else is a guess the admin must make.
    if (candidates.length === 1 && only && open.filter((other) => agrees(other, only)).length === 1)
      matched.set(racer, { entrant: only, by: 'name' });
  }
  return matched;
}

function statusOf(value: string): ResultStatus {
  if (value === 'done') return 'Finished';
  if (value === 'dnf') return 'DNF';
  if (value === 'dq') return 'DQ';
  return 'DNS';
}

/**
 * The category and goal the season's settings expect of a tournament room (rules §33); a null goal accepts any goal
 * of the category that is not custom. Anything else is imported with a warning, never refused: the admin decides.
 */
export interface ExpectedRoom {
  category: string;
  goal: string | null;
}

/**
 * The import of a finished room for a race's racers. `log` is the room's chat log, or null when it could not be
 * read. Racers keep their order.
 */
export function importRoom<R extends ImportRacer>(
  room: RacetimeRoom,
  racers: readonly R[],
  log: string | null,
  expected: ExpectedRoom = { category: TOURNAMENT_CATEGORY, goal: null },
): RoomImport<R> {
  const warnings: string[] = [];
  const matched = matchEntrants(racers, room.entrants);
  const results = new Map<R, ImportedResult>();

  for (const racer of racers) {
    const match = matched.get(racer);
    if (!match) {
      warnings.push(`${racer.displayName} was not found in the room: marked DNS.`);
      results.set(racer, { racer: racer.id, status: 'DNS', finishTime: { ...ZERO_FINISH_TIME }, dnfOrder: null });
      continue;
    }
    const entrant = previewEntrant(match.entrant);
    if (match.by === 'name')
      warnings.push(
        `${racer.displayName} was matched to the entrant ${entrant.name} by name only: check it is them, or link their racetime.gg account.`,
      );
    let status = statusOf(match.entrant.status.value);
    let finishTime: FinishTime = { ...ZERO_FINISH_TIME };
    if (status === 'Finished') {
      const time = entrant.finishTimeMs === null ? null : msToFinishTime(entrant.finishTimeMs);
      if (time && entrant.finishTimeMs !== null && entrant.finishTimeMs > 0 && isFinishTimeInBounds(time)) {
        finishTime = time;
      } else {
        warnings.push(
          time && entrant.finishTimeMs
            ? `${racer.displayName}'s time (${formatTime(entrant.finishTimeMs)}) is longer than a result can hold: enter it by hand.`
            : `${racer.displayName} is done in the room but has no readable time: enter it by hand.`,
        );
      }
    } else if (status === 'DNS' && !['declined', 'not_ready'].includes(match.entrant.status.value)) {
      warnings.push(`${racer.displayName}'s status in the room is "${entrant.status}": marked DNS.`);
      status = 'DNS';
    }
    results.set(racer, { racer: racer.id, status, finishTime, dnfOrder: null });
  }

  const racerOf = new Map([...matched].map(([racer, { entrant }]) => [entrant, racer]));
  const strangers = room.entrants.filter((entrant) => !racerOf.has(entrant)).map((e) => previewEntrant(e).name);
  // A crowded room (an open race, or a hostile answer) gets one line, not one per entrant.
  if (strangers.length > MAX_NAMED_STRANGERS)
    warnings.push(
      `${strangers.slice(0, MAX_NAMED_STRANGERS).join(', ')} and ${String(strangers.length - MAX_NAMED_STRANGERS)} more are in the room but are not racers of this race: left out.`,
    );
  else for (const name of strangers) warnings.push(`${name} is in the room but is not a racer of this race: left out.`);

  const dnfRacers = racers.filter((racer) => results.get(racer)?.status === 'DNF');
  if (dnfRacers.length > 0) {
    const entrantOf = (racer: R) => matched.get(racer)?.entrant;
    const orders = suggestDnfOrders(forfeitEvents(log ?? ''), dnfRacers, (racer) => {
      const user = entrantOf(racer)?.user;
      return user ? [user.name, user.full_name ?? ''].filter((name) => name !== '') : [];
    });
    let next = orders.size + 1;
    for (const racer of dnfRacers) {
      const result = results.get(racer);
      if (!result) continue;
      const order = orders.get(racer);
      if (order === undefined) {
        warnings.push(
          log === null
            ? `The room's chat log could not be read: ${racer.displayName}'s DNF order is a guess.`
            : `The chat log does not show when ${racer.displayName} forfeited: their DNF order is a guess.`,
        );
      }
      result.dnfOrder = order ?? next++;
    }
    warnings.push(
      "DNF orders are a suggestion from the room's chat log (whoever forfeited last is DNF order 1): check them.",
    );
  }

  const goal = room.goal;
  const category = room.name.split('/')[0] ?? '';
  const sameGoal = (name: string) =>
    cleanOutsideText(name).trim().toLowerCase() === expected.goal?.trim().toLowerCase();
  if (category !== expected.category || !goal || goal.custom || (expected.goal !== null && !sameGoal(goal.name))) {
    const goalName = goal ? cleanOutsideText(goal.name) : 'none';
    warnings.push(
      `The room's goal is unusual (${cleanOutsideText(room.name)}: "${goalName}"${goal?.custom ? ', a custom goal' : ''}): check it is the tournament's race.`,
    );
  }

  return {
    results: racers.map(
      (racer) =>
        results.get(racer) ?? { racer: racer.id, status: 'DNS', finishTime: { ...ZERO_FINISH_TIME }, dnfOrder: null },
    ),
    matches: racers.map((racer) => {
      const match = matched.get(racer);
      return { racer, entrant: match ? previewEntrant(match.entrant) : null, by: match?.by ?? 'none' };
    }),
    warnings,
    anyRacerFound: matched.size > 0,
  };
}
