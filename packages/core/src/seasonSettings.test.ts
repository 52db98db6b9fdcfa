import { describe, expect, it } from 'vitest';
import { ROUNDS } from './rounds.ts';
import { seasonSettingsSchema } from './schemas/seasonSettings.ts';
import { defaultSeasonSettings, isCalendarDay, seasonSettingsProblems } from './seasonSettings.ts';

describe('season settings (rules §33)', () => {
  it('defaults to the specification: every round from mid-September, the 45/25/10/10/10 split', () => {
    const settings = defaultSeasonSettings(2027, 'https://example.org/pool');
    expect(settings.schedule.map((entry) => entry.round)).toEqual([...ROUNDS]);
    expect(settings.schedule[0]).toEqual({ round: 'Round 1', from: '2027-09-15', to: '2027-09-24' });
    expect(settings.schedule.at(-1)).toEqual({ round: 'Final', from: '2027-11-01', to: '2027-11-10' });
    expect(settings.prizeSplit.map((share) => share.percent)).toEqual([45, 25, 10, 10, 10]);
    expect(seasonSettingsProblems(settings)).toEqual([]);
    expect(seasonSettingsSchema.safeParse(settings).success).toBe(true);
  });

  it('knows a calendar day from a date-shaped string', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-13-01')).toBe(false);
    expect(isCalendarDay('2027-9-15')).toBe(false);
  });

  it('names every problem of a schedule and a split', () => {
    const settings = defaultSeasonSettings(2027);
    const schedule = settings.schedule.map((entry) => ({ ...entry }));
    schedule[1] = { round: 'Round 2', from: '2027-09-10', to: '2027-09-01' };
    const problems = seasonSettingsProblems({
      schedule,
      prizeSplit: [
        { label: 'Winner', percent: 60 },
        { label: 'winner', percent: 30 },
      ],
    });
    expect(problems).toEqual([
      'Round 2 ends before it starts.',
      'Round 2 starts before Round 1.',
      'The prize shares add up to 90 %, not 100 %.',
      'Two prize shares have the same name.',
    ]);
  });

  it('needs every round once and in order', () => {
    const settings = defaultSeasonSettings(2027);
    const swapped = [settings.schedule[1]!, settings.schedule[0]!, ...settings.schedule.slice(2)];
    expect(seasonSettingsProblems({ ...settings, schedule: swapped })[0]).toMatch(/every round once, in order/);
    expect(seasonSettingsProblems({ ...settings, schedule: settings.schedule.slice(1) })[0]).toMatch(/every round/);
  });

  it('refuses a link that is not http(s) and a category that is not a slug', () => {
    const settings = defaultSeasonSettings(2027);
    expect(seasonSettingsSchema.safeParse({ ...settings, prizePoolUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(seasonSettingsSchema.safeParse({ ...settings, racetimeCategory: 'Pkmn Red' }).success).toBe(false);
    expect(seasonSettingsSchema.safeParse({ ...settings, racetimeGoal: 'Any% Glitchless' }).success).toBe(true);
  });
});
