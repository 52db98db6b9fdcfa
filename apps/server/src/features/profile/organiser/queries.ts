/**
 * rules §29: what an organiser has to do, for their Home: races awaiting results, the round's groups without a
 * race, a round that can end, and Discord messages unsent or failed. A fixed number of queries whatever the size of the round.
 */
import { count, inArray } from 'drizzle-orm';
import { HOME_LIST_LIMIT, type OrganiserTodo } from '@pokered/core/schemas/home';
import type { Db } from '../../../db/client.ts';
import { notificationOutbox } from '../../../db/privateSchema.ts';
import type { SessionUser } from '../../../http/types.ts';
import { listRacesReadyToComplete, viewerOf } from '../../races/queries.ts';
import { loadRoundChecklist } from '../../tournament/queries.ts';

/** A message is unsent until the queue marks it sent or failed (`claimed`/`sending` are on their way). */
const UNSENT_STATES = ['pending', 'claimed', 'sending'];

async function notificationCounts(db: Db): Promise<OrganiserTodo['notifications']> {
  const rows = await db
    .select({ state: notificationOutbox.state, count: count() })
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.state, [...UNSENT_STATES, 'failed']))
    .groupBy(notificationOutbox.state);
  const sum = (states: readonly string[]) =>
    rows.filter((row) => states.includes(row.state)).reduce((total, row) => total + row.count, 0);
  return { unsent: sum(UNSENT_STATES), failed: sum(['failed']) };
}

export async function loadOrganiserTodo(db: Db, admin: SessionUser, nowSeconds: number): Promise<OrganiserTodo> {
  const [awaiting, checklist, notifications] = await Promise.all([
    listRacesReadyToComplete(db, viewerOf(admin), nowSeconds),
    loadRoundChecklist(db, nowSeconds),
    notificationCounts(db),
  ]);
  const groups = checklist.groups
    .filter((group) => group.state === 'unscheduled')
    .map(({ _id, groupNumber, members }) => ({ _id, groupNumber, members }));
  return {
    awaitingResults: { count: awaiting.length, races: awaiting.slice(0, HOME_LIST_LIMIT) },
    unscheduledGroups: { count: groups.length, groups: groups.slice(0, HOME_LIST_LIMIT) },
    notifications,
    roundReady: checklist.canEnd ? { round: checklist.currentRound } : null,
  };
}
