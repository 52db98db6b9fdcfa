/**
 * Reads about racetime.gg (rules §16): the import preview of a room for a race, and which rooms the watcher saw
 * finish. The preview stores no result: the admin confirms by completing the race as usual (rules §6); it keeps
 * only the room's Twitch channels (the Watch link).
 */
import { and, eq, inArray, isNotNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { importRoom } from '@pokered/core/racetimeImport';
import { parseRoomRef, roomName, type RoomRef } from '@pokered/core/racetimeRefs';
import type { RacetimePreview } from '@pokered/core/schemas/racetime';
import { RacetimeError, type RacetimeClient } from '../../clients/racetime.ts';
import type { Db } from '../../db/client.ts';
import { racetimeRooms } from '../../db/privateSchema.ts';
import { races, users } from '../../db/schema.ts';
import { badGateway, conflict, gatewayTimeout, HttpError, notFound } from '../../http/errors.ts';
import { readSeasonSettingsOf } from '../season/queries.ts';
import { readTournament } from '../tournament/state.ts';
import { recordRoomChannels } from './mutations.ts';
import { currentEntryOfUser } from '../../db/currentSeason.ts';
import { seasonEntries } from '../../db/entrySchema.ts';

/** A room's status values that mean it is over for good: the watcher stops reading it. */
export const SETTLED_ROOM_STATUSES = ['finished', 'cancelled'];

const STATUS_WORDS: Record<string, string> = {
  open: 'open',
  invitational: 'open (invitational)',
  pending: 'about to start',
  in_progress: 'in progress',
  cancelled: 'cancelled',
};

/** A client failure as the answer rules §1 gives an outside service's failure. */
export function racetimeHttpError(error: RacetimeError): HttpError {
  if (error.kind === 'not-found') return notFound(error.message);
  if (error.kind === 'timeout') return gatewayTimeout(error.message);
  return badGateway(error.message);
}

async function racersOf(db: Db, raceId: string) {
  const [race] = await db.select().from(races).where(eq(races.id, raceId));
  if (!race) throw notFound('Race not found.');
  if (race.cancelled) throw conflict('This race was cancelled: it has no result to import.');
  const ids = [race.racer1, race.racer2, race.racer3].filter((id) => id !== null);
  const rows = await db
    .select({
      id: users.id,
      _id: users.id,
      displayName: users.displayName,
      discordUsername: users.discordUsername,
      country: users.country,
      currentBracket: seasonEntries.bracket,
      racetimeId: users.racetimeId,
    })
    .from(users)
    .leftJoin(seasonEntries, currentEntryOfUser)
    .where(inArray(users.id, ids));
  // The race's own order: racer 1, 2, 3.
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/**
 * `POST /api/admin/races/{id}/racetime-preview {room}` (admin): what completing the race from this room would
 * record. 404 unknown race, unknown room or a room none of the racers is in; 409 a room that has not finished or a
 * cancelled race; 502 / 504 racetime.gg failing or slow.
 */
export async function previewRoom(
  db: Db,
  client: RacetimeClient,
  raceId: string,
  roomText: string,
): Promise<RacetimePreview> {
  const room = parseRoomRef(roomText);
  if (!room) throw notFound('No racetime.gg room has that name.');
  const racers = await racersOf(db, raceId);
  const name = roomName(room);
  // Both at once: the admin waits for one round trip to racetime.gg, not two. A failed log read is never an error.
  const logRead = readLogOrNull(client, room).catch(() => null);
  let data;
  try {
    data = await client.readRoom(room);
  } catch (error) {
    if (error instanceof RacetimeError) throw racetimeHttpError(error);
    throw error;
  }
  // The one thing a preview stores: the entrants' Twitch channels, for the Watch link of a race in that room.
  await recordRoomChannels(db, name, data);
  const status = data.status.value;
  if (status !== 'finished')
    throw conflict(
      `The racetime.gg room ${name} is ${STATUS_WORDS[status] ?? 'not finished'}: its result can be imported once it has finished.`,
    );
  const log = await logRead;
  const { racetimeCategory, racetimeGoal } = await readSeasonSettingsOf(db, (await readTournament(db)).year, null);
  const imported = importRoom({ ...data, name }, racers, log, { category: racetimeCategory, goal: racetimeGoal });
  if (!imported.anyRacerFound) throw notFound(`None of this race's racers is in the racetime.gg room ${name}.`);
  return {
    room: {
      name,
      url: `${client.baseUrl}/${name}`,
      status,
      startedAt: isoOrNull(data.started_at),
      endedAt: isoOrNull(data.ended_at),
    },
    request: { raceTimeId: name, results: imported.results },
    matches: imported.matches.map(({ racer, entrant, by }) => ({
      racer: {
        _id: racer._id,
        displayName: racer.displayName,
        discordUsername: racer.discordUsername,
        country: racer.country,
        currentBracket: racer.currentBracket,
      },
      entrant,
      by,
    })),
    warnings: imported.warnings,
  };
}

/** The chat log only suggests DNF orders: without it the preview still stands, and says the orders are guesses. */
async function readLogOrNull(client: RacetimeClient, room: RoomRef): Promise<string | null> {
  try {
    return await client.readLog(room);
  } catch (error) {
    if (error instanceof RacetimeError) return null;
    throw error;
  }
}

/** racetime.gg's instants, normalised; anything that is not one becomes null rather than a made-up date. */
function isoOrNull(text: string | null | undefined): string | null {
  if (!text) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** Of these rooms, those the watcher saw finished (rules §16: "results ready to import"). */
export async function finishedRooms(db: Db, rooms: readonly string[]): Promise<Set<string>> {
  if (rooms.length === 0) return new Set();
  const rows = await db
    .select({ room: racetimeRooms.room })
    .from(racetimeRooms)
    .where(and(inArray(racetimeRooms.room, [...new Set(rooms)]), eq(racetimeRooms.status, 'finished')));
  return new Set(rows.map((row) => row.room));
}

/**
 * The rooms the watcher should read now: rooms of races that started, are neither recorded nor cancelled, whose room
 * has not settled, and that no process read in the last minute.
 */
export async function roomsDue(db: Db, now: Date): Promise<string[]> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const aMinuteAgo = new Date(now.getTime() - 60_000);
  const rows = await db
    .selectDistinct({ room: races.raceTimeId })
    .from(races)
    .leftJoin(racetimeRooms, eq(racetimeRooms.room, races.raceTimeId))
    .where(
      and(
        eq(races.completed, false),
        eq(races.cancelled, false),
        lte(races.raceDateTime, nowSeconds),
        isNotNull(races.raceTimeId),
        or(sql`${racetimeRooms.status} is null`, notInArray(racetimeRooms.status, SETTLED_ROOM_STATUSES)),
        or(sql`${racetimeRooms.checkedAt} is null`, lte(racetimeRooms.checkedAt, aMinuteAgo)),
      ),
    );
  return rows.flatMap((row) => (row.room && parseRoomRef(row.room) ? [row.room] : []));
}
