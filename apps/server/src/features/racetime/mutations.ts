/**
 * Writes about racetime.gg (rules §16): linking an account, giving a race its room, and the watcher's claim and
 * record of each room it reads.
 */
import { eq, sql } from 'drizzle-orm';
import type { RaceActionResponse } from '@pokered/core/schemas/races';
import { rowsOf, type Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { racetimeRooms } from '../../db/privateSchema.ts';
import { races, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/types.ts';
import { recordAudit } from '../audit/mutations.ts';
import { findRaceById, viewerOf } from '../races/queries.ts';

export const RACETIME_ACCOUNT_TAKEN =
  'That racetime.gg account is already linked to another user. Contact @organizers if it is yours.';

/** A unique violation of the one-account-one-user index as its 409; anything else unchanged. */
export function accountTakenOr(error: unknown): unknown {
  return uniqueViolation(error) === 'users_racetime_id_key' || uniqueViolation(error) === ''
    ? conflict(RACETIME_ACCOUNT_TAKEN)
    : error;
}

/** `POST /api/user/racetime {racetime}` (logged in): the caller's own account; null unlinks. */
export async function linkRacetime(db: Db, userId: string, racetimeId: string | null): Promise<{ message: string }> {
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ racetimeId }).where(eq(users.id, userId));
    });
  } catch (error) {
    throw accountTakenOr(error);
  }
  return { message: racetimeId === null ? 'racetime.gg account unlinked.' : 'racetime.gg account linked.' };
}

/**
 * `POST /api/races/{id}/room {room}` (a racer of the race or an admin, rules §3): the room, as `category/slug`, or
 * null to clear it. Refused on a cancelled or completed race (a recorded race's room is part of its result). Audited.
 */
export async function setRaceRoom(
  db: Db,
  raceId: string,
  user: SessionUser,
  room: string | null,
): Promise<RaceActionResponse> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(races).where(eq(races.id, raceId)).for('update');
    if (!before) throw notFound('Race not found.');
    const racers = [before.racer1, before.racer2, before.racer3];
    if (!user.isAdmin && !racers.includes(user.id))
      throw forbidden('Only a racer of this race or an admin can set its room.');
    if (before.cancelled) throw conflict('This race was cancelled: its room can no longer change.');
    if (before.completed) throw conflict('This race is completed: its room is part of its result.');
    const [after] = await tx.update(races).set({ raceTimeId: room }).where(eq(races.id, raceId)).returning();
    await recordAudit(tx, {
      actorId: user.id,
      action: 'race.room',
      targetType: 'race',
      targetId: raceId,
      before: { raceTimeId: before.raceTimeId },
      after: { raceTimeId: after?.raceTimeId ?? null },
    });
    const race = await findRaceById(tx, raceId, viewerOf(user));
    if (!race) throw new Error(`race ${raceId} vanished inside its own transaction`);
    return { message: room === null ? 'Race room cleared.' : `Race room set to ${room}.`, race };
  });
}

/**
 * Claims `room` for one read by this process: true when no process read it in the minute before `now`. One
 * conditional upsert, so under concurrency exactly one of several processes gets it (the others wait for the row
 * and then see the fresh time).
 */
export async function claimRoom(db: Db, room: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const claimed = rowsOf<{ room: string }>(
    await db.execute(sql`
      insert into racetime_rooms (room, checked_at) values (${room}, ${at})
      on conflict (room) do update set checked_at = excluded.checked_at
      where racetime_rooms.checked_at <= excluded.checked_at - interval '1 minute'
      returning room`),
  );
  return claimed.length > 0;
}

/** What the watcher read: the room's status, and when it was first seen finished. */
export async function recordRoomStatus(db: Db, room: string, status: string, now: Date): Promise<void> {
  await db
    .update(racetimeRooms)
    .set({
      status,
      finishedAt: status === 'finished' ? sql`coalesce(${racetimeRooms.finishedAt}, ${now.toISOString()})` : null,
    })
    .where(eq(racetimeRooms.room, room));
}
