/**
 * Dumps of the earlier site's database for the importer's tests, the demo and the bench (rules §40), shaped as
 * /work/shared/notes/original-data.md describes it, written in each form a dump arrives in: a mongodump folder
 * (BSON, written with the `bson` package's serialize) or mongoexport files (JSON lines or one array; Extended JSON
 * relaxed, canonical or legacy).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BSON, EJSON, ObjectId } from 'bson';
import type { Bracket } from '@pokered/core/brackets';
import type { Round } from '@pokered/core/rounds';
import { placeResults, type ResultStatus } from '@pokered/core/results';
import { computeRunnerFigures, type RunnerFigures } from '@pokered/core/scoring';
import { msToFinishTime } from '@pokered/core/time';

export type OldDocument = Record<string, unknown>;
export type OldDump = Record<string, OldDocument[]>;
export type DumpFormat = 'bson' | 'jsonl' | 'array';
export type JsonForm = 'relaxed' | 'canonical' | 'legacy';

/** A stable ObjectId per label, so tests name documents. */
export function oid(n: number): ObjectId {
  return new ObjectId(n.toString(16).padStart(24, '0'));
}

export interface OldResult {
  racer: ObjectId;
  status: ResultStatus;
  ms?: number;
  dnfOrder?: number;
}

export function oldResult({ racer, status, ms = 0, dnfOrder }: OldResult): OldDocument {
  return { racer, status, finishTime: msToFinishTime(ms), dnfOrder: dnfOrder ?? null };
}

interface StoredResult {
  racer: ObjectId;
  status: ResultStatus;
  finishTime: OldDocument;
  dnfOrder: number | null;
}

function finishMs(time: OldDocument): number {
  const part = (key: string) => Number(time[key] ?? 0);
  return ((part('hours') * 60 + part('minutes')) * 60 + part('seconds')) * 1000 + part('milliseconds');
}

function bracketOf(dump: OldDump, race: OldDocument): Bracket | null {
  const racer = race.racer1 as ObjectId;
  const group = (dump.groups ?? []).find(
    (g) => g.round === race.round && (g.members as ObjectId[]).some((member) => member.equals(racer)),
  );
  return (group?.bracket as Bracket | undefined) ?? null;
}

/** Epoch seconds of a day of `year` (month 1-12), at 18:00 UTC. */
export const dayOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day, 18) / 1000;

/**
 * A recording of a race the earlier site added up before the one the dump holds: the same results (a race recorded
 * twice) or, for a correction, the results as first typed (the correction was added to them, never replacing them).
 */
export interface EarlierRecording {
  race: ObjectId;
  results?: OldDocument[];
}

/**
 * The users' stored figures as the earlier site left them: each recording of a race added its points to every racer
 * and kept the fastest time any recording gave (so only the quirks differ from the rules' figures), with the
 * `earlier` recordings counted too, and 'no time' written as 9,000,000 (or 0 for `zeroTime`).
 */
export function storeFigures(
  dump: OldDump,
  options: { earlier?: readonly EarlierRecording[]; zeroTime?: readonly ObjectId[] } = {},
) {
  const races = (dump.newraces ?? []).filter((race) => race.completed === true && race.cancelled !== true);
  const recording = (race: OldDocument, results: readonly OldDocument[]) =>
    computeRunnerFigures([
      {
        round: race.round as Round,
        // The bracket of the race's group, as the import takes it.
        bracket: bracketOf(dump, race),
        results: (results as unknown as StoredResult[]).map((r) => ({
          racer: r.racer.toHexString(),
          status: r.status,
          finishTimeMs: finishMs(r.finishTime),
          dnfOrder: r.dnfOrder,
        })),
      },
    ]);
  const recordings: Map<string, RunnerFigures>[] = [
    ...races.map((race) => recording(race, race.results as OldDocument[])),
    ...(options.earlier ?? []).flatMap(({ race: id, results }) => {
      const race = races.find((r) => (r._id as ObjectId).equals(id));
      return race ? [recording(race, results ?? (race.results as OldDocument[]))] : [];
    }),
  ];
  for (const user of dump.users ?? []) {
    const id = (user._id as ObjectId).toHexString();
    const mine = recordings.flatMap((figures) => figures.get(id) ?? []);
    const times = mine.flatMap((figures) => figures.bestTournamentTimeMilliseconds ?? []);
    const zero = options.zeroTime?.some((z) => z.equals(user._id as ObjectId)) ?? false;
    user.points = mine.reduce((sum, figures) => sum + figures.points, 0);
    user.bestTournamentTimeMilliseconds = times.length > 0 ? Math.min(...times) : zero ? 0 : 9_000_000;
  }
}

/**
 * A document as Mongoose stored it: every Number a double (BSON type 1; `$numberDouble` in canonical Extended JSON),
 * where the `bson` package would write a whole JS number as an Int32. Ids, dates and Longs stay as they are.
 */
function asStored(value: unknown): unknown {
  if (typeof value === 'number') return new BSON.Double(value);
  if (Array.isArray(value)) return value.map(asStored);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asStored(inner)]));
  return value;
}

function jsonOf(doc: OldDocument, form: JsonForm): string {
  if (form === 'legacy') return EJSON.stringify(doc, { legacy: true });
  return EJSON.stringify(doc, { relaxed: form === 'relaxed' });
}

/** Writes `dump` into `dir` in one form; a mongodump goes into its database's folder, as mongodump lays it out. */
export function writeDump(dir: string, dump: OldDump, format: DumpFormat, form: JsonForm = 'relaxed'): string {
  const target = format === 'bson' ? join(dir, 'redtournament') : dir;
  mkdirSync(target, { recursive: true });
  for (const [name, original] of Object.entries(dump)) {
    const docs = original.map((doc) => asStored(doc) as OldDocument);
    if (format === 'bson') {
      writeFileSync(join(target, `${name}.bson`), Buffer.concat(docs.map((doc) => BSON.serialize(doc))));
      writeFileSync(join(target, `${name}.metadata.json`), JSON.stringify({ indexes: [], collectionName: name }));
    } else if (format === 'jsonl') {
      writeFileSync(join(target, `${name}.json`), docs.map((doc) => jsonOf(doc, form)).join('\n') + '\n');
    } else {
      writeFileSync(join(target, `${name}.json`), `[${docs.map((doc) => jsonOf(doc, form)).join(',\n')}]`);
    }
  }
  return dir;
}

/** Placing of a race's results by the rules, as hex ids: what the import should store. */
export function placingOf(race: OldDocument): string[] {
  const results = race.results as StoredResult[];
  return placeResults(
    results.map((r) => ({
      racer: r.racer.toHexString(),
      status: r.status,
      finishTimeMs: finishMs(r.finishTime),
      dnfOrder: r.dnfOrder,
    })),
  ).map((r) => r.racer);
}

/**
 * A large dump for the bench (rules §40): `users` runners, racing in pairs, so six rounds of `users / 2` races each
 * make `races` (3,000 for 1,000 users), and one Pickems record per runner with a pick in every round.
 */
export function largeOldSiteDump(year: number, size: { users: number; races: number }): OldDump {
  const rounds = ['Round 1', 'Round 2', 'Round 3', 'Quarterfinals', 'Semifinals', 'Final'];
  const ids = Array.from({ length: size.users }, (_, i) => oid(0x10000 + i));
  const users = ids.map((_id, i) => ({
    _id,
    discordUsername: `Runner_${String(i)}`,
    displayName: `Runner ${String(i)}`,
    role: 'runner',
    country: ['us', 'GB', 'de', 'fr', 'ENG'][i % 5],
    currentBracket: 'Normal',
    points: 0,
    bestTournamentTimeMilliseconds: 9_000_000,
    photos: [],
  }));
  const groups: OldDocument[] = [];
  const newraces: OldDocument[] = [];
  const perRound = Math.ceil(size.races / rounds.length);
  rounds.forEach((round, r) => {
    // A different pairing each round: the field in another order, by a multiplier with no factor in common with 1,000.
    const shift = (r * 7 + 1) % size.users;
    const multiplier = [1, 3, 7, 9, 11, 13][r] ?? 1;
    const order = ids.map((_, i) => ids[(i * multiplier + shift) % size.users] ?? ids[0]);
    for (let g = 0; g < perRound && newraces.length < size.races && 2 * g + 1 < order.length; g++) {
      const [a, b] = [order[2 * g], order[2 * g + 1]];
      if (!a || !b) continue;
      const at = dayOf(year, 9, 15) + r * 14 * 86_400 + g * 600;
      groups.push({
        _id: oid(0x100000 + newraces.length),
        groupNumber: g + 1,
        members: [a, b],
        round,
        bracket: 'Normal',
        raceStartTime: at,
      });
      newraces.push({
        _id: oid(0x200000 + newraces.length),
        raceTimeId: `pkmnredblue/bench-race-${String(newraces.length)}`,
        racer1: a,
        racer2: b,
        raceDateTime: at,
        round,
        commentators: [],
        completed: true,
        cancelled: false,
        restreamPlanned: false,
        restreamChannel: 'RedRaceTV',
        results: [
          oldResult({ racer: a, status: 'Finished', ms: 6_000_000 + ((g * 7919) % 1_500_000) }),
          oldResult({
            racer: b,
            status: g % 10 === 0 ? 'DNF' : 'Finished',
            ms: 6_100_000 + ((g * 104_729) % 1_500_000),
            dnfOrder: 1,
          }),
        ],
        winner: a,
      });
    }
  });
  const pickems = ids.map((userId, i) => ({
    _id: oid(0x300000 + i),
    userId,
    top27: ids.slice(i % 900, (i % 900) + 27),
    top9: ids.slice(i % 900, (i % 900) + 9),
    overallWinner: ids[i % 50],
    bestTimeWho: ids[(i * 3) % size.users],
    closestTime: 6_500_000 + i,
    round1Picks: [ids[(i + 1) % size.users]],
    round2Picks: [ids[(i + 2) % size.users]],
    round3Picks: [ids[(i + 3) % size.users]],
    quarterFinalsPicks: [ids[(i + 4) % size.users]],
    semiFinalsPicks: [ids[(i + 5) % size.users]],
    finalPick: ids[(i + 6) % size.users],
    points: 0,
  }));
  return { users, groups, newraces, pickems };
}
