/**
 * An admin's decisions on imported people (rules §40), each audited. Confirm joins the imported person to a user of
 * this site: their rows in imported seasons move to that user (no other season's are touched) and those seasons'
 * figures, Pickems points and hall of fame are recomputed. Keep apart leaves them a profile of their own.
 */
import { eq, sql } from 'drizzle-orm';
import type { ConfirmImportedPersonRequest } from '@pokered/core/schemas/importedPeople';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { seasonYearOf } from '../../db/currentSeason.ts';
import { importedPeople } from '../../db/importSchema.ts';
import { lockTournament } from '../../db/locks.ts';
import { users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/mutations.ts';
import { recomputeSeasonPickems } from '../pickems/mutations.ts';
import { recomputeAllRunnerFigures } from '../results/mutations.ts';
import { importedYearsOf } from './queries.ts';

const IMPORTED = sql`(select year from seasons where source = 'imported')`;

async function lockPerson(tx: Tx, id: string) {
  const [person] = await tx.select().from(importedPeople).where(eq(importedPeople.id, id)).for('update');
  if (!person) throw notFound('No imported person with this id.');
  if (person.status === 'confirmed') throw conflict(`${person.name} is already confirmed: the decision is made.`);
  return person;
}

/** Whether `to` already holds a place `from` holds in an imported season (the two cannot both be one person there). */
async function clashes(tx: Tx, from: string, to: string): Promise<boolean> {
  const result = await tx.execute(sql`select
    exists (select 1 from season_entries a join season_entries b using (year)
            where a.user_id = ${from} and b.user_id = ${to} and a.year in ${IMPORTED})
    or exists (select 1 from group_members a join group_members b using (year, round)
            where a.user_id = ${from} and b.user_id = ${to} and a.year in ${IMPORTED})
    or exists (select 1 from pickems a join pickems b using (year)
            where a.user_id = ${from} and b.user_id = ${to} and a.year in ${IMPORTED})
    or exists (select 1 from race_results a join race_results b using (race_id)
            where a.racer_id = ${from} and b.racer_id = ${to})
    or exists (select 1 from race_commentators a join race_commentators b using (race_id)
            where a.user_id = ${from} and b.user_id = ${to}) as clash`);
  return rowsOf<{ clash: boolean }>(result)[0]?.clash === true;
}

const swap = (column: string, from: string, to: string) =>
  sql`${sql.raw(column)} = case when ${sql.raw(column)} = ${from}::uuid then ${to}::uuid else ${sql.raw(column)} end`;
const swapList = (column: string, from: string, to: string) =>
  sql`${sql.raw(column)} = (select coalesce(jsonb_agg(case when e = to_jsonb(${from}::text) then to_jsonb(${to}::text) else e end order by n), '[]'::jsonb)
      from jsonb_array_elements(${sql.raw(column)}) with ordinality as x(e, n))`;
const swapMedal = (column: string, from: string, to: string, name: string) =>
  sql`${sql.raw(column)} = case when ${sql.raw(column)}->>'userId' = ${from} then jsonb_build_object('name', ${name}::text, 'userId', ${to}::text) else ${sql.raw(column)} end`;

/** Moves every row of `from` in imported seasons to `to`. */
async function moveRows(tx: Tx, from: string, to: string, toName: string): Promise<void> {
  const inImported = sql`year in ${IMPORTED}`;
  await tx.execute(sql`update season_entries set user_id = ${to} where user_id = ${from} and ${inImported}`);
  await tx.execute(sql`update group_members set user_id = ${to} where user_id = ${from} and ${inImported}`);
  await tx.execute(
    sql`update races set ${sql.join(
      ['racer1', 'racer2', 'racer3', 'winner', 'restreamer', 'submitted_by'].map((c) => swap(c, from, to)),
      sql`, `,
    )} where ${inImported} and ${from}::uuid in (racer1, racer2, racer3, winner, restreamer, submitted_by)`,
  );
  const importedRace = sql`race_id in (select id from races where ${inImported})`;
  await tx.execute(sql`update race_results set racer_id = ${to} where racer_id = ${from} and ${importedRace}`);
  await tx.execute(sql`update race_commentators set user_id = ${to} where user_id = ${from} and ${importedRace}`);
  await tx.execute(sql`update pickems set user_id = ${to} where user_id = ${from} and ${inImported}`);
  await tx.execute(sql`update pickems set ${swap('selected_winner', from, to)}, ${swap('selected_best_time_runner', from, to)},
    ${swapList('selected_runners', from, to)}, ${swapList('ultra_selected_runners', from, to)} where ${inImported}`);
  await tx.execute(sql`update round_pick_submissions set user_id = ${to} where user_id = ${from} and ${inImported}`);
  await tx.execute(sql`update round_picks set ${swap('user_id', from, to)}, ${swap('runner_id', from, to)}
    where ${inImported} and ${from}::uuid in (user_id, runner_id)`);
  await tx.execute(
    sql`update hall_of_fame set ${sql.join(
      ['gold', 'silver', 'bronze'].map((c) => swapMedal(c, from, to, toName)),
      sql`, `,
    )} where ${inImported}`,
  );
  await tx.execute(sql`update hall_of_fame_links set user_id = ${to} where user_id = ${from} and ${inImported}`);
}

/** The imported profile goes once nothing names it any more (an admin may have entered it in another season). */
async function dropProfileIfUnused(tx: Tx, userId: string): Promise<boolean> {
  const result = await tx.execute(sql`select
    exists (select 1 from season_entries where user_id = ${userId})
    or exists (select 1 from group_members where user_id = ${userId})
    or exists (select 1 from races where ${userId}::uuid in (racer1, racer2, racer3, winner, restreamer, submitted_by))
    or exists (select 1 from race_results where racer_id = ${userId})
    or exists (select 1 from race_commentators where user_id = ${userId})
    or exists (select 1 from pickems where user_id = ${userId})
    or exists (select 1 from round_picks where ${userId}::uuid in (user_id, runner_id)) as used`);
  if (rowsOf<{ used: boolean }>(result)[0]?.used === true) return false;
  await tx.update(importedPeople).set({ userId: null }).where(eq(importedPeople.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));
  return true;
}

/** `POST /api/admin/imported-people/{id}/confirm {userId}`: the likely match, or another user the admin chose. */
export async function confirmImportedPerson(
  db: Db,
  actorId: string,
  id: string,
  chosen: ConfirmImportedPersonRequest,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    // Queues behind an import and a round end, which write the same seasons' rows and figures.
    await lockTournament(tx, 'update');
    const person = await lockPerson(tx, id);
    const [target] = await tx
      .select()
      .from(users)
      .where(chosen.userId ? eq(users.id, chosen.userId) : eq(users.discordUsername, chosen.discordUsername ?? ''));
    if (!target)
      throw notFound(chosen.userId ? 'No user with this id.' : `No user ${chosen.discordUsername ?? ''} on this site.`);
    const userId = target.id;
    const [imported] = await tx.select().from(importedPeople).where(eq(importedPeople.userId, userId));
    if (imported) throw badRequest('Choose a user of this site, not an imported profile.');
    const from = person.userId;
    const years = from ? ((await importedYearsOf(tx, [from])).get(from) ?? []) : [];
    if (from) {
      if (await clashes(tx, from, userId))
        throw conflict(
          `${target.displayName} already raced or played in a season ${person.name} is imported in: they cannot be one person.`,
        );
      await moveRows(tx, from, userId, target.displayName);
      for (const year of years) {
        const season = { year: seasonYearOf(year), current: false };
        await recomputeAllRunnerFigures(tx, season.year);
        await recomputeSeasonPickems(tx, season);
      }
    }
    const dropped = from ? await dropProfileIfUnused(tx, from) : false;
    await tx
      .update(importedPeople)
      .set({ status: 'confirmed', mergedInto: userId, decidedBy: actorId, decidedAt: new Date() })
      .where(eq(importedPeople.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'imported-person.confirm',
      targetType: 'imported-person',
      targetId: id,
      before: { name: person.name, status: person.status, profile: from },
      after: { status: 'confirmed', mergedInto: userId, years, profileRemoved: dropped },
    });
    return {
      message: `${person.name} is confirmed as ${target.displayName}: their imported seasons are now ${target.displayName}'s.`,
    };
  });
}

/** `POST /api/admin/imported-people/{id}/keep-apart`: the imported person stays a profile of their own. */
export async function keepImportedPersonApart(db: Db, actorId: string, id: string): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const person = await lockPerson(tx, id);
    await tx
      .update(importedPeople)
      .set({ status: 'apart', decidedBy: actorId, decidedAt: new Date() })
      .where(eq(importedPeople.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'imported-person.keep-apart',
      targetType: 'imported-person',
      targetId: id,
      before: { name: person.name, status: person.status },
      after: { status: 'apart' },
    });
    return { message: `${person.name} stays a profile of their own.` };
  });
}
