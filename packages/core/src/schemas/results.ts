/** Recording a race result (rules §6, §20): one schema for the Record Results form and the server. */
import { z } from 'zod';
import { RESULT_STATUSES, validateRecordedResults } from '../results.ts';
import { finishTimeSchema, idSchema } from './common.ts';
import { safeText } from './text.ts';
import { raceActionResponse } from './races.ts';

export const resultStatusSchema = z.enum(RESULT_STATUSES);

/**
 * One racer's line of the form / request. Only a Finished line needs a time and only a DNF line needs
 * `dnfOrder`; both may be left out elsewhere (they are stored as zero / null whatever is sent).
 */
export const recordedResultSchema = z.object({
  racer: idSchema,
  status: resultStatusSchema,
  finishTime: finishTimeSchema.default({ hours: 0, minutes: 0, seconds: 0, milliseconds: 0 }),
  dnfOrder: z
    .number()
    .int()
    .nullable()
    .optional()
    .transform((order) => order ?? null),
});
export type RecordedResultInput = z.infer<typeof recordedResultSchema>;

/**
 * POST /api/races/{id}/complete body. The shape is checked here; the rules that need the race
 * (one entry per racer, DNF orders, non-zero finished times) are `validateRecordedResults`,
 * applied by `completeRaceRequestFor(racerIds)` in the form and by the server once it has the race.
 */
export const completeRaceRequest = z.object({
  raceTimeId: safeText.trim().min(1, { error: 'The race time ID is required.' }).max(200),
  results: z.array(recordedResultSchema).max(3, { error: 'A race has at most 3 racers.' }),
});
/** What the form holds / a client sends. */
export type CompleteRaceRequest = z.input<typeof completeRaceRequest>;
/** The parsed request: every line has a finish time and a dnfOrder (possibly null). */
export type CompleteRaceData = z.output<typeof completeRaceRequest>;

/**
 * The complete-race request for one race: the shape above plus every rule of validateRecordedResults
 * (the very function the server applies), so the Record Results button is enabled exactly when the
 * server would accept the result.
 */
export function completeRaceRequestFor(racerIds: readonly string[]) {
  return completeRaceRequest.superRefine((value, ctx) => {
    const verdict = validateRecordedResults(value, racerIds);
    if (!verdict.ok) ctx.addIssue({ code: 'custom', message: verdict.error, path: ['results'] });
  });
}

/** POST /api/races/{id}/complete → `{message, race}` with the race as every race call shows it (results in placing order). */
export const completeRaceResponse = raceActionResponse;
export type CompleteRaceResponse = z.infer<typeof completeRaceResponse>;
