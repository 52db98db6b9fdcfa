/**
 * An imported season as the site shows it (rules §40): one transaction writes a completed season whose placing,
 * winners, figures, Pickems points and podium are recomputed by the rules; it appears in /seasons, careers,
 * rivalries and the hall of fame (its entry replacing the data file's line for the year). Refusals write nothing:
 * a dump with a bad document, the current year, a second import without --replace, a season this site ran.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { seasonEntries } from '../src/db/entrySchema.ts';
import { importedPeople } from '../src/db/importSchema.ts';
import {
  groupMembers,
  groups,
  hallOfFame,
  pickems,
  raceCommentators,
  raceResults,
  races,
  roundPicks,
  users,
} from '../src/db/schema.ts';
import { seasons } from '../src/db/seasonSchema.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { createTestDatabase } from './support/database.ts';
import { freshWorld } from './support/freshWorld.ts';
import { dumpFolder, runImport } from './support/importRun.ts';
import { dayOf, oid } from './support/oldSiteDump.ts';
import { moveRaces, oldSiteSeason, RACE } from './support/oldSiteSeason.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rowsOf2025() {
  const [season] = await t.db.select().from(seasons).where(eq(seasons.year, 2025));
  const [raceCount] = await t.db.select({ n: count() }).from(races).where(eq(races.year, 2025));
  const [people] = await t.db.select({ n: count() }).from(importedPeople);
  const [userCount] = await t.db.select({ n: count() }).from(users);
  return { season: season ?? null, races: raceCount?.n, people: people?.n, users: userCount?.n };
}

const userOf = async (username: string) =>
  (await t.db.select().from(users).where(eq(users.discordUsername, username)))[0];

/** The old site's 2025 season imported (rules §40). */
async function importedSeason() {
  const run = await runImport(t.db, dumpFolder(oldSiteSeason(), 'array', 'legacy'));
  expect(run.refused).toBeNull();
}

describe('importing a season (rules §40)', () => {
  beforeEach(() => freshWorld(t));

  it('writes nothing on a dry run, nor when a document is bad without --skip-bad', async () => {
    const before = await rowsOf2025();
    const dry = await runImport(t.db, dumpFolder(oldSiteSeason()), { dryRun: true });
    expect(dry.refused).toBeNull();
    expect(dry.outcome).toBeNull();
    expect(dry.report).toContain('Will create:');
    const broken = oldSiteSeason();
    const race = broken.newraces?.[0];
    if (race) race.racer2 = oid(0xdead);
    const refused = await runImport(t.db, dumpFolder(broken, 'jsonl', 'canonical'));
    expect(refused.refused).toBe(
      `1 documents cannot be imported (first: newraces ${RACE.r1g1.toHexString()}): nothing was written. Fix the dump, or leave them out with --skip-bad.`,
    );
    expect(await rowsOf2025()).toEqual(before);
    expect(before.season).toBeNull();
  });

  it('refuses the current year and any later one', async () => {
    const run = await runImport(t.db, dumpFolder(oldSiteSeason()), { year: 2026 });
    expect(run.refused).toBe('The dump holds no race of 2026: nothing to import.');
    const current = await runImport(t.db, dumpFolder(moveRaces(oldSiteSeason(), 365)), { year: 2026 });
    expect(current.refused).toBe('2026 is not before the current season (2026): only an earlier year can be imported.');
  });

  it('imports the season with its figures recomputed, once', async () => {
    const run = await runImport(t.db, dumpFolder(oldSiteSeason(), 'array', 'legacy'));
    expect(run.refused).toBeNull();
    expect(run.outcome).toEqual({ replaced: false, people: 11, races: 5 });
    const [season] = await t.db.select().from(seasons).where(eq(seasons.year, 2025));
    expect(season).toMatchObject({ status: 'completed', stage: 'completed', source: 'imported' });
    const ash = await userOf('ashketchum..old');
    const erika = await userOf('erika..old');
    const gary = await userOf('gary.oak..old');
    expect(ash).toMatchObject({ displayName: 'AshKetchum', country: 'US', pronouns: 'he/him', discordId: null });
    if (!ash || !erika || !gary) throw new Error('imported people missing');
    // The re-recorded race counts once: erika's 20 stored points are 10.
    const [entry] = await t.db.select().from(seasonEntries).where(eq(seasonEntries.userId, erika.id));
    expect(entry).toMatchObject({ year: 2025, points: 10, bestTimeMs: 6_720_000 });
    // Placing and winner by the rules, not as typed (the old winner was the first Finished typed).
    const [first] = await t.db.select().from(races).where(eq(races.raceTimeId, 'pkmnredblue/clever-abra-1234'));
    expect(first?.winner).toBe(ash.id);
    const placed = await t.db
      .select()
      .from(raceResults)
      .where(eq(raceResults.raceId, first?.id ?? ''));
    expect(placed.find((r) => r.racerId === ash.id)?.place).toBe(1);
    const again = await runImport(t.db, dumpFolder(oldSiteSeason()));
    expect(again.refused).toBe('Season 2025 is already imported: run again with --replace to replace it.');
  });

  it('writes the commentators, restreams, groups, entrants and Pickems as the dump holds them', async () => {
    await importedSeason();
    const nameOf = new Map(
      (await t.db.select().from(users)).map((u) => [u.id, u.discordUsername.replace(/\.\.old$/, '')]),
    );
    const named = (id: string | null) => (id === null ? null : (nameOf.get(id) ?? id));
    const raceOf = async (raceTimeId: string | null, round: string) =>
      (await t.db.select().from(races).where(eq(races.year, 2025))).find(
        (race) => race.raceTimeId === raceTimeId && race.round === round && !race.cancelled,
      );
    const commentary = await t.db.select().from(raceCommentators);
    const commentatorsOf = (id: string | undefined) =>
      commentary
        .filter((row) => row.raceId === id)
        .map((row) => named(row.userId))
        .sort();
    const [first, second, final] = [
      await raceOf('pkmnredblue/clever-abra-1234', 'Round 1'),
      await raceOf('pkmnredblue/brave-onix-5678', 'Round 1'),
      await raceOf(null, 'Final'),
    ];
    expect(commentatorsOf(first?.id)).toEqual(['profoak']);
    expect(commentatorsOf(final?.id)).toEqual(['elm', 'profoak']);
    expect(commentatorsOf(second?.id)).toEqual([]);
    // The planned restream keeps its channel and restreamer; the model's default channel alone is no restream.
    expect(first).toMatchObject({ restreamPlanned: true, restreamChannel: 'RedRaceTV' });
    expect(named(first?.restreamer ?? null)).toBe('elm');
    expect(second).toMatchObject({ restreamPlanned: false, restreamChannel: null, restreamer: null });
    const groupRows = await t.db.select().from(groups).where(eq(groups.year, 2025));
    const memberRows = await t.db.select().from(groupMembers).where(eq(groupMembers.year, 2025));
    const groupName = new Map(groupRows.map((g) => [g.id, `${g.round} #${String(g.groupNumber)}`]));
    expect(
      Object.fromEntries(
        groupRows.map((g) => [
          groupName.get(g.id),
          {
            bracket: g.bracket,
            members: memberRows
              .filter((m) => m.groupId === g.id)
              .sort((a, b) => a.pot - b.pot)
              .map((m) => `${String(m.pot)} ${named(m.userId) ?? ''}`),
          },
        ]),
      ),
    ).toEqual({
      'Round 1 #1': { bracket: 'Normal', members: ['1 ashketchum', '2 misty', '3 brock_'] },
      'Round 1 #2': { bracket: 'Normal', members: ['1 gary.oak', '2 erika', '3 sabrina'] },
      'Round 1 #3': { bracket: 'Normal', members: ['1 blaine', '2 koga'] },
      'Final #1': { bracket: 'Playoffs', members: ['1 ashketchum', '2 gary.oak', '3 blaine'] },
    });
    // Entrants end in the bracket the users' own field gives (the dump's year is its newest).
    const entries = await t.db.select().from(seasonEntries).where(eq(seasonEntries.year, 2025));
    expect(Object.fromEntries(entries.map((e) => [named(e.userId), e.bracket]))).toEqual({
      ashketchum: 'Playoffs',
      misty: 'Playoffs',
      brock_: 'Playoffs',
      'gary.oak': 'Normal',
      erika: 'Normal',
      sabrina: 'Normal',
      blaine: 'Normal',
      koga: 'Normal',
    });
    const picks = await t.db.select().from(roundPicks).where(eq(roundPicks.year, 2025));
    expect(
      picks.map((p) => `${named(p.userId) ?? ''}: ${groupName.get(p.groupId) ?? ''} ${named(p.runnerId) ?? ''}`).sort(),
    ).toEqual([
      'fan_club: Final #1 gary.oak',
      'fan_club: Round 1 #1 ashketchum',
      'fan_club: Round 1 #2 erika',
      'fan_club: Round 1 #3 blaine',
      'profoak: Final #1 ashketchum',
      'profoak: Round 1 #1 misty',
    ]);
    // Pickems by hand (rules §10). fan_club: round picks ash, erika, blaine and the Final's gary all won (4 × 5);
    // top 27 holds the 5 who reached the playoffs (3 in Playoffs + gary and blaine in the Final: 5 × 10); top 9's
    // ash, gary, blaine reached the Final (3 × 20); gary won it (100) with the year's best time, 1:49:00 (50); the
    // guess 1:48:00 is the only one (100). ProfOak's picks (misty, ash) lost and he made no one-off pick: 0.
    const scored = await t.db.select().from(pickems).where(eq(pickems.year, 2025));
    expect(Object.fromEntries(scored.map((p) => [named(p.userId), [p.points, p.breakdown]]))).toEqual({
      fan_club: [
        380,
        {
          'Round picks': 20,
          'Top 27': 50,
          'Top 9': 60,
          'Overall winner': 100,
          'Best time runner': 50,
          'Closest time': 100,
        },
      ],
      profoak: [0, {}],
    });
    // Read from legacy Extended JSON: the guess stored as a Long, and the race whose time is a date.
    expect(scored.map((p) => p.bestTimeMs).sort()).toEqual([6_480_000, null]);
    const dated = await raceOf(null, 'Round 1');
    expect(dated?.raceDateTime).toBe(dayOf(2025, 9, 20));
  });

  it('shows the season in /seasons, careers, rivalries and the hall of fame', async () => {
    await importedSeason();
    const list = (await t.anonymous.get('/api/seasons')).json<
      { year: number; champion: { displayName: string } | null; runners: number; races: number }[]
    >();
    expect(list.find((s) => s.year === 2025)).toMatchObject({
      champion: { displayName: 'gary oak' },
      runners: 8,
      races: 4,
    });
    const profile = (await t.anonymous.get('/api/user/gary.oak..old')).json<{
      seasons: { year: number; rank: number | null }[];
      trophies: { year: number; position: string }[];
    }>();
    expect(profile.seasons).toEqual([expect.objectContaining({ year: 2025 })]);
    // The imported Final's winner carries that year's gold trophy, like a champion of a season this site ran.
    expect(profile.trophies).toEqual([{ year: 2025, position: '1st', emoji: '🥇' }]);
    const [ash, gary] = [await userOf('ashketchum..old'), await userOf('gary.oak..old')];
    const h2h = await t.anonymous.get(`/api/h2h?a=${ash?.id ?? ''}&b=${gary?.id ?? ''}`);
    expect(h2h.json<{ meetings: { year: number; round: string }[] }>().meetings).toEqual([
      expect.objectContaining({ year: 2025, round: 'Final' }),
    ]);
    const hall = (await t.anonymous.get('/api/past-results')).json<
      { tournamentYear: number; gold: { name: string; userId?: string }; spotlightVideos: string[] }[]
    >();
    expect(hall.find((y) => y.tournamentYear === 2025)).toMatchObject({
      gold: { name: 'gary oak', userId: gary?.id },
      spotlightVideos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    });
  });

  it('replaces an imported season with --replace, and never a season this site ran', async () => {
    await importedSeason();
    const dump = oldSiteSeason();
    dump.newraces = (dump.newraces ?? []).filter((race) => race._id !== RACE.cancelled);
    // A dry run meets the refusal the real run would, and replaces nothing even with --replace.
    const imported = await rowsOf2025();
    const dry = await runImport(t.db, dumpFolder(dump), { dryRun: true });
    expect(dry.refused).toBe('Season 2025 is already imported: run again with --replace to replace it.');
    expect((await runImport(t.db, dumpFolder(dump), { dryRun: true, replace: true })).refused).toBeNull();
    expect(await rowsOf2025()).toEqual(imported);
    const run = await runImport(t.db, dumpFolder(dump, 'jsonl', 'relaxed'), { replace: true });
    expect(run.outcome).toEqual({ replaced: true, people: 11, races: 4 });
    const after = await rowsOf2025();
    expect(after).toMatchObject({ races: 4, people: 11 });
    const [entries] = await t.db.select({ n: count() }).from(seasonEntries).where(eq(seasonEntries.year, 2025));
    expect(entries?.n).toBe(8);
    await t.db.insert(seasons).values({ year: 2024, status: 'completed', stage: 'completed' });
    const site = await runImport(t.db, dumpFolder(oldSiteSeason()), { year: 2024, replace: true });
    expect(site.refused).toBe('Season 2024 was run on this site: an import never replaces it.');
    const siteDry = await runImport(t.db, dumpFolder(oldSiteSeason()), { year: 2024, replace: true, dryRun: true });
    expect(siteDry.refused).toBe(site.refused);
    const [kept] = await t.db.select().from(hallOfFame).where(eq(hallOfFame.year, 2025));
    expect(kept?.gold.name).toBe('gary oak');
  });

  it('leaves a bad document out with --skip-bad', async () => {
    await importedSeason();
    const dump = oldSiteSeason();
    const race = dump.newraces?.find((r) => r._id === RACE.r1g2);
    if (race) race.restreamer = oid(0xdead);
    if (race) race.restreamPlanned = true;
    const run = await runImport(t.db, dumpFolder(dump), { replace: true, skipBad: true });
    expect(run.outcome).toMatchObject({ replaced: true, races: 4 });
    expect(run.report).toContain(`BAD  newraces ${RACE.r1g2.toHexString()}: restreamer refers to nobody`);
    expect(run.report).toContain(`note groups ${oid(0x402).toHexString()}: Group 2 of Round 1 has no race.`);
  });
});

describe('importing into a database the site never started', () => {
  it('refuses with what to do, and writes nothing', async () => {
    const fresh = await createTestDatabase();
    try {
      const run = await runImport(fresh.database.db, dumpFolder(oldSiteSeason()));
      expect(run.refused).toBe(
        'This database has no current season yet: start the site on it once (npm start), then import the earlier years.',
      );
      const [people] = await fresh.database.db.select({ n: count() }).from(importedPeople);
      expect(people?.n).toBe(0);
    } finally {
      await fresh.drop();
    }
  });
});
