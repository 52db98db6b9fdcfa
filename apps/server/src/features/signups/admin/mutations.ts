/**
 * Admin → Entrants' changes (rules §38): refuse or block with a reason, unblock, promote from the waitlist,
 * re-admit, withdraw. Each in one transaction holding the tournament row (shared) and the season row (for update),
 * audited as `entry.{action}` with the row before and after; a refusal changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { fitsUnderCap } from '@pokered/core/signups';
import type { AdminEntry, EntryActionRequest, EntryStatus } from '@pokered/core/schemas/signups';
import type { Db, Tx } from '../../../db/client.ts';
import { seasonEntries } from '../../../db/entrySchema.ts';
import { lockTournament } from '../../../db/locks.ts';
import { users } from '../../../db/schema.ts';
import { userBlocks } from '../../../db/signupSchema.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { recordAudit } from '../../audit/mutations.ts';
import { entryOf, givePlace, promote, promoteWhileFree, setStatus, takePlace } from '../mutations.ts';
import { countEntered, lockSignupSeason, roundOneDraw, type SignupSeason } from '../queries.ts';
import { readEntry } from './queries.ts';

const HOLDS_PLACE: readonly EntryStatus[] = ['registered', 'checked-in'];

async function requireFreePlace(tx: Tx, season: SignupSeason): Promise<void> {
  if (!fitsUnderCap(season.signupCap, await countEntered(tx, season.year)))
    throw conflict(
      `Every place is taken (the cap is ${String(season.signupCap)}): raise the cap or free a place first.`,
    );
}

/**
 * Takes a place back from a runner who held one: before Round 1 is drawn the entry goes (and the waitlist moves
 * up); after, the runner stays withdrawn with their results (rules §8).
 */
async function release(tx: Tx, season: SignupSeason, userId: string, drawn: boolean, actorId: string): Promise<void> {
  if (drawn) {
    await tx
      .update(seasonEntries)
      .set({ withdrawn: true })
      .where(and(eq(seasonEntries.year, season.year), eq(seasonEntries.userId, userId)));
    return;
  }
  await takePlace(tx, season.year, userId);
  await promoteWhileFree(tx, season, actorId);
}

/** `PATCH /api/admin/seasons/{year}/entries/{userId}` → the row as the list shows it. */
export async function changeEntry(
  db: Db,
  actorId: string,
  year: number,
  userId: string,
  request: EntryActionRequest,
): Promise<AdminEntry> {
  return db.transaction(async (tx) => {
    await lockTournament(tx, 'share');
    const season = await lockSignupSeason(tx, year);
    const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!person) throw notFound(`No user ${userId}.`);
    const before = await readEntry(tx, year, userId);
    if (before === null) throw notFound(`That person has no entry in the ${String(year)} season.`);
    const { status } = await entryOf(tx, year, userId);
    const drawn = (await roundOneDraw(tx, year)).confirmed;
    const reason = request.reason ?? null;
    const holds = status !== null && HOLDS_PLACE.includes(status);
    switch (request.action) {
      case 'refuse':
      case 'block':
        if (request.action === 'block')
          await tx
            .insert(userBlocks)
            .values({ userId, reason: reason ?? '', blockedBy: actorId })
            .onConflictDoUpdate({ target: userBlocks.userId, set: { reason: reason ?? '', blockedBy: actorId } });
        if (status !== 'refused' || request.action === 'refuse') {
          await setStatus(tx, year, userId, 'refused', { reason });
          if (holds) await release(tx, season, userId, drawn, actorId);
        }
        break;
      case 'unblock': {
        const removed = await tx.delete(userBlocks).where(eq(userBlocks.userId, userId)).returning();
        if (removed.length === 0) throw conflict('This account is not blocked.');
        break;
      }
      case 'promote':
        if (status !== 'waitlisted')
          throw conflict(`Only a waitlisted runner can be promoted; this one is ${String(status)}.`);
        await requireFreePlace(tx, season);
        await promote(tx, year, userId);
        break;
      case 'readmit':
        if (status === null || holds || status === 'waitlisted')
          throw conflict(
            `Only a missed, withdrawn or refused entry can be re-admitted; this one is ${String(status)}.`,
          );
        if (before.blocked) throw conflict('This account is blocked: unblock it first.');
        await requireFreePlace(tx, season);
        // A check-in time set means the runner would otherwise be 'missed' again at the next draft.
        await setStatus(tx, year, userId, season.checkInOpensAt === null ? 'registered' : 'checked-in', {
          reason: null,
          ...(season.checkInOpensAt === null ? {} : { checkedInAt: new Date() }),
        });
        await givePlace(tx, year, userId);
        break;
      case 'withdraw':
        if (status === 'withdrawn') throw conflict('This runner is already withdrawn.');
        if (status === 'refused') throw conflict('A refused entry cannot be withdrawn.');
        await setStatus(tx, year, userId, 'withdrawn', {});
        if (holds) await release(tx, season, userId, drawn, actorId);
        break;
    }
    const after = await readEntry(tx, year, userId);
    if (after === null) throw new Error('the entry vanished');
    await recordAudit(tx, {
      actorId,
      action: `entry.${request.action}`,
      targetType: 'user',
      targetId: userId,
      before: { year, ...before },
      after: { year, ...after, ...(reason === null ? {} : { reason }) },
    });
    return after;
  });
}
