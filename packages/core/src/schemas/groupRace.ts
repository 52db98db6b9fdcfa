/** `POST /api/admin/groups/{id}/race` (rules §23): an admin books, moves or fixes a group's race. */
import { z } from 'zod';
import { LATEST_EPOCH_SECONDS } from './common.ts';
import { RACER_CHOSEN_TWICE, optionalIdField } from './groups.ts';
import { ALL_FIELDS_REQUIRED, RACE_IN_PAST } from './races.ts';

export const adminGroupRaceFields = z.object({
  racer1: optionalIdField,
  racer2: optionalIdField,
  racer3: optionalIdField,
  /** Epoch seconds. */
  raceDateTime: z
    .number()
    .int()
    .positive()
    .max(LATEST_EPOCH_SECONDS, { error: 'must be a date before the year 10000' })
    .nullable()
    .optional(),
});
export type AdminGroupRaceFields = z.output<typeof adminGroupRaceFields>;
export type AdminGroupRaceRequest = z.input<typeof adminGroupRaceFields>;

/**
 * The first broken rule of an admin booking (rules §23), or null: racers 1 and 2 and a start are required, nobody
 * twice, and a start in the future unless the start is the one the race already has (fixing the racers of a race
 * that has started keeps its start).
 */
export function adminGroupRaceProblem(
  input: AdminGroupRaceFields,
  nowSeconds: number,
  currentStart: number | null,
): string | null {
  if (!input.racer1 || !input.racer2 || input.raceDateTime === undefined || input.raceDateTime === null)
    return ALL_FIELDS_REQUIRED;
  const racers = [input.racer1, input.racer2, input.racer3].filter((id) => id !== undefined);
  if (new Set(racers).size !== racers.length) return RACER_CHOSEN_TWICE;
  if (input.raceDateTime <= nowSeconds && input.raceDateTime !== currentStart) return RACE_IN_PAST;
  return null;
}
