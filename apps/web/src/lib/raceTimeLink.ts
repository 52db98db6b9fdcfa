import { external } from '../urls';

/**
 * The racetime.gg page of a recorded race. Admins enter the room's slug ("pkmnredblue/clever-abra-1234");
 * a full https URL pasted instead is used as it is. Anything else (e.g. `javascript:`) gets no link. `base`: the
 * configured racetime.gg origin (rules §16).
 */
export function raceTimeUrl(raceTimeId: string | null, base?: string): string | null {
  const id = raceTimeId?.trim() ?? '';
  if (id === '') return null;
  if (/^[a-z][a-z\d+\-.]*:/i.test(id)) return /^https:\/\//i.test(id) ? id : null;
  return external.raceTime(id.replace(/^\/+/, ''), base);
}
