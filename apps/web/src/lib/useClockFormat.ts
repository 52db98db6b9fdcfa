import { useLocalStorage } from '@mantine/hooks';
import { DEFAULT_CLOCK, readClockFormat } from '@pokered/core/dateTime';
import { useClientValue } from './hydration';
import type { ClockFormat } from './raceTime';

/** localStorage key of the 12/24-hour preference (rules §19: stored locally, default 12-hour). */
export const CLOCK_FORMAT_STORAGE_KEY = 'pokered-clock-format';

/**
 * The viewer's 12/24-hour choice. Every page using it stays in step (Mantine syncs the hook across
 * components and tabs); anything unreadable in storage counts as the 12-hour default. A server-rendered page
 * hydrates with the default (the server cannot read this browser's storage), then shows the stored choice.
 */
export function useClockFormat(): [ClockFormat, (clock: ClockFormat) => void] {
  const [clock, setClock] = useLocalStorage<ClockFormat>({
    key: CLOCK_FORMAT_STORAGE_KEY,
    defaultValue: DEFAULT_CLOCK,
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: readClockFormat,
  });
  return [useClientValue(clock, DEFAULT_CLOCK), setClock];
}
