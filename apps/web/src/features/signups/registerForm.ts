import type { RestreamConsent } from '@pokered/core/schemas/signups';
import type { EnterRequest } from '../../api/entries';

/** The register form as typed: the personal best as text, read when sent. */
export interface RegisterDraft {
  restreamConsent: RestreamConsent | null;
  rulesAccepted: boolean;
  personalBestTime: string;
  personalBestUrl: string;
}

export const EMPTY_DRAFT: RegisterDraft = {
  restreamConsent: null,
  rulesAccepted: false,
  personalBestTime: '',
  personalBestUrl: '',
};

const TIME = /^(\d{1,2}):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/;

/** "1:52:30" or "1:52:30.5" (H:MM:SS, milliseconds optional) in milliseconds; null when it is not such a time. */
export function parseRunTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = ''] = match;
  const ms = Number(fraction.padEnd(3, '0'));
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + ms;
}

/** What stops the form from being sent, in words; empty when it can go. */
export function registerProblems(draft: RegisterDraft): string[] {
  const problems: string[] = [];
  if (draft.restreamConsent === null) problems.push('Answer whether your races may be restreamed.');
  if (!draft.rulesAccepted) problems.push('Accept the rules.');
  const time = draft.personalBestTime.trim();
  if (time !== '') {
    const ms = parseRunTime(time);
    if (ms === null) problems.push('Write your personal best as H:MM:SS, e.g. 1:52:30.');
    else if (ms < 60_000 || ms >= 86_400_000) problems.push('Your personal best must be between a minute and a day.');
  } else if (draft.personalBestUrl.trim() !== '') {
    problems.push('Give the time of the run you link to, or leave the link empty.');
  }
  if (draft.personalBestUrl.trim() !== '' && !/^https?:\/\/\S+$/i.test(draft.personalBestUrl.trim())) {
    problems.push('The link to your run must start with http:// or https://.');
  }
  return problems;
}

/** The request, once `registerProblems` found nothing. */
export function enterRequestOf(draft: RegisterDraft): EnterRequest {
  const timeMs = parseRunTime(draft.personalBestTime);
  const url = draft.personalBestUrl.trim();
  return {
    restreamConsent: draft.restreamConsent ?? 'no',
    rulesAccepted: true,
    personalBest: timeMs === null ? null : { timeMs, url: url === '' ? null : url },
  };
}
