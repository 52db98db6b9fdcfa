/**
 * The demo's two earlier seasons (issue 26): each from Round 1 to its Final by the rules before the current season
 * starts, the oldest brought in by the importer from a dump of the earlier site (rules §40). Everything stored of them is what the rules give for their results: the figures of every entry,
 * the brackets the round ends left (27 → 9 → 3), the Final's podium as the hall of fame of the year and the
 * season's champion; and the runners overlap from year to year, so careers and rivalries span seasons.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { ImportedPerson } from '@pokered/core/schemas/importedPeople';
import type { SeasonSummary } from '@pokered/core/schemas/seasons';
import { ROUNDS } from '@pokered/core/rounds';
import { computeRunnerFigures, EMPTY_FIGURES, type ScoredRace } from '@pokered/core/scoring';
import { seasonEntries } from '../src/db/entrySchema.ts';
import { hallOfFame, pickems, raceResults, races, roundPickSubmissions } from '../src/db/schema.ts';
import { seasons } from '../src/db/seasonSchema.ts';
import { seedDemoIfEmpty } from '../src/demo/seed.ts';
import { createTestApp, TEST_YEAR, type TestApp } from './support/app.ts';

const PAST = [TEST_YEAR - 2, TEST_YEAR - 1];

describe('the demo history', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoIfEmpty(t.db, { year: TEST_YEAR })).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const entriesOf = (year: number) => t.db.select().from(seasonEntries).where(eq(seasonEntries.year, year));

  async function racesOf(year: number) {
    const rows = await t.db
      .select({ race: races, result: raceResults })
      .from(races)
      .innerJoin(raceResults, eq(raceResults.raceId, races.id))
      .where(and(eq(races.year, year), eq(races.completed, true), eq(races.cancelled, false)))
      .orderBy(asc(races.raceDateTime), asc(raceResults.place));
    const byId = new Map<string, { round: string; bracket: string | null; placing: typeof rows }>();
    for (const row of rows) {
      const race = byId.get(row.race.id) ?? { round: row.race.round, bracket: row.race.bracket, placing: [] };
      race.placing.push(row);
      byId.set(row.race.id, race);
    }
    return [...byId.values()];
  }

  it('lists three seasons: the two earlier ones completed with the Final winner as champion', async () => {
    const seasons = (await t.anonymous.get('/api/seasons')).json<SeasonSummary[]>();
    expect(seasons.map((season) => [season.year, season.status, season.current])).toEqual([
      [TEST_YEAR, 'running', true],
      [TEST_YEAR - 1, 'completed', false],
      [TEST_YEAR - 2, 'completed', false],
    ]);
    for (const season of seasons.slice(1)) {
      const [fame] = await t.db.select().from(hallOfFame).where(eq(hallOfFame.year, season.year));
      expect(season.champion).toEqual({ userId: fame?.gold.userId, displayName: fame?.gold.name });
      expect(season.runners).toBeGreaterThan(30);
    }
  });

  it('offers the season picker a few years around the page’s season, and refuses a year that is no season', async () => {
    const picker = async (query: string) => {
      const response = await t.anonymous.get(`/api/seasons/picker${query}`);
      return [response.statusCode, response.json<unknown>()];
    };
    const total = 3;
    // Each answer carries the shown season's summary, as `/api/seasons` lists it (the past season's banner reads it).
    const [current, , first] = (await t.anonymous.get('/api/seasons')).json<SeasonSummary[]>();
    expect(await picker('')).toEqual([
      200,
      { currentYear: TEST_YEAR, years: [TEST_YEAR, TEST_YEAR - 1], total, season: current },
    ]);
    expect(await picker(`?season=${String(TEST_YEAR - 2)}`)).toEqual([
      200,
      { currentYear: TEST_YEAR, years: [TEST_YEAR, TEST_YEAR - 1, TEST_YEAR - 2], total, season: first },
    ]);
    expect(first?.year).toBe(TEST_YEAR - 2);
    expect(await picker('?season=1999')).toEqual([404, { error: 'No season 1999.' }]);
    expect((await picker('?season=99'))[0]).toBe(400);
  });

  it.each(PAST)('played %i from Round 1 to the Final: 27 → 9 → 3, the podium is the Final placing', async (year) => {
    const played = await racesOf(year);
    expect(new Set(played.map((race) => race.round))).toEqual(new Set(ROUNDS));
    const count = (round: string) => played.filter((race) => race.round === round);
    expect(count('Quarterfinals').map((race) => race.placing.length)).toEqual(Array<number>(9).fill(3));
    expect(count('Semifinals').map((race) => race.placing.length)).toEqual([3, 3, 3]);
    const [final] = count('Final');
    expect(count('Final')).toHaveLength(1);
    const [fame] = await t.db.select().from(hallOfFame).where(eq(hallOfFame.year, year));
    expect([fame?.gold.userId, fame?.silver.userId, fame?.bronze.userId]).toEqual(
      final?.placing.map((row) => row.result.racerId),
    );
    const finalists = (await entriesOf(year)).filter((entry) => entry.bracket === 'Playoffs').map((e) => e.userId);
    expect(finalists.sort()).toEqual(final?.placing.map((row) => row.result.racerId).sort());
    const statuses = new Set(played.flatMap((race) => race.placing.map((row) => row.result.status)));
    expect(statuses).toEqual(new Set(['Finished', 'DNF', 'DNS', 'DQ']));
  });

  it.each(PAST)("stores the figures the rules give for %i's results", async (year) => {
    const scored: ScoredRace[] = (await racesOf(year)).map((race) => ({
      round: race.round,
      bracket: race.bracket,
      results: race.placing.map(({ result }) => ({
        racer: result.racerId,
        status: result.status,
        finishTimeMs: result.finishTimeMs,
        dnfOrder: result.dnfOrder,
      })),
    })) as ScoredRace[];
    const figures = computeRunnerFigures(scored);
    const entries = await entriesOf(year);
    expect(entries.map((e) => [e.userId, e.points, e.bestTimeMs, e.bye])).toEqual(
      entries.map((e) => {
        const f = figures.get(e.userId) ?? EMPTY_FIGURES;
        return [e.userId, f.points, f.bestTournamentTimeMilliseconds, f.bye];
      }),
    );
  });

  it('has returning runners, runners who left and new ones, and Pickems players in the earlier seasons', async () => {
    const [older, last, current] = [
      await entriesOf(TEST_YEAR - 2),
      await entriesOf(TEST_YEAR - 1),
      await entriesOf(TEST_YEAR),
    ];
    const ids = (entries: { userId: string }[] | undefined) => new Set(entries?.map((e) => e.userId));
    const [a, b, c] = [ids(older), ids(last), ids(current)];
    expect([...c].filter((id) => a.has(id) && b.has(id)).length).toBeGreaterThan(10);
    expect([...a].filter((id) => !c.has(id)).length).toBeGreaterThan(0);
    expect([...b].filter((id) => !a.has(id)).length).toBeGreaterThan(0);
    expect([...c].filter((id) => !a.has(id) && !b.has(id)).length).toBeGreaterThan(0);
    for (const year of PAST) {
      expect((await t.db.select().from(pickems).where(eq(pickems.year, year))).length).toBeGreaterThan(5);
      const rounds = await t.db
        .select({ round: roundPickSubmissions.round })
        .from(roundPickSubmissions)
        .where(eq(roundPickSubmissions.year, year));
      expect(new Set(rounds.map((row) => row.round)).size).toBeGreaterThan(3);
    }
  });

  it('imported its oldest season from a dump of the earlier site, leaving one match for the admin', async () => {
    const [oldest] = await t.db
      .select()
      .from(seasons)
      .where(eq(seasons.year, TEST_YEAR - 2));
    expect(oldest).toMatchObject({ source: 'imported', status: 'completed' });
    const admin = await t.as('admin');
    const people = (await admin.get('/api/admin/imported-people')).json<ImportedPerson[]>();
    const pending = people.filter((person) => person.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]?.likelyMatch?.discordUsername).toBe(pending[0]?.name.toLowerCase());
    expect(pending[0]?.years).toEqual([TEST_YEAR - 2]);
    expect(people.filter((person) => person.status === 'confirmed').length).toBeGreaterThan(30);
  });

  it("shows a returning runner's trophies and rivals across the years", async () => {
    const [fame] = await t.db
      .select()
      .from(hallOfFame)
      .where(eq(hallOfFame.year, TEST_YEAR - 1));
    const champion = (await t.anonymous.get('/api/runners/'))
      .json<{ _id: string; discordUsername: string }[]>()
      .find((runner) => runner._id === fame?.gold.userId);
    const profile = (await t.anonymous.get(`/api/user/${champion?.discordUsername ?? 'nobody'}`)).json<{
      trophies: { year: number; position: string }[];
      rivals: { meetings: number }[];
    }>();
    expect(profile.trophies).toContainEqual(expect.objectContaining({ year: TEST_YEAR - 1, position: '1st' }));
    expect(profile.rivals.length).toBeGreaterThan(0);
  });
});
