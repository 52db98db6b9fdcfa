/**
 * The Move action's zod-free part (rules §6): the race cards of public pages import it, so it must not bring the
 * request schema (zod) with it; the form's own check is in moveRaceCheck.ts, loaded with the form.
 */
import { rescheduleRefusal } from '@pokered/core/raceSchedule';
import type { Race } from '@pokered/core/schemas/races';
import { racersOf, type Viewer } from './commentary';

/** What the Move inputs hold: a date ("2025-09-20") and a time ("18:30"), read in the viewer's zone. */
export interface MoveRaceValues {
  date: string;
  time: string;
}

export const MOVE_FIELDS_REQUIRED = 'Enter the new date and time.';
export const MOVE_NOT_A_RACER = 'Only the racers of this race or an admin can move it.';

/**
 * Whether the Move action is offered (rules §3, §6): to a racer of the race or an admin, never on a cancelled or
 * completed race, and after the start only to an admin (a started race without a result).
 */
export function canMoveRace(race: Race, viewer: Viewer | null, nowMs: number): boolean {
  if (!viewer) return false;
  if (!viewer.isAdmin && !racersOf(race).some((racer) => racer._id === viewer._id)) return false;
  const now = Math.floor(nowMs / 1000);
  // Any future start tells whether the race's own state allows a move.
  return rescheduleRefusal(race, now + 1, now, viewer.isAdmin) === null;
}

/** The date and time inputs' values ("2025-09-20", "18:30") of an instant in the viewer's zone. */
export function localInputsOf(epochSeconds: number): MoveRaceValues {
  const at = new Date(epochSeconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}
