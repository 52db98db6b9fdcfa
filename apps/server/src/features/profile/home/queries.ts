/**
 * The personal home (rules §19): what a logged-in user has to do next, in one answer. A fixed number of queries
 * whatever the size of the round: the caller's group, the round's open races, the caller's submission.
 */
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { COMMENTARY_WINDOW_DAYS, HOME_LIST_LIMIT, type HomePicks, type HomeResponse } from '@pokered/core/schemas/home';
import { MAX_COMMENTATORS, type Round } from '@pokered/core/rounds';
import type { Race } from '@pokered/core/schemas/races';
import type { Db } from '../../../db/client.ts';
import { raceCommentators, races, roundPickSubmissions } from '../../../db/schema.ts';
import type { SessionUser } from '../../../http/types.ts';
import { findGroupOf } from '../../groups/queries.ts';
import { roundGroups } from '../../pickems/queries.ts';
import { findRaceById, findRaces, viewerOf } from '../../races/queries.ts';
import { readTournament } from '../../tournament/state.ts';
import { loadOrganiserTodo } from '../organiser/queries.ts';
import { currentSeasonYear } from '../../../db/currentSeason.ts';

const racerIds = (race: Race) => [race.racer1._id, race.racer2._id, race.racer3?._id];

async function runnerPart(db: Db, userId: string, round: Round | null, viewer: ReturnType<typeof viewerOf>) {
  const group = round === null ? null : await findGroupOf(db, userId, round);
  if (!group) return { group: null, race: null };
  const race = group.raceId === null ? null : await findRaceById(db, group.raceId, viewer);
  const { raceStartTime: _start, raceId: _race, raceCompleted: _done, ...summary } = group;
  return { group: summary, race };
}

async function commentaryPart(db: Db, user: SessionUser, nowSeconds: number) {
  const viewer = viewerOf(user);
  const upcoming = and(eq(races.cancelled, false), eq(races.completed, false), gt(races.raceDateTime, nowSeconds));
  const mineIds = await db
    .select({ raceId: raceCommentators.raceId })
    .from(raceCommentators)
    .where(eq(raceCommentators.userId, user.id));
  const mine =
    mineIds.length === 0
      ? []
      : await findRaces(
          db,
          and(
            upcoming,
            inArray(
              races.id,
              mineIds.map((row) => row.raceId),
            ),
          ),
          'soonest',
          viewer,
        );
  const horizon = nowSeconds + COMMENTARY_WINDOW_DAYS * 86_400;
  const soon = await findRaces(db, and(upcoming, lte(races.raceDateTime, horizon)), 'soonest', viewer);
  const needed = soon.filter(
    (race) =>
      race.commentatorCount < MAX_COMMENTATORS && !race.callerIsCommentator && !racerIds(race).includes(user.id),
  );
  return { mine: mine.slice(0, HOME_LIST_LIMIT), needed: needed.slice(0, HOME_LIST_LIMIT) };
}

async function picksPart(db: Db, userId: string, round: Round | null, nowSeconds: number): Promise<HomePicks> {
  if (round === null) return { round: null, state: 'closed', openGroups: 0, closesAt: null };
  const groupsOfRound = await roundGroups(db, round);
  if (groupsOfRound.length === 0) return { round, state: 'notOpen', openGroups: 0, closesAt: null };
  const open = groupsOfRound.filter((group) => group.open);
  const [submitted] = await db
    .select({ round: roundPickSubmissions.round })
    .from(roundPickSubmissions)
    .where(
      and(
        eq(roundPickSubmissions.userId, userId),
        eq(roundPickSubmissions.year, currentSeasonYear),
        eq(roundPickSubmissions.round, round),
      ),
    );
  if (submitted) return { round, state: 'submitted', openGroups: open.length, closesAt: null };
  if (open.length === 0) return { round, state: 'closed', openGroups: 0, closesAt: null };
  const starts = await db
    .select({ start: races.raceDateTime })
    .from(races)
    .where(
      and(
        inArray(
          races.groupId,
          open.map((group) => group.groupId),
        ),
        eq(races.cancelled, false),
        gt(races.raceDateTime, nowSeconds),
      ),
    )
    .orderBy(asc(races.raceDateTime))
    .limit(1);
  return { round, state: 'open', openGroups: open.length, closesAt: starts[0]?.start ?? null };
}

/** `GET /api/home` (logged in). */
export async function loadHome(db: Db, user: SessionUser, nowSeconds: number): Promise<HomeResponse> {
  const { stage } = await readTournament(db);
  const round = stage === 'completed' ? null : stage;
  const [runner, commentary, picks, organiser] = await Promise.all([
    user.role === 'runner' ? runnerPart(db, user.id, round, viewerOf(user)) : Promise.resolve(null),
    commentaryPart(db, user, nowSeconds),
    picksPart(db, user.id, round, nowSeconds),
    user.isAdmin ? loadOrganiserTodo(db, user, nowSeconds) : Promise.resolve(null),
  ]);
  return { currentRound: stage, runner, commentary, picks, organiser };
}
