/**
 * Writes on races (rules §6). Each is one transaction that first locks the race row, so rules that
 * count (at most 2 commentators, one active race per group) hold under concurrent requests.
 */
import { and, eq, ne } from 'drizzle-orm';
import { changedFields } from '@pokered/core/auditChanges';
import { rescheduleRefusal, runnerMoveRefusal } from '@pokered/core/raceSchedule';
import { MAX_COMMENTATORS, isOpenCommentaryRound, isRound } from '@pokered/core/rounds';
import {
  ALL_FIELDS_REQUIRED,
  RACE_ALREADY_SCHEDULED,
  submitRaceProblem,
  UNCANCEL_GROUP_HAS_ACTIVE_RACE,
  type RaceActionResponse,
  type SubmitRaceFields,
} from '@pokered/core/schemas/races';
import type { Db, Tx } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { lockTournament } from '../../db/locks.ts';
import { groupMembers, groups, raceCommentators, races } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/types.ts';
import { recordAudit } from '../audit/mutations.ts';
import { notifyCommentatorLeft, notifyRaceChange, type RaceChange } from '../notifications/mutations.ts';
import { findRaceById, runnerMovesToday, viewerOf } from './queries.ts';
import type { RaceRow } from './rows/queries.ts';
import { currentSeasonYear } from '../../db/currentSeason.ts';
import { requireOpenSeason } from '../../http/season.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The race, locked for a write; a race of a completed season is read-only (rules §36). */
async function lockRace(tx: Tx, raceId: string): Promise<RaceRow> {
  const [race] = await tx.select().from(races).where(eq(races.id, raceId)).for('update');
  if (!race) throw notFound('Race not found.');
  await requireOpenSeason(tx, race.year);
  return race;
}

async function answer(tx: Tx, raceId: string, user: SessionUser, message: string): Promise<RaceActionResponse> {
  const race = await findRaceById(tx, raceId, viewerOf(user));
  if (!race) throw new Error(`race ${raceId} vanished inside its own transaction`);
  return { message, race };
}

/** rules §14: a move or a change of status is a new revision of the race's calendar event (the row is locked). */
const nextSequence = (race: RaceRow) => race.sequence + 1;

const racersOf = (race: RaceRow) => [race.racer1, race.racer2, race.racer3].filter((id) => id !== null);

/** `POST /api/races/submit` (runner): racer 1 is the caller; racers are distinct members of the caller's group. */
export async function submitRace(db: Db, user: SessionUser, input: SubmitRaceFields): Promise<RaceActionResponse> {
  const problem = submitRaceProblem(input, user.id, nowSeconds());
  if (problem) throw badRequest(problem);
  const { racer2, racer3, raceDateTime } = input;
  if (!racer2 || raceDateTime === undefined || raceDateTime === null) throw badRequest(ALL_FIELDS_REQUIRED);
  try {
    return await db.transaction(async (tx) => {
      // A shared lock: the round cannot end between reading it and scheduling the race.
      const { stage: round } = await lockTournament(tx, 'share');
      if (round === 'completed') throw conflict('The tournament is completed: no more races can be submitted.');
      const [membership] = await tx
        .select({ groupId: groupMembers.groupId, bracket: groups.bracket })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(
          and(
            eq(groupMembers.userId, user.id),
            eq(groupMembers.year, currentSeasonYear),
            eq(groupMembers.round, round),
          ),
        );
      if (!membership) throw conflict('You are not in a group this round, so you cannot submit a race yet.');
      const members = await tx
        .select({ userId: groupMembers.userId })
        .from(groupMembers)
        .where(eq(groupMembers.groupId, membership.groupId));
      const memberIds = new Set(members.map((member) => member.userId));
      if (!memberIds.has(racer2) || (racer3 !== undefined && !memberIds.has(racer3))) {
        throw badRequest('Racers 2 and 3 must be members of your group.');
      }
      const [active] = await tx
        .select({ id: races.id })
        .from(races)
        .where(and(eq(races.groupId, membership.groupId), eq(races.cancelled, false)));
      if (active) throw conflict(RACE_ALREADY_SCHEDULED);
      const [created] = await tx
        .insert(races)
        .values({
          groupId: membership.groupId,
          round,
          bracket: membership.bracket,
          raceDateTime,
          racer1: user.id,
          racer2,
          racer3: racer3 ?? null,
          submittedBy: user.id,
        })
        .returning({ id: races.id });
      if (!created) throw new Error('race insert returned nothing');
      await notifyRaceChange(tx, created.id, { event: 'race-scheduled' });
      return answer(tx, created.id, user, 'Race submitted successfully!');
    });
  } catch (error) {
    // Group members submitting at the same moment: the one-active-race index lets exactly one through.
    if (uniqueViolation(error) !== null) throw conflict(RACE_ALREADY_SCHEDULED);
    throw error;
  }
}

/** `POST /api/races/{id}/commentator`: the race row lock makes the commentator count exact under concurrency. */
export async function signUpCommentator(db: Db, raceId: string, user: SessionUser): Promise<RaceActionResponse> {
  return db.transaction(async (tx) => {
    const race = await lockRace(tx, raceId);
    if (race.cancelled) throw conflict('This race was cancelled: it cannot be commentated.');
    if (race.completed) throw conflict('This race is already completed.');
    if (race.raceDateTime <= nowSeconds()) throw conflict('This race has already started.');
    if (racersOf(race).includes(user.id)) throw conflict('You are racing in this race, so you cannot commentate it.');
    const signedUp = await tx
      .select({ userId: raceCommentators.userId })
      .from(raceCommentators)
      .where(eq(raceCommentators.raceId, raceId));
    if (signedUp.some((row) => row.userId === user.id))
      throw conflict('You are already signed up to commentate this race.');
    if (isRound(race.round) && !isOpenCommentaryRound(race.round) && signedUp.length >= MAX_COMMENTATORS) {
      throw conflict(`This race already has ${String(MAX_COMMENTATORS)} commentators.`);
    }
    await tx.insert(raceCommentators).values({ raceId, userId: user.id });
    return answer(tx, raceId, user, 'You are signed up to commentate this race.');
  });
}

/** `POST /api/races/{id}/remove-commentator`: the caller pulls out; nobody else is touched. */
export async function pullOutCommentator(db: Db, raceId: string, user: SessionUser): Promise<RaceActionResponse> {
  return db.transaction(async (tx) => {
    const race = await lockRace(tx, raceId);
    if (race.completed) throw conflict('This race is already completed.');
    // rules §6: after the start the commentary happened; only an admin may correct the list.
    if (race.raceDateTime <= nowSeconds())
      throw conflict('This race has already started: you can no longer pull out. Contact @organizers to correct it.');
    const removed = await tx
      .delete(raceCommentators)
      .where(and(eq(raceCommentators.raceId, raceId), eq(raceCommentators.userId, user.id)))
      .returning({ userId: raceCommentators.userId });
    if (removed.length === 0) throw conflict('You are not signed up to commentate this race.');
    await notifyCommentatorLeft(tx, raceId, user, nowSeconds());
    return answer(tx, raceId, user, 'You are no longer commentating this race.');
  });
}

type AdminChange = (race: RaceRow) => {
  set: Partial<typeof races.$inferInsert>;
  message: string;
  action: string;
  /** What Discord's announcements channel is told (rules §15), if anything. */
  notify?: RaceChange;
};

/** One audited admin change of a race row: lock, check and decide (`change` throws to refuse), write, log. */
async function changeRaceAsAdmin(
  db: Db,
  raceId: string,
  admin: SessionUser,
  change: AdminChange,
): Promise<RaceActionResponse> {
  return db.transaction(async (tx) => {
    const before = await lockRace(tx, raceId);
    const { set, message, action, notify } = change(before);
    const [after] = await tx.update(races).set(set).where(eq(races.id, raceId)).returning();
    if (notify) await notifyRaceChange(tx, raceId, notify);
    await recordAudit(tx, { actorId: admin.id, action, targetType: 'race', targetId: raceId, before, after });
    return answer(tx, raceId, admin, message);
  });
}

/** `POST /api/races/{id}/cancel` (admin): a cancelled race frees its group to schedule again. */
export function cancelRace(db: Db, raceId: string, admin: SessionUser): Promise<RaceActionResponse> {
  return changeRaceAsAdmin(db, raceId, admin, (race) => {
    if (race.completed) throw conflict('A completed race cannot be cancelled.');
    if (race.cancelled) throw conflict('This race is already cancelled.');
    return {
      set: { cancelled: true, sequence: nextSequence(race) },
      message: 'Race cancelled.',
      action: 'race.cancel',
      notify: { event: 'race-cancelled' },
    };
  });
}

/** `POST /api/races/{id}/uncancel` (admin): refused while the group has another active race. */
export async function uncancelRace(db: Db, raceId: string, admin: SessionUser): Promise<RaceActionResponse> {
  try {
    return await db.transaction(async (tx) => {
      const race = await lockRace(tx, raceId);
      if (!race.cancelled) throw conflict('This race is not cancelled.');
      if (race.groupId) {
        const [other] = await tx
          .select({ id: races.id })
          .from(races)
          .where(and(eq(races.groupId, race.groupId), eq(races.cancelled, false), ne(races.id, raceId)));
        if (other) throw conflict(UNCANCEL_GROUP_HAS_ACTIVE_RACE);
      }
      const [after] = await tx
        .update(races)
        .set({ cancelled: false, sequence: nextSequence(race) })
        .where(eq(races.id, raceId))
        .returning();
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'race.uncancel',
        targetType: 'race',
        targetId: raceId,
        before: race,
        after,
      });
      return answer(tx, raceId, admin, 'Race uncancelled.');
    });
  } catch (error) {
    // A group member submitted a new race at the same moment: the one-active-race index refuses one of the two.
    if (uniqueViolation(error) !== null) throw conflict(UNCANCEL_GROUP_HAS_ACTIVE_RACE);
    throw error;
  }
}

/** `POST /api/races/{id}/restream` (admin): the channel input locks until the restream is cancelled. */
export function planRestream(
  db: Db,
  raceId: string,
  admin: SessionUser,
  restreamChannel: string,
): Promise<RaceActionResponse> {
  return changeRaceAsAdmin(db, raceId, admin, (race) => {
    if (race.cancelled) throw conflict('A cancelled race cannot be restreamed.');
    if (race.completed) throw conflict('A completed race cannot be restreamed.');
    if (race.raceDateTime <= nowSeconds()) throw conflict('This race has already started: it cannot be restreamed.');
    if (race.restreamPlanned)
      throw conflict('A restream is already planned for this race. Cancel it first to change the channel.');
    return {
      set: { restreamPlanned: true, restreamChannel, restreamer: admin.id },
      message: `Restream planned on ${restreamChannel}.`,
      action: 'race.restream',
      notify: { event: 'restream-planned', channel: restreamChannel },
    };
  });
}

/** `POST /api/races/{id}/cancel-restream` (admin). */
export function cancelRestream(db: Db, raceId: string, admin: SessionUser): Promise<RaceActionResponse> {
  return changeRaceAsAdmin(db, raceId, admin, (race) => {
    // rules §6: restream plans lock with the race; the plan of a race that happened is part of its record.
    if (race.cancelled) throw conflict('This race was cancelled: its restream can no longer change.');
    if (race.completed) throw conflict('This race is completed: its restream can no longer change.');
    if (race.raceDateTime <= nowSeconds())
      throw conflict('This race has already started: its restream can no longer change.');
    if (!race.restreamPlanned) throw conflict('No restream is planned for this race.');
    return {
      set: { restreamPlanned: false, restreamChannel: null, restreamer: null },
      message: 'Restream cancelled.',
      action: 'race.cancel-restream',
    };
  });
}

/**
 * `POST /api/races/{id}/reschedule` (rules §6): a racer of the race, or an admin, moves its start. The race row
 * lock orders it with a concurrent cancel or result; commentators and restream plans stay; audited.
 */
export async function rescheduleRace(
  db: Db,
  raceId: string,
  user: SessionUser,
  raceDateTime: number,
  /** The clock, epoch seconds: the demo moves its race at its own "now" (src/demo/seed.ts). */
  now: number = nowSeconds(),
): Promise<RaceActionResponse> {
  return db.transaction(async (tx) => {
    const before = await lockRace(tx, raceId);
    if (!user.isAdmin && !racersOf(before).includes(user.id))
      throw forbidden('Only a racer of this race or an admin can move it.');
    const refusal =
      rescheduleRefusal(before, raceDateTime, now, user.isAdmin) ??
      runnerMoveRefusal(user.isAdmin ? 0 : await runnerMovesToday(tx, before, now), user.isAdmin);
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    const [after] = await tx
      .update(races)
      .set({ raceDateTime, sequence: nextSequence(before) })
      .where(eq(races.id, raceId))
      .returning();
    await notifyRaceChange(tx, raceId, { event: 'race-moved', previous: before.raceDateTime }, user);
    // rules §26: the fields that changed, not two whole rows.
    await recordAudit(tx, {
      actorId: user.id,
      action: 'race.reschedule',
      targetType: 'race',
      targetId: raceId,
      ...changedFields(before, after ?? before),
    });
    return answer(tx, raceId, user, 'Race moved.');
  });
}
