import type { SignupSettings } from '@pokered/core/schemas/signups';
import { signupSettingsProblems } from '@pokered/core/signups';
import { localDateTimeToEpochSeconds } from '../../lib/raceTime';

/** The three moments of the sign-up window (rules §38), each a day and a time typed in the admin's own zone. */
export const SIGNUP_MOMENTS = [
  { key: 'signupsOpenAt', label: 'Sign-ups open' },
  { key: 'signupsCloseAt', label: 'Sign-ups close' },
  { key: 'checkInOpensAt', label: 'Check-in opens' },
] as const;
export type SignupMoment = (typeof SIGNUP_MOMENTS)[number]['key'];

/** The sign-up fields as typed: days and times as the inputs hold them, the cap possibly empty (no cap). */
export interface SignupDraft {
  moments: Record<SignupMoment, { date: string; time: string }>;
  signupCap: number | '';
  requireRacetime: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the date and time inputs show it, in the browser's zone. */
function localParts(epochSeconds: number | null): { date: string; time: string } {
  if (epochSeconds === null) return { date: '', time: '' };
  const at = new Date(epochSeconds * 1000);
  return {
    date: `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

export function signupDraftOf(settings: SignupSettings): SignupDraft {
  return {
    moments: {
      signupsOpenAt: localParts(settings.signupsOpenAt),
      signupsCloseAt: localParts(settings.signupsCloseAt),
      checkInOpensAt: localParts(settings.checkInOpensAt),
    },
    signupCap: settings.signupCap ?? '',
    requireRacetime: settings.requireRacetime,
  };
}

/**
 * The settings the draft names and what stops them being saved, in words: a moment with only its day or only its
 * time, then the rule's own problems (packages/core/src/signups.ts). Both inputs empty: not set.
 */
export function readSignupDraft(draft: SignupDraft): { settings: SignupSettings; problems: string[] } {
  const problems: string[] = [];
  const moment = (key: SignupMoment, label: string): number | null => {
    const { date, time } = draft.moments[key];
    if (date === '' && time === '') return null;
    const at = localDateTimeToEpochSeconds(date, time);
    if (at === null) problems.push(`${label}: give both a day and a time, or neither.`);
    return at;
  };
  const settings: SignupSettings = {
    signupsOpenAt: moment('signupsOpenAt', 'Sign-ups open'),
    signupsCloseAt: moment('signupsCloseAt', 'Sign-ups close'),
    checkInOpensAt: moment('checkInOpensAt', 'Check-in opens'),
    signupCap: draft.signupCap === '' ? null : draft.signupCap,
    requireRacetime: draft.requireRacetime,
  };
  if (settings.signupCap !== null && settings.signupCap < 1) problems.push('The cap must be at least 1, or empty.');
  if (problems.length === 0) problems.push(...signupSettingsProblems(settings));
  return { settings, problems };
}
