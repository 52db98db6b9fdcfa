/**
 * The importer's reader and report (rules §40): one dump of the earlier site read from every form it arrives in
 * gives the same plan, with its quirks read as the rules want them; the `sessions` collection is never opened;
 * broken dumps are refused with the document named.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BSON } from 'bson';
import { describe, expect, it } from 'vitest';
import { planImport } from '../src/import/plan.ts';
import { DumpError, readDump } from '../src/import/readDump.ts';
import { formatReport } from '../src/import/report.ts';
import { dumpFolder } from './support/importRun.ts';
import { dayOf, oid, type DumpFormat, type JsonForm } from './support/oldSiteDump.ts';
import { ELM, oldSiteSeason, RACE, runner } from './support/oldSiteSeason.ts';

const FORMS: [DumpFormat, JsonForm][] = [
  ['bson', 'relaxed'],
  ['jsonl', 'relaxed'],
  ['jsonl', 'canonical'],
  ['jsonl', 'legacy'],
  ['array', 'relaxed'],
  ['array', 'canonical'],
  ['array', 'legacy'],
];

function sessionsFile(folder: string, format: DumpFormat): string {
  return format === 'bson' ? join(folder, 'redtournament', 'sessions.bson') : join(folder, 'sessions.json');
}

function planOf(format: DumpFormat, form: JsonForm) {
  const folder = dumpFolder(oldSiteSeason(), format, form);
  // Unreadable on purpose: the import must never open it.
  writeFileSync(sessionsFile(folder, format), 'not a dump at all {');
  return planImport(readDump(folder), 2025);
}

describe('reading a dump of the earlier site (rules §40)', () => {
  const reference = planOf('bson', 'relaxed');
  const hex = (n: number) => runner(n).toHexString();

  it.each(FORMS)('reads %s (%s Extended JSON) into the same plan, sessions unread', (format, form) => {
    const plan = planOf(format, form);
    expect(plan.counts).not.toHaveProperty('sessions');
    expect(plan.counts).toEqual({
      users: 11,
      groups: 4,
      newraces: 5,
      races: 1,
      pickems: 2,
      tournaments: 1,
      pastresults: 1,
    });
    expect(plan.races).toEqual(reference.races);
    expect(plan.groups).toEqual(reference.groups);
    expect(plan.pickems).toEqual(reference.pickems);
    expect([...plan.people.values()]).toEqual([...reference.people.values()]);
    expect(plan.differences).toEqual(reference.differences);
    expect(plan.hallOfFame).toEqual(reference.hallOfFame);
  });

  it('writes the numbers as Mongoose stored them, in each form: doubles, a Long and dates', () => {
    const text = (format: DumpFormat, form: JsonForm, name: string) =>
      readFileSync(join(dumpFolder(oldSiteSeason(), format, form), `${name}.json`), 'utf8');
    // Each BSON file's first document (r1g1, fan_club's record) with its BSON types kept.
    const bson = dumpFolder(oldSiteSeason(), 'bson');
    const first = (name: string) =>
      BSON.deserialize(readFileSync(join(bson, 'redtournament', `${name}.bson`)), {
        promoteValues: false,
        allowObjectSmallerThanBufferSize: true,
      });
    expect(first('newraces').raceDateTime).toBeInstanceOf(BSON.Double);
    expect(first('pickems').closestTime).toBeInstanceOf(BSON.Long);
    const at = dayOf(2025, 9, 20) * 1000;
    const canonical = text('jsonl', 'canonical', 'newraces');
    expect(canonical).toContain(`"raceDateTime":{"$numberDouble":"${String(dayOf(2025, 9, 17))}.0"}`);
    expect(canonical).toContain(`"raceDateTime":{"$date":{"$numberLong":"${String(at)}"}}`);
    expect(text('array', 'canonical', 'pickems')).toContain('"closestTime":{"$numberLong":"6480000"}');
    expect(text('jsonl', 'legacy', 'newraces')).toContain(`"raceDateTime":{"$date":${String(at)}}`);
    expect(text('array', 'relaxed', 'newraces')).toContain('"raceDateTime":{"$date":"2025-09-20T18:00:00Z"}');
  });

  it('reads them to the right values (the same plan from every form, above)', () => {
    const race = (id: typeof RACE.final) => reference.races.find((r) => r.oldId === id.toHexString());
    expect(race(RACE.r1g1)?.raceDateTime).toBe(dayOf(2025, 9, 17));
    // The race whose time is a date.
    expect(race(RACE.r1g3)?.raceDateTime).toBe(dayOf(2025, 9, 20));
    expect(race(RACE.r1g1)?.results).toEqual([
      { racer: hex(3), status: 'DNF', finishTimeMs: 0, dnfOrder: 1 },
      { racer: hex(2), status: 'Finished', finishTimeMs: 6_900_000, dnfOrder: null },
      { racer: hex(1), status: 'Finished', finishTimeMs: 6_600_000, dnfOrder: null },
    ]);
    expect(reference.groups.map((g) => `${g.round} #${String(g.groupNumber)}`)).toEqual([
      'Round 1 #1',
      'Round 1 #2',
      'Round 1 #3',
      'Final #1',
    ]);
    // The Long: fan_club's closest-time guess, 1:48:00.
    expect(reference.pickems.map((p) => p.bestTimeMs)).toEqual([6_480_000, null]);
    expect(reference.people.get(hex(5))).toMatchObject({ storedPoints: 20, storedBestMs: 6_720_000 });
  });

  it('says what it found, and imports only the year asked for', () => {
    expect(reference.found).toEqual({ newraces: { '2025': 5 }, races: { '2024': 1 } });
    expect(reference.newestYear).toBe(2025);
    expect(reference.races).toHaveLength(5);
    const earlier = planImport(readDump(dumpFolder(oldSiteSeason())), 2024);
    expect(earlier.races.map((race) => race.oldId)).toEqual([oid(0x601).toHexString()]);
    // The groups collection is 2025's: 2024's group is rebuilt from its race; its Pickems are not 2024's.
    expect(earlier.groups).toEqual([
      { key: 'Round 1#1', round: 'Round 1', groupNumber: 1, bracket: null, members: [hex(1), hex(2)] },
    ]);
    expect(earlier.pickems).toEqual([]);
    expect(earlier.differences).toEqual([]);
  });

  it('reads the quirks as the rules want them', () => {
    const race = (id: typeof RACE.final) => reference.races.find((r) => r.oldId === id.toHexString());
    // A race and a group of two: no third racer.
    expect(race(RACE.r1g3)?.racers).toEqual([hex(7), hex(8)]);
    expect(reference.groups.find((g) => g.round === 'Round 1' && g.groupNumber === 3)?.members).toEqual([
      hex(7),
      hex(8),
    ]);
    // A restream channel with no restream planned is no channel; a planned one keeps its channel and restreamer.
    expect(race(RACE.r1g2)).toMatchObject({ restreamPlanned: false, restreamChannel: null, restreamer: null });
    expect(race(RACE.r1g1)).toMatchObject({ restreamChannel: 'RedRaceTV', restreamer: ELM.toHexString() });
    // A whole room URL is stored as the room; an empty one as none.
    expect(race(RACE.r1g1)?.raceTimeId).toBe('pkmnredblue/clever-abra-1234');
    expect(race(RACE.r1g3)?.raceTimeId).toBeNull();
    expect(race(RACE.cancelled)).toMatchObject({
      cancelled: true,
      completed: false,
      groupKey: race(RACE.r1g3)?.groupKey,
    });
    // The final pick as a single id and as a one-element array.
    const finals = reference.pickems.map((p) =>
      p.picks.filter((pick) => pick.round === 'Final').map((pick) => pick.runner),
    );
    expect(finals).toEqual([[hex(4)], [hex(1)]]);
    // 9,000,000 and 0 both mean 'no time'.
    expect(reference.people.get(hex(6))?.storedBestMs).toBeNull();
    expect(reference.people.get(hex(8))?.storedBestMs).toBeNull();
    // Countries: lower case and spaces forgiven, the sub-national teams known, an unknown one reported and dropped.
    expect([1, 2, 3, 5, 8].map((n) => reference.people.get(hex(n))?.country)).toEqual(['US', 'GB', 'ENG', null, 'SCO']);
  });

  it('reports stored figures that differ from the recomputed ones, with both values', () => {
    const person = (n: number, name: string) => ({ oldId: hex(n), name });
    // Round 1 pays 10 / 9 / 6 (rules §7). r1g2 recorded twice: erika's 10 and gary's 9 stored twice. r1g1 first
    // typed with misty's 1:55:00 as 1:05:00 (misty 10, ash 9, brock 6), the correction added (ash 10, misty 9,
    // brock 6): each stored the sum, and misty's stored best stays the typo.
    expect(reference.differences).toEqual([
      { ...person(1, 'AshKetchum'), storedPoints: 19, points: 10, storedBestMs: 6_600_000, bestMs: 6_600_000 },
      { ...person(2, 'misty'), storedPoints: 19, points: 9, storedBestMs: 3_900_000, bestMs: 6_900_000 },
      { ...person(3, 'Brock_'), storedPoints: 12, points: 6, storedBestMs: null, bestMs: null },
      { ...person(4, 'gary.oak'), storedPoints: 18, points: 9, storedBestMs: 6_540_000, bestMs: 6_540_000 },
      { ...person(5, 'erika'), storedPoints: 20, points: 10, storedBestMs: 6_720_000, bestMs: 6_720_000 },
    ]);
    const report = formatReport(reference);
    expect(report).toContain('users: 11 documents');
    expect(report).toContain('Stored figures that differ from the recomputed ones: 5');
    expect(report).toContain(
      `users ${hex(2)} misty: points stored 19, recomputed 9; best time stored 1:05:00.000, recomputed 1:55:00.000`,
    );
    expect(report).toContain(`users ${hex(5)} erika: points stored 20, recomputed 10`);
    expect(report).toContain(`note users ${hex(5)}: Unknown country 'XX'`);
    expect(report).toContain('newraces by year: 2025: 5');
  });

  it('names every problem with its document', () => {
    const dump = oldSiteSeason();
    const nobody = oid(0xdead);
    const [first, second] = dump.newraces ?? [];
    if (!first || !second) throw new Error('fixture');
    first.racer2 = nobody;
    second.results = [
      { racer: ELM, status: 'Finished', finishTime: { hours: 1, minutes: 0, seconds: 0, milliseconds: 0 } },
    ];
    dump.users?.push({ ...dump.users[1], _id: oid(0x150), discordUsername: 'MISTY' });
    dump.groups?.push({
      _id: oid(0x450),
      groupNumber: 9,
      members: [runner(1), runner(2)],
      round: 'Round 3',
      bracket: 'Normal',
    });
    dump.newraces?.push({ ...second, _id: oid(0x550), results: [], completed: true });
    const plan = planImport(readDump(dumpFolder(dump)), 2025);
    const problems = plan.problems.map((p) => `${p.bad ? 'BAD' : 'note'} ${p.collection} ${p.id}: ${p.message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        `BAD users ${oid(0x150).toHexString()}: The username 'MISTY' differs only in case from 'misty' (user ${hex(2)}): one person cannot hold both.`,
        `BAD newraces ${RACE.r1g1.toHexString()}: racer2 refers to nobody: no user ${nobody.toHexString()}.`,
        `BAD newraces ${RACE.r1g2.toHexString()}: Its results name ${ELM.toHexString()}, who is not a racer of this race.`,
        `BAD newraces ${oid(0x550).toHexString()}: The race is completed but has no results.`,
        `note groups ${oid(0x450).toHexString()}: Group 9 of Round 3 has no race.`,
      ]),
    );
  });

  it('refuses a truncated BSON file, naming the document it broke at', () => {
    const folder = dumpFolder(oldSiteSeason(), 'bson');
    const file = join(folder, 'redtournament', 'newraces.bson');
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, bytes.length - 10));
    expect(() => readDump(folder)).toThrow(DumpError);
    expect(() => readDump(folder)).toThrow(/newraces\.bson: document #5 \(after 0+503\) is truncated/);
    writeFileSync(file, bytes);
    appendFileSync(join(folder, 'redtournament', 'users.bson'), Buffer.from([1, 2]));
    expect(() => readDump(folder)).toThrow(/users\.bson: truncated at byte \d+, document #12 \(after 0+301\)/);
  });
});
