/**
 * Writes about racetime.gg (rules §16): linking an account, giving a race its room, the claim that keeps reads of a
 * room to one a minute across processes, and what a read of a room says (its status for the watcher, its entrants'
 * Twitch channels for the race's "Watch" link).
 */
import { eq, sql } from 'drizzle-orm';
import { parseRoomRef } from '@pokered/core/racetimeRefs';
import { twitchChannelsOfRoom } from '@pokered/core/racetimeStreams';
import type { RacetimeRoom } from '@pokered/core/schemas/racetime';
import type { RaceActionResponse } from '@pokered/core/schemas/races';
import { RacetimeError, type RacetimeClient } from '../../clients/racetime.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { racetimeRooms } from '../../db/privateSchema.ts';
import { racetimeRoomChannels, races, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { requireOpenSeason } from '../../http/season.ts';
import type { SessionUser } from '../../http/types.ts';
import { recordAudit } from '../audit/mutations.ts';
import { findRaceById, viewerOf, type Viewer } from '../races/queries.ts';

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
    await requireOpenSeason(tx, before.year);
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

/**
 * The Twitch channels of a room's entrants as a read found them (rules §16): written only when the list changed (so
 * a room read every minute keeps the caches, migration 0018), removed when the room names none.
 */
export async function recordRoomChannels(db: Db, room: string, data: RacetimeRoom): Promise<void> {
  const channels = twitchChannelsOfRoom(data);
  if (channels.length === 0) {
    await db.delete(racetimeRoomChannels).where(eq(racetimeRoomChannels.room, room));
    return;
  }
  await db
    .insert(racetimeRoomChannels)
    .values({ room, channels })
    .onConflictDoUpdate({
      target: racetimeRoomChannels.room,
      set: { channels: sql`excluded.channels` },
      setWhere: sql`${racetimeRoomChannels.channels} is distinct from excluded.channels`,
    });
}

/** What one gentle read of a room came to: not read (another read is less than a minute old), read, or failed. */
export type RoomRead =
  | { claimed: false }
  | { claimed: true; data: RacetimeRoom; failure: null }
  | { claimed: true; data: null; failure: RacetimeError };

export interface RoomReadOptions {
  /** The watcher records the room's status ("results ready to import"); a room attached to a race does not. */
  recordStatus: boolean;
  /** Where a failed read is told (racetime.gg down, slow, or the room gone). */
  log?: { warn(details: object, message: string): void };
}

/**
 * Reads `room` if no process read it in the last minute (rules §16; the claim, then the read, then what it said).
 * The claim is taken at the clock's time just before the request, and moved to the time the read ended: the next
 * read of the room, by any process, starts a full minute after this one ended, however long this one took. A
 * failed read stores nothing but that time, so it too waits a minute.
 */
export async function readRoomOnce(
  db: Db,
  client: RacetimeClient,
  name: string,
  clock: () => Date,
  options: RoomReadOptions,
): Promise<RoomRead> {
  const room = parseRoomRef(name);
  if (!room || !(await claimRoom(db, name, clock()))) return { claimed: false };
  let read: RoomRead;
  try {
    read = { claimed: true, data: await client.readRoom(room), failure: null };
  } catch (error) {
    if (!(error instanceof RacetimeError)) throw error;
    options.log?.warn({ room: name, failure: error.kind }, 'racetime.gg room could not be read');
    read = { claimed: true, data: null, failure: error };
  }
  const doneAt = clock().toISOString();
  const status = read.data?.status.value ?? null;
  await db
    .update(racetimeRooms)
    .set({
      checkedAt: sql`greatest(${racetimeRooms.checkedAt}, ${doneAt}::timestamptz)`,
      ...(options.recordStatus && status !== null
        ? {
            status,
            finishedAt:
              status === 'finished' ? sql`coalesce(${racetimeRooms.finishedAt}, ${doneAt}::timestamptz)` : null,
          }
        : {}),
    })
    .where(eq(racetimeRooms.room, name));
  if (read.data) await recordRoomChannels(db, name, read.data);
  return read;
}

/** A room attached to a race that starts within this many seconds (or has started) is read at once. */
export const ATTACH_READ_WITHIN_S = 3600;

/**
 * After `POST /api/races/{id}/room` (rules §16): a room given to a race that starts within the hour, or has started,
 * is read once at once (claim permitting), so the race's "Watch" link shows its entrants' channels straight away.
 * Earlier, its entrants have rarely joined yet, so racetime.gg is not asked. A failed read changes nothing: the room
 * is set all the same. The race too is claimed (a `race:{id}` row beside the rooms', purged after a day), so a racer
 * switching rooms causes at most one read a minute.
 */
export async function readAttachedRoom(
  db: Db,
  client: RacetimeClient,
  answer: RaceActionResponse,
  viewer: Viewer,
  clock: () => Date,
  log?: RoomReadOptions['log'],
): Promise<RaceActionResponse> {
  const { race } = answer;
  if (!race.raceTimeId || race.raceDateTime > clock().getTime() / 1000 + ATTACH_READ_WITHIN_S) return answer;
  // rules §26: one read a minute per race, whatever the room: changing the room 40 times does not read 40 rooms.
  if (!(await claimRoom(db, `race:${race._id}`, clock()))) return answer;
  const read = await readRoomOnce(db, client, race.raceTimeId, clock, { recordStatus: false, log });
  if (!read.claimed || !read.data) return answer;
  const fresh = await findRaceById(db, race._id, viewer);
  return fresh ? { ...answer, race: fresh } : answer;
}
