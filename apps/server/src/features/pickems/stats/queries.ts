/** The Pickems leaderboard and the crowd's picks (stats, favourites): counts over every player's picks. */
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isBracket } from '@pokered/core/brackets';
import { isRound, ROUNDS } from '@pokered/core/rounds';
import {
  TOP_PICKS_COUNT,
  ULTRA_PICKS_COUNT,
  type FavoriteGroup,
  type LeaderboardEntry,
  type PickCount,
  type PickemsStats,
} from '@pokered/core/schemas/pickems';
import type { Db } from '../../../db/client.ts';
import { selectRows } from '../../../db/rows.ts';
import { groups, pickems, roundPicks, users } from '../../../db/schema.ts';
import { currentSeasonYear, type SeasonYear } from '../../../db/currentSeason.ts';

/** Points descending; equal points share a rank (1, 1, 3); equal ranks listed by display name. */
export async function leaderboard(db: Db, year: SeasonYear = currentSeasonYear): Promise<LeaderboardEntry[]> {
  const rows = await db
    .select({
      _id: users.id,
      displayName: users.displayName,
      discordUsername: users.discordUsername,
      points: pickems.points,
      rank: sql<number>`(rank() over (order by ${pickems.points} desc))::int`.mapWith(Number),
    })
    .from(pickems)
    .innerJoin(users, eq(users.id, pickems.userId))
    .where(eq(pickems.year, year))
    .orderBy(sql`${pickems.points} desc`, sql`lower(${users.displayName})`, asc(users.displayName), asc(users.id));
  return rows.map(({ points, rank, ...user }) => ({ userId: user, points, rank }));
}

/** How many entries each stats list keeps: the 27 and 9 lists show a full crowd pick, the others a top 10. */
const STATS_LIMITS = { top27: TOP_PICKS_COUNT, top9: ULTRA_PICKS_COUNT } as const;
const DEFAULT_STATS_LIMIT = 10;

const pickCountRow = z.object({
  kind: z.string(),
  _id: z.string(),
  displayName: z.string(),
  discordUsername: z.string(),
  country: z.string().nullable(),
  currentBracket: z.string().nullable(),
  count: z.number(),
  players: z.number(),
});

/**
 * GET /api/pickems/stats/all: counted in one grouped query, each list cut to its top entries; each entry also says
 * how many players could pick the runner there (the share's denominator, `pickShare`).
 */
export async function pickemsStats(db: Db, year: SeasonYear = currentSeasonYear): Promise<PickemsStats> {
  const rows = await selectRows(
    db,
    // One season's picks only (rules §34): each season's Pickems are its own.
    sql`with season_pickems as (
          select * from ${pickems} where year = ${year}
        ), season_round_picks as (
          select * from ${roundPicks} where year = ${year}
        ), picks(kind, runner_id, group_id) as (
          select 'winner'::text, selected_winner, null::uuid from season_pickems where selected_winner is not null
          union all select 'bestTime', selected_best_time_runner, null::uuid from season_pickems where selected_best_time_runner is not null
          union all select 'top27', e.value::uuid, null::uuid from season_pickems, jsonb_array_elements_text(selected_runners) as e(value)
          union all select 'top9', e.value::uuid, null::uuid from season_pickems, jsonb_array_elements_text(ultra_selected_runners) as e(value)
          union all select round, runner_id, group_id from season_round_picks
        ), one_off_players as (
          select count(*)::int as players from season_pickems
          where one_off_submitted_at is not null or selected_winner is not null or jsonb_array_length(selected_runners) > 0
        ), group_players as (
          select group_id, count(*)::int as players from season_round_picks group by group_id
        ), runner_players as (
          -- Joined and grouped once: a subquery per counted row took over 10 s at 10x (500 players' round picks).
          select rg.kind, rg.runner_id, sum(gp.players)::int as players
          from (select distinct kind, runner_id, group_id from picks where group_id is not null) rg
          join group_players gp on gp.group_id = rg.group_id
          group by rg.kind, rg.runner_id
        ), counted as (
          select kind, runner_id, count(*)::int as count from picks group by kind, runner_id
        ), with_players as (
          select c.*, case when c.kind in ('winner', 'bestTime', 'top27', 'top9') then (select players from one_off_players)
                      else coalesce(rp.players, 0) end as players
          from counted c left join runner_players rp on rp.kind = c.kind and rp.runner_id = c.runner_id
        ), ranked as (
          select c.kind, c.count, c.players, u.id, u.display_name, u.discord_username, u.country,
                 e.bracket as current_bracket,
                 row_number() over (partition by c.kind order by c.count desc, lower(u.display_name), u.id) as position
          from with_players c join ${users} u on u.id = c.runner_id
          left join season_entries e on e.user_id = u.id and e.year = ${year}
        )
        select kind, id as "_id", display_name as "displayName", discord_username as "discordUsername", country,
               current_bracket as "currentBracket", count, players
        from ranked
        where position <= case kind when 'top27' then ${STATS_LIMITS.top27}::int when 'top9' then ${STATS_LIMITS.top9}::int else ${DEFAULT_STATS_LIMIT}::int end
        order by kind, position`,
    pickCountRow,
  );
  const lists = new Map<string, PickCount[]>();
  for (const { kind, currentBracket, ...rest } of rows) {
    const entry: PickCount = { ...rest, currentBracket: isBracket(currentBracket) ? currentBracket : null };
    lists.set(kind, [...(lists.get(kind) ?? []), entry]);
  }
  const of = (kind: string): PickCount[] => lists.get(kind) ?? [];
  return {
    topOverallWinners: of('winner'),
    topBestTimePicks: of('bestTime'),
    top27Picks: of('top27'),
    top9Picks: of('top9'),
    topPicksByRound: {
      round1Picks: of('Round 1'),
      round2Picks: of('Round 2'),
      round3Picks: of('Round 3'),
      quarterFinalsPicks: of('Quarterfinals'),
      semiFinalsPicks: of('Semifinals'),
      finalPick: of('Final'),
    },
  };
}

/** GET /api/pickems/stats/favorites: per group with picks, the member(s) picked most, ties kept. */
export async function favorites(db: Db, year: SeasonYear = currentSeasonYear): Promise<FavoriteGroup[]> {
  const rows = await selectRows(
    db,
    sql`with counted as (
          select group_id, runner_id, count(*)::int as total from ${roundPicks}
          where year = ${year} group by group_id, runner_id
        ), ranked as (
          select counted.*, rank() over (partition by group_id order by total desc) as position from counted
        )
        select g.round, g.group_number as "groupNumber", r.runner_id as "userId", r.total as "totalCount"
        from ranked r join ${groups} g on g.id = r.group_id
        where r.position = 1
        order by g.group_number, r.runner_id`,
    z.object({ round: z.string(), groupNumber: z.number(), userId: z.string(), totalCount: z.number() }),
  );
  const byGroup = new Map<string, FavoriteGroup>();
  for (const row of rows) {
    if (!isRound(row.round)) continue;
    const key = `${row.round}#${String(row.groupNumber)}`;
    const group = byGroup.get(key) ?? { round: row.round, groupNumber: row.groupNumber, favorite: [] };
    group.favorite.push({ userId: row.userId, totalCount: row.totalCount });
    byGroup.set(key, group);
  }
  return [...byGroup.values()].sort(
    (a, b) => ROUNDS.indexOf(a.round) - ROUNDS.indexOf(b.round) || a.groupNumber - b.groupNumber,
  );
}
