import { FINISH_TIME_FIELDS, wrapRecordField, type FinishTime } from '@pokered/core/time';

/**
 * The text of a racer's time fields in Record Results (rules §20). A field always shows exactly the number the
 * form holds and sends: these functions turn what the admin typed, stepped or pasted into that number at once,
 * never on blur.
 */

/** -0 would show as "0" but is another number: every value leaves here as a plain integer. */
const plain = (value: number): number => value + 0;

/** A whole or decimal number, optionally negative: anything else typed into a time field is refused. */
const NUMBER_TEXT = /^-?\d+(?:[.,]\d*)?$/;

/**
 * The value a time field takes when its text becomes `text`: an emptied field is 0, a fraction loses its
 * decimals and a number past either end wraps (rules §20). Text that is not a number (a letter, a lone '-')
 * leaves the field at `current`, so the field never shows anything but a number.
 */
export function readTimeFieldText(field: keyof FinishTime, text: string, current: number): number {
  const trimmed = text.trim();
  if (trimmed === '') return plain(wrapRecordField(field, Number.NaN));
  if (!NUMBER_TEXT.test(trimmed)) return current;
  return plain(wrapRecordField(field, Number(trimmed.replace(',', '.'))));
}

/** Arrow Up / Down: one step, wrapping from the top to 0 and from 0 to the top (rules §20). */
export function stepTimeField(field: keyof FinishTime, current: number, delta: 1 | -1): number {
  return plain(wrapRecordField(field, current + delta));
}

/** `1:50:12.345`, `1:50:12`, `50:12.345`, `50:12`: hours are optional, the fraction is of a second. */
const CLOCK_TIME = /^(?:(\d+):)?(\d+):(\d+)(?:[.,](\d+))?$/;
/** `1h 50m 12s 345ms`, as Past Races once showed a time; every part optional but one. */
const UNIT_TIME = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?!s))?\s*(?:(\d+)\s*s)?\s*(?:(\d+)\s*ms)?$/i;

/** ".3" is 300 ms and ".3456" 345 ms: the digits are a fraction of a second, cut (not rounded) to whole ms. */
function fractionToMs(digits: string | undefined): number {
  if (!digits) return 0;
  return Number(digits.slice(0, 3).padEnd(3, '0'));
}

function wrapAll(time: FinishTime): FinishTime {
  const wrapped = { ...time };
  for (const field of FINISH_TIME_FIELDS) wrapped[field] = plain(wrapRecordField(field, time[field]));
  return wrapped;
}

/**
 * A whole finish time pasted into any of a racer's time fields (`1:50:12.345`, the site's and racetime.gg's form,
 * or `1h 50m 12s 345ms`, the site's former one): all four fields, each wrapped like a typed value (rules §20). Null
 * when the text is not a whole time (a plain number is pasted into its own field like a typed one).
 */
export function parsePastedFinishTime(text: string): FinishTime | null {
  const trimmed = text.trim();
  const clock = CLOCK_TIME.exec(trimmed);
  if (clock) {
    const [, hours, minutes, seconds, fraction] = clock;
    return wrapAll({
      hours: Number(hours ?? 0),
      minutes: Number(minutes),
      seconds: Number(seconds),
      milliseconds: fractionToMs(fraction),
    });
  }
  const units = UNIT_TIME.exec(trimmed);
  if (units && trimmed !== '') {
    const [, hours, minutes, seconds, milliseconds] = units;
    return wrapAll({
      hours: Number(hours ?? 0),
      minutes: Number(minutes ?? 0),
      seconds: Number(seconds ?? 0),
      milliseconds: Number(milliseconds ?? 0),
    });
  }
  return null;
}
