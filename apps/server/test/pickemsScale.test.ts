/**
 * Recomputing every player's Pickems points at season end, for many players (each with one-off picks and a pick
 * for each of 103 groups): every stored total equals scorePickems of all that player's picks, and a second run
 * changes nothing. How fast it runs (10,000 players within 1 s) is measured by `npm run bench`, not here:
 * a timed test on a shared machine proves nothing. The seeding is set-based SQL, not the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { scorePickems } from '@pokered/core/pickemsScoring';
import { isRound } from '@pokered/core/rounds';
import { pickems, roundPicks } from '../src/db/schema.ts';
import { recomputeAllPickems } from '../src/features/pickems/mutations.ts';
import { loadTournamentFacts } from '../src/features/pickems/facts/queries.ts';
import { createTestApp, type TestApp } from './support/app.ts';

const PLAYERS = 500;

async function seedSeason(t: TestApp): Promise<void> {
  await t.db.execute(sql`
    insert into users (discord_username, display_name)
    select 'runner' || i, 'Runner ' || i from generate_series(1, 90) i`);
  // Runners are the season's entrants (rules §34).
  await t.db.execute(sql`
    insert into season_entries (user_id, bracket)
    select id, case when discord_username in ('runner1', 'runner2', 'runner3') then 'Playoffs' end
    from users where discord_username like 'runner%'`);
  await t.db.execute(sql`
    insert into users (discord_username, display_name) select 'player' || i, 'Player ' || i from generate_series(1, ${PLAYERS}::int) i`);
  // Groups: 30 per Swiss round, then 9, 3 and 1; runner n (1-90) sits in group ceil(n / 3) of each round.
  await t.db.execute(sql`
    with rounds(round, size) as (values ('Round 1', 30), ('Round 2', 30), ('Round 3', 30), ('Quarterfinals', 9), ('Semifinals', 3), ('Final', 1))
    insert into groups (round, group_number, bracket) select round, n, 'Normal' from rounds, generate_series(1, size) n`);
  await t.db.execute(sql`
    with runners as (select id, row_number() over (order by discord_username) as n from users where id in (select user_id from season_entries))
    insert into group_members (group_id, user_id, round, pot)
    select g.id, r.id, g.round, ((r.n - 1) % 3) + 1
    from groups g join runners r on (r.n - 1) / 3 + 1 = g.group_number
      and (g.round like 'Round%' or (g.round = 'Quarterfinals' and r.n <= 27) or (g.round = 'Semifinals' and r.n <= 9) or (g.round = 'Final' and r.n <= 3))`);
  await t.db.execute(sql`
    insert into races (group_id, round, bracket, race_date_time, racer1, racer2, racer3, completed)
    select g.id, g.round, g.bracket, 1000, m[1], m[2], m[3], true
    from groups g join (select group_id, array_agg(user_id order by pot) as m from group_members group by group_id) gm on gm.group_id = g.id`);
  await t.db.execute(sql`
    insert into race_results (race_id, racer_id, status, finish_time_ms, place)
    select race_id, racer_id, 'Finished', ms, row_number() over (partition by race_id order by ms, racer_id)
    from (select r.id as race_id, gm.user_id as racer_id, 6500000 + abs(hashtext(r.id::text || gm.user_id::text)) % 1500000 as ms
          from races r join group_members gm on gm.group_id = r.group_id) timed`);
  // Each player's lists are runs of the runner list from an offset given by a hash of the player id.
  await t.db.execute(sql`
    with list as (select array_agg(id order by discord_username) as r from users where id in (select user_id from season_entries)),
    players as (select p.id, abs(hashtext(p.id::text)) as h from users p where p.discord_username like 'player%')
    insert into pickems (user_id, selected_runners, ultra_selected_runners, selected_winner, selected_best_time_runner, best_time_ms)
    select p.id,
      (select jsonb_agg(list.r[1 + (p.h + k) % 90]) from generate_series(0, 26) k),
      (select jsonb_agg(list.r[1 + (p.h / 7 + k) % 90]) from generate_series(0, 8) k),
      list.r[1 + (p.h / 11) % 90],
      list.r[1 + (p.h / 13) % 90],
      3600000 + p.h % 3600000
    from players p, list`);
  // In slices, so that no single statement runs into the pool's 10 s query timeout.
  for (let from = 1; from <= PLAYERS; from += 500) {
    await t.db.execute(sql`
      with picked as (
        select g.id, g.round, array_agg(gm.user_id order by gm.user_id) as m
        from groups g join group_members gm on gm.group_id = g.id group by g.id, g.round),
      players as (select id from users where discord_username like 'player%' order by id offset ${from - 1}::int limit 500)
      insert into round_picks (user_id, group_id, round, runner_id)
      select p.id, g.id, g.round, g.m[1 + abs(hashtext(p.id::text || g.id::text)) % cardinality(g.m)]
      from players p cross join picked g`);
  }
  await t.db.execute(sql`update tournament set stage = 'completed'`);
}

describe(`recomputing ${String(PLAYERS)} players`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedSeason(t);
  }, 600_000);
  afterAll(async () => {
    await t.close();
  });

  // The seeded season is this file's world, built once (its set-based SQL is the slow part). The recomputations are
  // the only writes, and only to the stored points: each test puts them back as seeded, then recomputes twice itself.
  async function recomputedFromSeed() {
    await t.db.update(pickems).set({ points: 0, breakdown: {} });
    const first = await t.db.transaction((tx) => recomputeAllPickems(tx));
    const second = await t.db.transaction((tx) => recomputeAllPickems(tx));
    return { first, second };
  }

  it("rewrites every player's points, then finds nothing to change", async () => {
    const { first, second } = await recomputedFromSeed();
    expect(first.totalUsers).toBe(PLAYERS);
    expect(first.changed.length).toBe(PLAYERS);
    expect(second.changed).toEqual([]);
  }, 120_000);

  it('stores exactly what scorePickems gives from every pick, not only the winning ones', async () => {
    await recomputedFromSeed();
    const facts = await loadTournamentFacts(t.db);
    const sample = await t.db.select().from(pickems).orderBy(pickems.userId).limit(25);
    for (const record of sample) {
      const picks = await t.db.select().from(roundPicks).where(eq(roundPicks.userId, record.userId));
      const expected = scorePickems({
        facts,
        picks: {
          selectedRunners: record.selectedRunners,
          ultraSelectedRunners: record.ultraSelectedRunners,
          selectedWinner: record.selectedWinner,
          selectedBestTimeRunner: record.selectedBestTimeRunner,
          bestTimeGuessMs: record.bestTimeMs,
          roundPicks: picks.flatMap((p) =>
            isRound(p.round) ? [{ round: p.round, groupKey: p.groupId, runnerId: p.runnerId }] : [],
          ),
        },
      });
      expect({ points: record.points, breakdown: record.breakdown }).toEqual(expected);
      expect(expected.breakdown['Round picks']).toBeGreaterThan(0);
    }
  }, 120_000);
});
