/**
 * rules §29: what is happening, for the visitors' Home: the round under way, the live races, the next races and the
 * latest results. A fixed number of small queries (each list is limited), whatever the size of the tournament.
 */
import { and, asc, count, countDistinct, desc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import { LIVE_WINDOW_SECONDS } from '@pokered/core/raceSchedule';
import { HAPPENING_LIST_LIMIT, type HappeningResponse } from '@pokered/core/schemas/home';
import type { Db } from '../../../db/client.ts';
import { groups, races } from '../../../db/schema.ts';
import { readTournament } from '../../tournament/state.ts';
import { assembleRaces, type Viewer } from '../queries.ts';
import { currentSeasonYear } from '../../../db/currentSeason.ts';

const active = and(eq(races.year, currentSeasonYear), eq(races.cancelled, false), eq(races.completed, false));

async function roundProgress(db: Db, round: string): Promise<HappeningResponse['round']> {
  const [[groupCount], [completed]] = await Promise.all([
    db
      .select({ count: count() })
      .from(groups)
      .where(and(eq(groups.year, currentSeasonYear), eq(groups.round, round))),
    db
      .select({ count: countDistinct(races.groupId) })
      .from(races)
      .where(
        and(
          eq(races.year, currentSeasonYear),
          eq(races.round, round),
          eq(races.completed, true),
          isNotNull(races.groupId),
        ),
      ),
  ]);
  return { groups: groupCount?.count ?? 0, completedGroups: completed?.count ?? 0 };
}

/** `GET /api/happening`. */
export async function loadHappening(db: Db, viewer: Viewer, nowSeconds: number): Promise<HappeningResponse> {
  const { stage } = await readTournament(db);
  const [round, liveRows, nextRows, latestRows] = await Promise.all([
    stage === 'completed' ? Promise.resolve(null) : roundProgress(db, stage),
    db
      .select()
      .from(races)
      .where(and(active, lte(races.raceDateTime, nowSeconds), gt(races.raceDateTime, nowSeconds - LIVE_WINDOW_SECONDS)))
      .orderBy(asc(races.raceDateTime), asc(races.id))
      .limit(HAPPENING_LIST_LIMIT),
    db
      .select()
      .from(races)
      .where(and(active, gt(races.raceDateTime, nowSeconds)))
      .orderBy(asc(races.raceDateTime), asc(races.id))
      .limit(HAPPENING_LIST_LIMIT),
    db
      .select()
      .from(races)
      .where(and(eq(races.year, currentSeasonYear), eq(races.completed, true), eq(races.cancelled, false)))
      .orderBy(desc(races.raceDateTime), asc(races.id))
      .limit(HAPPENING_LIST_LIMIT),
  ]);
  const [live, next, latest] = await Promise.all(
    [liveRows, nextRows, latestRows].map((rows) => assembleRaces(db, rows, viewer)),
  );
  return { currentRound: stage, round, live: live ?? [], next: next ?? [], latest: latest ?? [] };
}
