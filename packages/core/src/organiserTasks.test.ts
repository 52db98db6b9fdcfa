import { describe, expect, it } from 'vitest';
import { organiserTasks } from './organiserTasks.ts';
import type { OrganiserTodo } from './schemas/home.ts';

const todo = (awaiting: number, unscheduled: number, unsent: number, failed: number): OrganiserTodo => ({
  awaitingResults: { count: awaiting, races: [] },
  unscheduledGroups: { count: unscheduled, groups: [] },
  notifications: { unsent, failed },
  roundReady: null,
});

describe('organiserTasks (rules §29)', () => {
  it('lists nothing when nothing needs doing', () => {
    expect(organiserTasks(todo(0, 0, 0, 0))).toEqual([]);
  });

  it('says each kind of task in a sentence, results first and failures before the queue', () => {
    expect(organiserTasks(todo(3, 2, 4, 1))).toEqual([
      { kind: 'awaitingResults', text: '3 races have started and wait for their results.' },
      { kind: 'unscheduledGroups', text: '2 groups have not scheduled their races yet.' },
      { kind: 'failedNotifications', text: '1 Discord message failed to send.' },
      { kind: 'unsentNotifications', text: '4 Discord messages are waiting to be sent.' },
    ]);
  });

  it('speaks of one in the singular', () => {
    expect(organiserTasks(todo(1, 1, 1, 0)).map((task) => task.text)).toEqual([
      '1 race has started and waits for its result.',
      '1 group has not scheduled its race yet.',
      '1 Discord message is waiting to be sent.',
    ]);
  });

  it('says when the round can end, before the Discord deliveries', () => {
    expect(organiserTasks({ ...todo(0, 0, 0, 1), roundReady: { round: 'Round 2' } })).toEqual([
      { kind: 'roundReady', text: 'Round 2: every group has its result, so the round can end.' },
      { kind: 'failedNotifications', text: '1 Discord message failed to send.' },
    ]);
  });
});
