/**
 * Writes of the group draw (rules §13, §28): make a draft, edit it by hand, confirm it (every group of the round in
 * one transaction), drop it (it stays in the public history, seed revealed). Every write is audited; the seed never
 * appears in an answer or the audit log while the draft is open.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, ne } from 'drizzle-orm';
import { countRepeats, drawGroups, drawProblem, editedGroupsProblem, type DrawnGroup } from '@pokered/core/draw';
import { hashSeed, shuffledOrder } from '@pokered/core/drawRandom';
import { givenOrderProblem, seededBrackets } from '@pokered/core/drawSeeding';
import { isRound, isSwissRound, type Round } from '@pokered/core/rounds';
import type { Draw } from '@pokered/core/schemas/draws';
import type { Db, Tx } from '../../db/client.ts';
import { draws, groupMembers, groups } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/mutations.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { lockTournament } from '../../db/locks.ts';
import { loadDrawnRunners, loadNames, loadPastPairings, sameRoundRows, toDraw, type DrawRow } from './queries.ts';
import { markSeasonRunning } from '../../db/currentSeason.ts';
import { roundOneSeeding } from '../signups/seeding/mutations.ts';
import { seededDraftOrder } from '@pokered/core/signups';

const NOT_FOUND = 'No draw found with that id.';

/** The round being played, refusing a completed tournament and a round that already has groups. */
async function roundToDraw(tx: Tx, mode: 'share' | 'update'): Promise<{ round: Round; year: number }> {
  const { stage, year } = await lockTournament(tx, mode);
  if (!isRound(stage)) throw conflict('The tournament is completed: there is no round to draw.');
  const [existing] = await tx
    .select({ n: count() })
    .from(groups)
    .where(and(eq(groups.year, year), eq(groups.round, stage)));
  if ((existing?.n ?? 0) > 0)
    throw conflict(`${stage} already has groups: a draw is only for a round that has none yet.`);
  return { round: stage, year };
}

/** The draft row, locked until the transaction ends; 404 when unknown, 409 when it is no longer a draft. */
async function lockDraft(tx: Tx, id: string, doing: string): Promise<DrawRow> {
  const [row] = await tx.select().from(draws).where(eq(draws.id, id)).for('update');
  if (!row) throw notFound(NOT_FOUND);
  if (row.status === 'dropped') throw conflict(`This draft was dropped: it cannot be ${doing}. Draw again.`);
  if (row.status !== 'draft') throw conflict(`This draw is already confirmed: it cannot be ${doing}.`);
  return row;
}

/** A draw as the admin who wrote it sees it, counted among the drafts of its round (rules §28). */
const adminView = async (tx: Tx, row: DrawRow): Promise<Draw> => toDraw(row, true, await sameRoundRows(tx, row));

/**
 * `POST /api/admin/draws`: a draft of the current round's groups from a new random 256-bit seed. Its seed hash is
 * public from this moment (`GET /api/draws`, rules §28), so the draft cannot be dropped and drawn again unseen.
 */
export async function createDraft(db: Db, actorId: string, givenOrder: readonly string[] | undefined): Promise<Draw> {
  return db.transaction(async (tx) => {
    const { round, year } = await roundToDraw(tx, 'share');
    if (givenOrder !== undefined && round !== 'Round 1')
      throw badRequest(`An order can only be given in Round 1: ${round} is seeded by the standings.`);
    // rules §38: the Round 1 draft closes check-in; who did not check in is not drawn. §39: a season with
    // sign-ups waits for its published seeding, which is the order.
    const seeding = round === 'Round 1' ? await roundOneSeeding(tx, year, actorId) : null;
    if (seeding !== null && givenOrder !== undefined)
      throw badRequest('The seeding is published: Round 1 is drawn in its order (rules §39).');
    const runners = await loadDrawnRunners(tx, round);
    if (runners.length === 0) throw conflict(`There is no runner to draw in ${round}.`);
    const byId = new Map(runners.map((runner) => [runner.id, runner]));
    const ids = runners.map((runner) => runner.id);
    const seed = randomBytes(32).toString('hex');

    let orderedIds = ids;
    if (round === 'Round 1') {
      if (givenOrder) {
        const names = await loadNames(tx, givenOrder);
        const problem = givenOrderProblem(givenOrder, ids, (id) => byId.get(id)?.displayName ?? names.get(id));
        if (problem) throw badRequest(problem);
        orderedIds = [...givenOrder];
      } else if (seeding !== null) {
        orderedIds = seededDraftOrder(seeding, ids, (unseeded) => shuffledOrder(unseeded, seed));
      } else {
        orderedIds = shuffledOrder(ids, seed);
      }
    }
    const order = seededBrackets(round, orderedIds, (id) => byId.get(id)?.bracket ?? null);
    const problem = drawProblem(order, (id) => byId.get(id)?.displayName ?? id);
    if (problem) throw conflict(`Cannot draw ${round}: ${problem}`);
    const pastPairings: [string, string][] = isSwissRound(round) ? await loadPastPairings(tx, ids) : [];
    const { groups: drawn, repeats } = drawGroups(seed, order, pastPairings);

    const [row] = await tx
      .insert(draws)
      .values({
        year,
        round,
        seed,
        seedHash: hashSeed(seed),
        order,
        groups: drawn,
        pastPairings,
        repeats,
        createdBy: actorId,
      })
      .returning();
    await markSeasonRunning(tx, year);
    if (!row) throw new Error('draw insert returned nothing');
    const draft = await adminView(tx, row);
    await recordAudit(tx, {
      actorId,
      action: 'draw.create',
      targetType: 'draw',
      targetId: row.id,
      before: null,
      after: { round, seedHash: draft.seedHash, groups: drawn, repeats },
    });
    return draft;
  });
}

/** `PUT /api/admin/draws/{id}`: the draft's groups rearranged by hand (every drawn runner exactly once). */
export async function editDraft(db: Db, actorId: string, id: string, edited: DrawnGroup[]): Promise<Draw> {
  return db.transaction(async (tx) => {
    const row = await lockDraft(tx, id, 'edited');
    const drafted = row.order.flatMap((bracket) => bracket.runners);
    const names = await loadNames(tx, [...drafted, ...edited.flatMap((group) => group.members)]);
    const problem = editedGroupsProblem(row.order, edited, (member) => names.get(member) ?? member);
    if (problem) throw badRequest(problem);
    const repeats = countRepeats(edited, row.pastPairings);
    const [updated] = await tx
      .update(draws)
      .set({ groups: edited, edited: true, repeats })
      .where(eq(draws.id, id))
      .returning();
    if (!updated) throw new Error('draw update returned nothing');
    const draft = await adminView(tx, updated);
    await recordAudit(tx, {
      actorId,
      action: 'draw.edit',
      targetType: 'draw',
      targetId: id,
      before: { groups: row.groups, repeats: row.repeats },
      after: { groups: edited, repeats },
    });
    return draft;
  });
}

/**
 * `POST /api/admin/draws/{id}/confirm`: creates every group of the draft in one transaction and reveals the seed.
 * The tournament row is locked for update first, as Create Group and End Round do, so two confirmations (of
 * this draft or of two drafts), from any number of server processes, run one after the other: the second
 * finds the draft confirmed or the round grouped and answers 409.
 */
export async function confirmDraw(db: Db, actorId: string, id: string): Promise<Draw> {
  try {
    return await db.transaction(async (tx) => {
      const { stage } = await lockTournament(tx, 'update');
      const row = await lockDraft(tx, id, 'confirmed again');
      if (stage !== row.round)
        throw conflict(`This draft is for ${row.round}, but the tournament is at ${stage}: drop it and draw again.`);
      await roundToDraw(tx, 'update');
      const round = row.round as Round;
      await refuseStaleRunners(tx, round, row);

      const created = await tx
        .insert(groups)
        .values(row.groups.map((group, index) => ({ round, groupNumber: index + 1, bracket: group.bracket })))
        .returning({ id: groups.id, groupNumber: groups.groupNumber });
      const idByNumber = new Map(created.map((group) => [group.groupNumber, group.id]));
      await tx.insert(groupMembers).values(
        row.groups.flatMap((group, index) =>
          group.members.map((userId, pot) => ({
            groupId: idByNumber.get(index + 1) as string,
            userId,
            round,
            pot: pot + 1,
          })),
        ),
      );
      const [confirmed] = await tx
        .update(draws)
        .set({ status: 'confirmed', confirmedBy: actorId, confirmedAt: new Date() })
        .where(eq(draws.id, id))
        .returning();
      if (!confirmed) throw new Error('draw update returned nothing');
      // rules §28: the round's other open drafts can never be confirmed now; they join the history, seeds revealed.
      const dropped = await tx
        .update(draws)
        .set({ status: 'dropped', droppedBy: actorId, droppedAt: new Date() })
        .where(and(eq(draws.year, row.year), eq(draws.round, row.round), eq(draws.status, 'draft'), ne(draws.id, id)))
        .returning({ id: draws.id });
      await recordAudit(tx, {
        actorId,
        action: 'draw.confirm',
        targetType: 'draw',
        targetId: id,
        before: { status: 'draft' },
        after: {
          status: 'confirmed',
          round,
          seed: confirmed.seed,
          groupIds: created.map((group) => group.id),
          droppedDrafts: dropped.map((draft) => draft.id),
        },
      });
      return adminView(tx, confirmed);
    });
  } catch (error) {
    // Unreachable while the tournament row lock holds; kept so a future change fails safe with a clear message.
    if (uniqueViolation(error) !== null) throw conflict('This round was drawn at the same moment. Reload and look.');
    throw error;
  }
}

/** 409 when the runners the round would draw now are not the draft's (someone joined, left or changed bracket). */
async function refuseStaleRunners(tx: Tx, round: Round, row: DrawRow): Promise<void> {
  const now = await loadDrawnRunners(tx, round);
  const nowIds = new Set(now.map((runner) => runner.id));
  const drafted = new Map(row.order.flatMap(({ bracket, runners }) => runners.map((id) => [id, bracket] as const)));
  const changed = now.find((runner) => drafted.get(runner.id) !== runner.bracket);
  const gone = [...drafted.keys()].find((id) => !nowIds.has(id));
  if (changed === undefined && gone === undefined) return;
  const who = changed?.displayName ?? (await loadNames(tx, [gone ?? ''])).get(gone ?? '') ?? 'a runner';
  throw conflict(`The runners of ${round} changed since this draft was made (${who}): drop it and draw again.`);
}

/**
 * `DELETE /api/admin/draws/{id}`: drops a draft (a confirmed draw stays: its groups exist). The draft is kept, public
 * with its seed and groups (rules §28): dropping it cannot hide that it was drawn, nor what it drew.
 */
export async function dropDraft(db: Db, actorId: string, id: string): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const row = await lockDraft(tx, id, 'dropped');
    await tx
      .update(draws)
      .set({ status: 'dropped', droppedBy: actorId, droppedAt: new Date() })
      .where(eq(draws.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'draw.drop',
      targetType: 'draw',
      targetId: id,
      before: { status: 'draft', round: row.round, seedHash: row.seedHash, groups: row.groups, repeats: row.repeats },
      after: { status: 'dropped', seed: row.seed },
    });
    return { message: 'Draft dropped. It stays in the public draw history.' };
  });
}
