/**
 * rules §29: an organiser's Home lists what needs doing, one sentence per kind of task, only the kinds with
 * something to do. Where each is done is the web app's (its own routes); the sentences are the rule.
 */
import type { OrganiserTodo } from './schemas/home.ts';

export type OrganiserTaskKind =
  'awaitingResults' | 'unscheduledGroups' | 'roundReady' | 'failedNotifications' | 'unsentNotifications';

export interface OrganiserTask {
  kind: OrganiserTaskKind;
  text: string;
}

/** Shown when the list is empty. */
export const NOTHING_TO_DO = 'Nothing needs doing right now.';

const counted = (count: number, one: string, many: string) => `${String(count)} ${count === 1 ? one : many}`;

export function organiserTasks(todo: OrganiserTodo): OrganiserTask[] {
  const tasks: OrganiserTask[] = [];
  const { awaitingResults, unscheduledGroups, notifications, roundReady } = todo;
  if (awaitingResults.count > 0)
    tasks.push({
      kind: 'awaitingResults',
      text: `${counted(awaitingResults.count, 'race has', 'races have')} started and ${awaitingResults.count === 1 ? 'waits' : 'wait'} for ${awaitingResults.count === 1 ? 'its result' : 'their results'}.`,
    });
  if (unscheduledGroups.count > 0)
    tasks.push({
      kind: 'unscheduledGroups',
      text: `${counted(unscheduledGroups.count, 'group has', 'groups have')} not scheduled ${unscheduledGroups.count === 1 ? 'its race' : 'their races'} yet.`,
    });
  if (roundReady)
    tasks.push({
      kind: 'roundReady',
      text: `${roundReady.round}: every group has its result, so the round can end.`,
    });
  if (notifications.failed > 0)
    tasks.push({
      kind: 'failedNotifications',
      text: `${counted(notifications.failed, 'Discord message', 'Discord messages')} failed to send.`,
    });
  if (notifications.unsent > 0)
    tasks.push({
      kind: 'unsentNotifications',
      text: `${counted(notifications.unsent, 'Discord message is', 'Discord messages are')} waiting to be sent.`,
    });
  return tasks;
}
