import type { UserRef } from '@pokered/core/schemas/common';
import { submitRaceRequest, type SubmitRaceRequest } from '@pokered/core/schemas/races';
import { localDateTimeToEpochSeconds } from '../../lib/raceTime';

/** What the Submit Race inputs hold: a date ("2025-09-20"), a time ("18:30") and racer ids ('' = none). */
export interface SubmitRaceValues {
  date: string;
  time: string;
  racer2: string;
  racer3: string;
}

export const EMPTY_SUBMIT_RACE: SubmitRaceValues = { date: '', time: '', racer2: '', racer3: '' };

export interface RacerOption {
  value: string;
  label: string;
  disabled: boolean;
}

/**
 * The options of a racer select: the group's other members, each disabled when the other select
 * already holds it (a racer cannot be chosen twice). The caller is racer 1 and never offered.
 */
export function racerOptions(members: readonly UserRef[], callerId: string, chosenElsewhere: string): RacerOption[] {
  return members
    .filter((member) => member._id !== callerId)
    .map((member) => ({
      value: member._id,
      label: member.displayName,
      disabled: chosenElsewhere !== '' && member._id === chosenElsewhere,
    }));
}

/** The request body: racer 1 is the caller; the local date and time become epoch seconds. */
export function toSubmitRaceBody(values: SubmitRaceValues, callerId: string): SubmitRaceRequest {
  return {
    racer1: callerId,
    racer2: values.racer2 || null,
    racer3: values.racer3 || null,
    raceDateTime: localDateTimeToEpochSeconds(values.date, values.time),
  };
}

export type SubmitRaceCheck = { ok: true; body: SubmitRaceRequest } | { ok: false; message: string };

/** The same schema the server applies ('All fields are required…', chosen twice, not in the future). */
export function checkSubmitRace(values: SubmitRaceValues, callerId: string): SubmitRaceCheck {
  const body = toSubmitRaceBody(values, callerId);
  const parsed = submitRaceRequest(callerId).safeParse(body);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Check the form and try again.' };
  const { racer3, ...rest } = body;
  // Racer 3 is optional: a blank select is left out of the request, as the original form did.
  return { ok: true, body: racer3 ? body : rest };
}
