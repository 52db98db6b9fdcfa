/** Admin writes linking a historic hall-of-fame place to its user; each one audited with the state before and after. */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { linkablePlaces, type LinkablePlace } from '@pokered/core/hallOfFame';
import type { hallOfFameLinkRequest, hallOfFameUnlinkRequest } from '@pokered/core/schemas/hallOfFameLinks';
import type { Db, Tx } from '../../db/client.ts';
import { hallOfFame, hallOfFameLinks, users } from '../../db/schema.ts';
import type { Podium } from '@pokered/core/roundEnd';
import { conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/mutations.ts';
import { readRecordedPastResults } from '../stats/queries.ts';

/** A medal the Final could not award (a Final of fewer than three racers): the hall of fame reads '' as unfilled. */
const NOT_AWARDED = '';

/**
 * A season's hall-of-fame entry from its Final's podium: written when the Final ends, and again when an admin
 * corrects that Final in the completed season (rules §36). Spotlight videos, added later by the organisers, stay.
 */
export async function writeHallOfFame(tx: Tx, year: number, podium: Podium): Promise<Record<string, unknown>> {
  const ids = podium.filter((id): id is string => id !== null);
  const rows = await tx.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, ids));
  const nameOf = new Map(rows.map((row) => [row.id, row.name]));
  const medal = (id: string | null) =>
    id === null ? { name: NOT_AWARDED } : { name: nameOf.get(id) ?? NOT_AWARDED, userId: id };
  const [gold, silver, bronze] = podium;
  const entry = { gold: medal(gold), silver: medal(silver), bronze: medal(bronze) };
  // Spotlight videos are added by the organisers later; a rerun of the year keeps them.
  await tx
    .insert(hallOfFame)
    .values({ year, ...entry })
    .onConflictDoUpdate({ target: hallOfFame.year, set: entry });
  return { year, ...entry };
}

type LinkInput = z.output<typeof hallOfFameLinkRequest>;
type UnlinkInput = z.output<typeof hallOfFameUnlinkRequest>;

/** The historic place asked for: 404 when the hall of fame has no such named place, 409 when the site recorded its winner. */
async function historicPlace(tx: Tx, year: number, place: LinkInput['place']): Promise<LinkablePlace> {
  const years = await readRecordedPastResults(tx);
  const entry = years.find((y) => y.tournamentYear === year);
  if (!entry || entry[place].name.trim() === '')
    throw notFound(`The hall of fame has no ${place} place in ${String(year)}.`);
  const linkable = linkablePlaces([entry]).find((p) => p.place === place);
  if (!linkable)
    throw conflict(
      `The ${place} place of ${String(year)} was recorded by this site with its winner: it needs no link.`,
    );
  return linkable;
}

async function lockLink(tx: Tx, year: number, place: LinkInput['place']) {
  const [row] = await tx
    .select()
    .from(hallOfFameLinks)
    .where(and(eq(hallOfFameLinks.year, year), eq(hallOfFameLinks.place, place)))
    .for('update');
  return row ?? null;
}

/** `POST /api/admin/hall-of-fame-links`: link (or relink) a historic place to a user, by Discord username. */
export async function linkHallOfFamePlace(db: Db, actorId: string, input: LinkInput): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const place = await historicPlace(tx, input.year, input.place);
    const [user] = await tx
      .select({ id: users.id, displayName: users.displayName })
      .from(users)
      .where(eq(users.discordUsername, input.discordUsername));
    if (!user) throw notFound(`No user has the Discord username ${input.discordUsername}.`);
    const before = await lockLink(tx, input.year, input.place);
    const [after] = await tx
      .insert(hallOfFameLinks)
      .values({ year: input.year, place: input.place, userId: user.id })
      .onConflictDoUpdate({
        target: [hallOfFameLinks.year, hallOfFameLinks.place],
        set: { userId: user.id, linkedAt: new Date() },
      })
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'hallOfFame.link',
      targetType: 'user',
      targetId: user.id,
      before,
      after: { ...after, name: place.name },
    });
    return { message: `${place.name} (${input.place}, ${String(input.year)}) is now linked to ${user.displayName}.` };
  });
}

/** `POST /api/admin/hall-of-fame-links/unlink`: the place's trophy shows on no profile again. */
export async function unlinkHallOfFamePlace(db: Db, actorId: string, input: UnlinkInput): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const place = await historicPlace(tx, input.year, input.place);
    const before = await lockLink(tx, input.year, input.place);
    if (!before) throw notFound(`The ${input.place} place of ${String(input.year)} is not linked to anyone.`);
    await tx
      .delete(hallOfFameLinks)
      .where(and(eq(hallOfFameLinks.year, input.year), eq(hallOfFameLinks.place, input.place)));
    await recordAudit(tx, {
      actorId,
      action: 'hallOfFame.unlink',
      targetType: 'user',
      targetId: before.userId,
      before: { ...before, name: place.name },
      after: null,
    });
    return { message: `${place.name} (${input.place}, ${String(input.year)}) is no longer linked to anyone.` };
  });
}
