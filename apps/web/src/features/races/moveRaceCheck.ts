/** The Move form's check of its inputs (rules §6), with the request schema (zod): loaded with the form only. */
import { rescheduleRefusal } from '@pokered/core/raceSchedule';
import { rescheduleRequest, type Race, type RescheduleRequest } from '@pokered/core/schemas/races';
import { localDateTimeToEpochSeconds } from '../../lib/raceTime';
import { MOVE_FIELDS_REQUIRED, type MoveRaceValues } from './moveRaceForm';

export type MoveRaceCheck = { ok: true; body: RescheduleRequest } | { ok: false; message: string };

/**
 * The new start as the server checks it (rules §6, `rescheduleRefusal`): both fields, a start in the future,
 * and a race whose state still lets this viewer move it.
 */
export function checkMoveRace(values: MoveRaceValues, race: Race, byAdmin: boolean, nowMs: number): MoveRaceCheck {
  const raceDateTime = localDateTimeToEpochSeconds(values.date, values.time);
  if (raceDateTime === null) return { ok: false, message: MOVE_FIELDS_REQUIRED };
  const refusal = rescheduleRefusal(race, raceDateTime, Math.floor(nowMs / 1000), byAdmin);
  if (refusal) return { ok: false, message: refusal.message };
  const parsed = rescheduleRequest.safeParse({ raceDateTime });
  if (!parsed.success)
    return { ok: false, message: `The new start ${parsed.error.issues[0]?.message ?? 'is invalid'}.` };
  return { ok: true, body: parsed.data };
}
