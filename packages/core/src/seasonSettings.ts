/**
 * A season's settings (rules §33): what /info shows of the year (the estimated schedule, the prize pool link and
 * its split) and the racetime.gg category and goal a tournament race's room is expected to have. Admins edit them;
 * a season that was never edited shows these defaults, the specification's text for the tournament's year.
 */
import { ROUNDS, type Round } from './rounds.ts';

export interface ScheduleEntry {
  round: Round;
  /** Calendar days, `YYYY-MM-DD`: the schedule is an estimate by the day, the same day in every time zone. */
  from: string;
  to: string;
}

export interface PrizeShare {
  label: string;
  percent: number;
}

export interface SeasonSettings {
  schedule: ScheduleEntry[];
  prizePoolUrl: string | null;
  prizeSplit: PrizeShare[];
  racetimeCategory: string;
  /** The goal's name as racetime.gg shows it; null accepts any goal of the category that is not custom. */
  racetimeGoal: string | null;
}

/** racetime.gg's category of Pokémon Red/Blue, where the tournament's rooms are opened. */
export const DEFAULT_RACETIME_CATEGORY = 'pkmnredblue';

/** The specification's estimated schedule, as days of `year` (month, first day, last day). */
const DEFAULT_DAYS: Record<Round, [number, number, number, number]> = {
  'Round 1': [9, 15, 9, 24],
  'Round 2': [9, 25, 10, 5],
  'Round 3': [10, 6, 10, 16],
  Quarterfinals: [10, 16, 10, 23],
  Semifinals: [10, 23, 10, 30],
  // 'Early November'.
  Final: [11, 1, 11, 10],
};

const day = (year: number, month: number, date: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

export function defaultSeasonSettings(year: number, prizePoolUrl: string | null = null): SeasonSettings {
  return {
    schedule: ROUNDS.map((round) => {
      const [fromMonth, fromDay, toMonth, toDay] = DEFAULT_DAYS[round];
      return { round, from: day(year, fromMonth, fromDay), to: day(year, toMonth, toDay) };
    }),
    prizePoolUrl,
    prizeSplit: [
      { label: '1st place', percent: 45 },
      { label: '2nd place', percent: 25 },
      { label: '3rd place', percent: 10 },
      { label: 'Exhibition match winners (shared)', percent: 10 },
      { label: 'Best tournament time', percent: 10 },
    ],
    racetimeCategory: DEFAULT_RACETIME_CATEGORY,
    racetimeGoal: null,
  };
}

/** Whether `text` is a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, date));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === date;
}

/**
 * What is wrong with a schedule and split that are each well-formed field by field, as sentences a form can show;
 * empty when nothing is. Every round once, in the order they are played; a round ends no earlier than it starts
 * and starts no earlier than the round before it (a round may start on the day the one before ends); the shares
 * add up to 100 %.
 */
export function seasonSettingsProblems(settings: Pick<SeasonSettings, 'schedule' | 'prizeSplit'>): string[] {
  const problems: string[] = [];
  const rounds = settings.schedule.map((entry) => entry.round);
  if (rounds.length !== ROUNDS.length || rounds.some((round, index) => round !== ROUNDS[index])) {
    problems.push(`The schedule needs every round once, in order: ${ROUNDS.join(', ')}.`);
  }
  settings.schedule.forEach((entry, index) => {
    if (entry.to < entry.from) problems.push(`${entry.round} ends before it starts.`);
    const before = settings.schedule[index - 1];
    if (before && entry.from < before.from) problems.push(`${entry.round} starts before ${before.round}.`);
  });
  const total = settings.prizeSplit.reduce((sum, share) => sum + share.percent, 0);
  if (total !== 100) problems.push(`The prize shares add up to ${String(total)} %, not 100 %.`);
  const labels = settings.prizeSplit.map((share) => share.label.toLowerCase());
  if (new Set(labels).size !== labels.length) problems.push('Two prize shares have the same name.');
  return problems;
}
