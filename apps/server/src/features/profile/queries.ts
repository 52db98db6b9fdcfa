/**
 * The public profile (rules §11): the user's own fields, trophies from the hall of fame, their races
 * and their Pickems, assembled from the races and Pickems features' own serializers.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { Profile, Trophy } from '@pokered/core/schemas/profile';
import { TROPHY_PLACES } from '@pokered/core/schemas/profile';
import type { PastResult } from '@pokered/core/schemas/stats';
import type { Db } from '../../db/client.ts';
import { perDataVersion } from '../../db/dataVersion.ts';
import { currentEntryColumns, currentEntryOfUser, roleColumn } from '../../db/currentSeason.ts';
import { seasonEntries } from '../../db/entrySchema.ts';
import { users } from '../../db/schema.ts';
import { listUserRaces, type Viewer } from '../races/queries.ts';
import { readPastResults } from '../stats/queries.ts';
import { readPickemsViewOf } from '../pickems/playerPicks/queries.ts';
import { rivalsFromRaces } from '../rivalry/queries.ts';
import { loadCareer } from './career/queries.ts';

type UserRow = typeof users.$inferSelect;

/**
 * The hall of fame's places with their users' ids, for trophies: the same for every profile, so kept per data version
 * (two reads fewer per profile; a profile is read one round trip at a time, issue 26's budget). Never used by a write.
 */
const pastResultsForProfiles = perDataVersion(readPastResults);

/** The person and their entry in the current season (rules §34): a runner's figures are the season's. */
async function findProfileUser(db: Db, where: SQL) {
  const [row] = await db
    .select({ user: users, role: roleColumn, ...currentEntryColumns })
    .from(users)
    .leftJoin(seasonEntries, currentEntryOfUser)
    .where(where);
  return row;
}

type ProfileUser = NonNullable<Awaited<ReturnType<typeof findProfileUser>>>;

/**
 * A hall-of-fame place is a trophy of the user whose id it carries: recorded by the site for its own
 * Finals, or linked by an admin for historic years (readPastResults adds those links). A place that
 * names someone but carries no id shows on no profile: names can be taken by anyone in Settings.
 */
export function trophiesOf(user: Pick<UserRow, 'id'>, years: readonly PastResult[]): Trophy[] {
  const trophies: Trophy[] = [];
  const byYear = [...years].sort((a, b) => b.tournamentYear - a.tournamentYear);
  for (const year of byYear) {
    for (const place of TROPHY_PLACES) {
      if (year[place.medal].userId === user.id)
        trophies.push({ year: year.tournamentYear, position: place.position, emoji: place.emoji });
    }
  }
  return trophies;
}

async function assembleProfile(db: Db, { user, ...entry }: ProfileUser, viewer: Viewer): Promise<Profile> {
  const listed = listUserRaces(db, user.id, viewer);
  const [pastResults, races, pickemsView, seasons] = await Promise.all([
    pastResultsForProfiles(db),
    listed,
    // Hides other users' round picks of groups whose race has not started (rules §10).
    readPickemsViewOf(db, user.id, viewer),
    // The career and the rivals read the races listed: one read of them per profile (issue 26's budget).
    listed.then((list) => loadCareer(db, user.id, list.racesParticipatedIn)),
  ]);
  const rivals = rivalsFromRaces(races.racesParticipatedIn, user.id);
  // Built field by field on purpose: a new column on users never leaks into the public answer by itself.
  return {
    _id: user.id,
    discordUsername: user.discordUsername,
    displayName: user.displayName,
    pronouns: user.pronouns?.trim() ? user.pronouns : null,
    country: user.country?.trim() ? user.country : null,
    photos: user.avatarUrl ? [{ value: user.avatarUrl }] : [],
    role: entry.role,
    isAdmin: user.isAdmin,
    racetime: user.racetimeId,
    currentBracket: entry.currentBracket,
    points: entry.points ?? 0,
    bestTournamentTimeMilliseconds: entry.bestTimeMs,
    trophies: trophiesOf(user, pastResults),
    hasPickems: pickemsView.hasRecord,
    seasons,
    racesParticipatedIn: races.racesParticipatedIn,
    racesCommentated: races.racesCommentated,
    pickems: pickemsView.hasRecord ? pickemsView : null,
    rivals,
  };
}

/** `GET /api/user/{discordUsername}`: matched case-insensitively (usernames are stored lower-case). */
export async function findProfileByUsername(db: Db, discordUsername: string, viewer: Viewer): Promise<Profile | null> {
  const row = await findProfileUser(db, eq(users.discordUsername, discordUsername.trim().toLowerCase()));
  return row ? assembleProfile(db, row, viewer) : null;
}

/** `GET /api/user/profile/me`. */
export async function findProfileById(db: Db, userId: string, viewer: Viewer): Promise<Profile | null> {
  const row = await findProfileUser(db, eq(users.id, userId));
  return row ? assembleProfile(db, row, viewer) : null;
}
