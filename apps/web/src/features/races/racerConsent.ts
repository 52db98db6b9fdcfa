import type { Race } from '@pokered/core/schemas/races';
import type { AdminEntry } from '@pokered/core/schemas/signups';
import { RESTREAM_CONSENT_LABEL } from '../../components/entryStatus';
import { racersOf } from './commentary';

/** A racer with no sign-up answer: added by an admin, or never entered through sign-ups (rules §38). */
export const CONSENT_NOT_ASKED = 'Not asked';

/** Each racer's answer, in the race's order, in the words Admin → Entrants uses. */
export function consentOfRacers(race: Race, entries: readonly AdminEntry[]): { name: string; answer: string }[] {
  const byUser = new Map(entries.map((entry) => [entry.userId, entry.restreamConsent]));
  return racersOf(race).map((racer) => {
    const consent = byUser.get(racer._id) ?? null;
    return { name: racer.displayName, answer: consent === null ? CONSENT_NOT_ASKED : RESTREAM_CONSENT_LABEL[consent] };
  });
}
