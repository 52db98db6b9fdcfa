/** A race finish time as entered in the Record Results form and stored on a result. */
export interface FinishTime {
  hours: number;
  minutes: number;
  seconds: number;
  milliseconds: number;
}

export const FINISH_TIME_FIELDS = [
  'hours',
  'minutes',
  'seconds',
  'milliseconds',
] as const satisfies readonly (keyof FinishTime)[];

/** Standings and Pickems count a runner without a finished race as this slow (2.5 h). */
export const MISSING_BEST_TIME_MS = 9_000_000;

export const ZERO_FINISH_TIME: Readonly<FinishTime> = Object.freeze({
  hours: 0,
  minutes: 0,
  seconds: 0,
  milliseconds: 0,
});

const MS_PER_SECOND = 1_000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;

/** Inclusive bounds of each field; hours differ between a recorded result and a Pickems guess. */
type FieldBounds = Record<keyof FinishTime, { min: number; max: number }>;

const RECORD_BOUNDS: FieldBounds = {
  hours: { min: 0, max: 4 },
  minutes: { min: 0, max: 59 },
  seconds: { min: 0, max: 59 },
  milliseconds: { min: 0, max: 999 },
};

const BEST_TIME_GUESS_BOUNDS: FieldBounds = { ...RECORD_BOUNDS, hours: { min: 0, max: 2 } };

export function finishTimeToMs(ft: FinishTime): number {
  return ft.hours * MS_PER_HOUR + ft.minutes * MS_PER_MINUTE + ft.seconds * MS_PER_SECOND + ft.milliseconds;
}

/**
 * Splits a duration into fields. Averages can be fractional, so the value is floored to whole ms;
 * negative or non-finite input has no meaning as a time and becomes zero rather than a nonsense split.
 */
export function msToFinishTime(ms: number): FinishTime {
  const whole = Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0;
  return {
    hours: Math.floor(whole / MS_PER_HOUR),
    minutes: Math.floor((whole % MS_PER_HOUR) / MS_PER_MINUTE),
    seconds: Math.floor((whole % MS_PER_MINUTE) / MS_PER_SECOND),
    milliseconds: whole % MS_PER_SECOND,
  };
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** "HH:MM:SS" for the stats page; milliseconds are dropped (floored), hours are padded to 2. */
export function formatHms(ms: number): string {
  const ft = msToFinishTime(ms);
  return `${pad(ft.hours, 2)}:${pad(ft.minutes, 2)}:${pad(ft.seconds, 2)}`;
}

/**
 * The site's one format for a finish time or a duration, "1:41:08.069" (H:MM:SS.mmm: hours unpadded, milliseconds
 * kept), wherever the specification prescribes no other (rules §19: the stats page keeps `formatHms`, the race page
 * its seconds with this beside them). Negative or non-finite input reads as zero, fractions are floored.
 */
export function formatTime(ms: number): string {
  const ft = msToFinishTime(ms);
  return `${String(ft.hours)}:${pad(ft.minutes, 2)}:${pad(ft.seconds, 2)}.${pad(ft.milliseconds, 3)}`;
}

/** A stored finish time in the site's format (`formatTime`). */
export function formatFinishTime(ft: FinishTime): string {
  return formatTime(finishTimeToMs(ft));
}

/**
 * rules §20 wrapping of a number input: stepping below the minimum jumps to the maximum and above the
 * maximum jumps to the minimum (not modulo: typing 75 minutes gives 0, as the original form did).
 * An empty input arrives as NaN and becomes 0; fractions are truncated because fields are whole numbers.
 */
function wrapField(bounds: FieldBounds, field: keyof FinishTime, value: number): number {
  const { min, max } = bounds[field];
  if (Number.isNaN(value)) return min;
  const whole = Math.trunc(value);
  if (whole < min) return max;
  if (whole > max) return min;
  return whole;
}

/** Record Results form: hours 0-4, minutes/seconds 0-59, ms 0-999, wrapping at both ends. */
export function wrapRecordField(field: keyof FinishTime, value: number): number {
  return wrapField(RECORD_BOUNDS, field, value);
}

/** Pickems best-time guess: like a recorded time, but hours only 0-2. */
export function wrapBestTimeGuessField(field: keyof FinishTime, value: number): number {
  return wrapField(BEST_TIME_GUESS_BOUNDS, field, value);
}

function isInBounds(bounds: FieldBounds, ft: FinishTime): boolean {
  return FINISH_TIME_FIELDS.every((field) => {
    const value = ft[field];
    return Number.isInteger(value) && value >= bounds[field].min && value <= bounds[field].max;
  });
}

/** Whole numbers within hours 0-4, minutes 0-59, seconds 0-59, ms 0-999 (rules §6). */
export function isFinishTimeInBounds(ft: FinishTime): boolean {
  return isInBounds(RECORD_BOUNDS, ft);
}

/** A Pickems best-time guess (rules §20, §10): whole numbers, hours 1-2, usual minute/second/ms bounds. */
export function isValidBestTimeGuess(ft: FinishTime): boolean {
  return isInBounds(BEST_TIME_GUESS_BOUNDS, ft) && ft.hours > 0;
}

export function isZeroTime(ft: FinishTime): boolean {
  return FINISH_TIME_FIELDS.every((field) => ft[field] === 0);
}
