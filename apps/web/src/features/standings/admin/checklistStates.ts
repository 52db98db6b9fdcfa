import type { GroupRaceState } from '@pokered/core/raceSchedule';

/** The state of a group's race in words (rules §6, §8): the badge never tells it by colour alone. */
export const STATE_LABELS: Record<GroupRaceState, string> = {
  unscheduled: 'Unscheduled',
  scheduled: 'Scheduled',
  live: 'Live',
  'awaiting-results': 'Awaiting results',
  completed: 'Completed',
};
