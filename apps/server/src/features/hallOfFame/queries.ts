/** Reads of the admin's hall-of-fame links (which user holds a historic place). */
import { inArray } from 'drizzle-orm';
import { linkablePlaces, type HallOfFameLink } from '@pokered/core/hallOfFame';
import type { HallOfFameLinkItem } from '@pokered/core/schemas/hallOfFameLinks';
import type { Db, Tx } from '../../db/client.ts';
import { hallOfFameLinks, users } from '../../db/schema.ts';
import { readRecordedPastResults } from '../stats/queries.ts';

export async function readHallOfFameLinks(db: Db | Tx): Promise<HallOfFameLink[]> {
  return db
    .select({ year: hallOfFameLinks.year, place: hallOfFameLinks.place, userId: hallOfFameLinks.userId })
    .from(hallOfFameLinks);
}

/** `GET /api/admin/hall-of-fame-links`: every historic place, with the user it is linked to or null. */
export async function listHallOfFameLinks(db: Db): Promise<HallOfFameLinkItem[]> {
  const [years, links] = await Promise.all([readRecordedPastResults(db), readHallOfFameLinks(db)]);
  const userIds = [...new Set(links.map((link) => link.userId))];
  const linkedUsers =
    userIds.length === 0
      ? []
      : await db
          .select({ _id: users.id, discordUsername: users.discordUsername, displayName: users.displayName })
          .from(users)
          .where(inArray(users.id, userIds));
  const userById = new Map(linkedUsers.map((user) => [user._id, user]));
  const linkOf = new Map(links.map((link) => [`${String(link.year)}:${link.place}`, link.userId]));
  return linkablePlaces(years).map((place) => {
    const userId = linkOf.get(`${String(place.year)}:${place.place}`);
    return { ...place, user: (userId && userById.get(userId)) || null };
  });
}
