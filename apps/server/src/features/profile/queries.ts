/**
 * The public profile (rules §11): the user's own fields, trophies from the hall of fame, their races
 * and their Pickems, assembled from the races and Pickems features' own serializers.
 */
import { eq } from 'drizzle-orm';
import type { Profile, Trophy } from '@pokered/core/schemas/profile';
import { TROPHY_PLACES } from '@pokered/core/schemas/profile';
import type { PastResult } from '@pokered/core/schemas/stats';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { listUserRaces, type Viewer } from '../races/queries.ts';
import { readPastResults } from '../stats/queries.ts';
import { readPickemsView } from '../pickems/queries.ts';

type UserRow = typeof users.$inferSelect;

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Decision: a hall-of-fame place recorded with a userId (years this site ran) belongs to that user only.
 * A place without one (the historic years of the data file) is matched by name, case-insensitively,
 * against the user's display name or Discord username: display names can change in Settings, so the
 * Discord username keeps a historic trophy attached to its owner.
 */
export function trophiesOf(
  user: Pick<UserRow, 'id' | 'displayName' | 'discordUsername'>,
  years: readonly PastResult[],
): Trophy[] {
  const trophies: Trophy[] = [];
  const byYear = [...years].sort((a, b) => b.tournamentYear - a.tournamentYear);
  for (const year of byYear) {
    for (const place of TROPHY_PLACES) {
      const winner = year[place.medal];
      const matches = winner.userId
        ? winner.userId === user.id
        : winner.name.trim() !== '' &&
          (sameName(winner.name, user.displayName) || sameName(winner.name, user.discordUsername));
      if (matches) trophies.push({ year: year.tournamentYear, position: place.position, emoji: place.emoji });
    }
  }
  return trophies;
}

async function assembleProfile(db: Db, user: UserRow, viewer: Viewer): Promise<Profile> {
  const [pastResults, races, pickemsView] = await Promise.all([
    readPastResults(db),
    listUserRaces(db, user.id, viewer),
    // Hides other users' round picks of groups whose race has not started (rules §10).
    readPickemsView(db, user.id, viewer),
  ]);
  // Built field by field on purpose: a new column on users never leaks into the public answer by itself.
  return {
    _id: user.id,
    discordUsername: user.discordUsername,
    displayName: user.displayName,
    pronouns: user.pronouns?.trim() ? user.pronouns : null,
    country: user.country?.trim() ? user.country : null,
    photos: user.avatarUrl ? [{ value: user.avatarUrl }] : [],
    role: user.role,
    isAdmin: user.isAdmin,
    currentBracket: user.currentBracket,
    points: user.points,
    bestTournamentTimeMilliseconds: user.bestTimeMs,
    trophies: trophiesOf(user, pastResults),
    hasPickems: pickemsView.hasRecord,
    racesParticipatedIn: races.racesParticipatedIn,
    racesCommentated: races.racesCommentated,
    pickems: pickemsView.hasRecord ? pickemsView : null,
  };
}

/** `GET /api/user/{discordUsername}`: matched case-insensitively (usernames are stored lower-case). */
export async function findProfileByUsername(db: Db, discordUsername: string, viewer: Viewer): Promise<Profile | null> {
  const [user] = await db.select().from(users).where(eq(users.discordUsername, discordUsername.trim().toLowerCase()));
  return user ? assembleProfile(db, user, viewer) : null;
}

/** `GET /api/user/profile/me`. */
export async function findProfileById(db: Db, userId: string, viewer: Viewer): Promise<Profile | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ? assembleProfile(db, user, viewer) : null;
}
